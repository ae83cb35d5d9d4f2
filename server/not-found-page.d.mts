import type { IncomingMessage, ServerResponse } from "node:http"

export function notFoundPageFor(pathname: string, prefixes: readonly string[]): string | null
export function isNotFoundPage(pathname: string, prefixes: readonly string[]): boolean
export function createNotFoundPages(options: { origin: string; prefixes: readonly string[] }): (req: IncomingMessage, res: ServerResponse) => void
