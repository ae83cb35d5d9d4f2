import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A local stand-in for a Supabase project's HTTP APIs (Auth, PostgREST, Storage) answering with response shapes
 * recorded from the real services (see tests/integration/supabase/recorded.ts). It records every request so tests
 * can check exactly what the adapter sent.
 */
export type RecordedRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage["headers"]
  body: unknown
}
export type StubResponse = { status: number; body?: unknown; headers?: Record<string, string> }
export type Route = (req: RecordedRequest) => StubResponse | undefined

export async function startSupabaseStub(route: Route): Promise<{ url: string; requests: RecordedRequest[]; close(): Promise<void> }> {
  const requests: RecordedRequest[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stub")
      const raw = Buffer.concat(chunks)
      let body: unknown = raw.length ? raw : undefined
      const type = req.headers["content-type"] ?? ""
      if (raw.length && type.includes("json")) body = JSON.parse(raw.toString("utf8"))
      const recorded: RecordedRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body }
      requests.push(recorded)
      const answer = route(recorded) ?? { status: 404, body: { message: `no stub for ${recorded.method} ${recorded.path}` } }
      // PostgREST answers `Accept: application/vnd.pgrst.object+json` (supabase-js .single()) with one object.
      if (String(req.headers.accept ?? "").includes("vnd.pgrst.object") && Array.isArray(answer.body) && answer.status < 300) {
        answer.body = answer.body[0]
      }
      const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8", ...answer.headers }
      res.writeHead(answer.status, headers)
      // Bytes (a Storage object) go out as they are; anything else as JSON.
      const payload = Buffer.isBuffer(answer.body) ? answer.body : JSON.stringify(answer.body)
      res.end(answer.body === undefined || req.method === "HEAD" ? undefined : payload)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
