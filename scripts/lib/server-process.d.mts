export type ServerProcess = {
  url: string
  dataDir: string
  pid: number | undefined
  log(): string
  rssBytes(): number
  stop(): Promise<void>
}
export function freePort(): Promise<number>
export function startServer(options: { port?: number; env?: Record<string, string>; readyTimeoutMs?: number; cwd?: string }): Promise<ServerProcess>
