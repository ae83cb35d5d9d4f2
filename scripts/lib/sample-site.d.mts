import type { ServerProcess } from "./server-process.mjs"

export const SAMPLE_PATHS: string[]
export function startSampleSite(): Promise<ServerProcess>
