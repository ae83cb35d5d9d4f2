import { createServer, type Server } from "node:http"

export type ReceivedHook = { headers: Record<string, string | string[] | undefined>; body: string }

/** A real HTTP receiver on 127.0.0.1 that keeps every POST (headers and raw body) and answers `status`. */
export async function startWebhookReceiver(port = 0): Promise<{
  url: string
  received: ReceivedHook[]
  status: number
  close(): Promise<void>
}> {
  const state = { status: 204 }
  const received: ReceivedHook[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") })
      res.statusCode = state.status
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()))
  const bound = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${bound}/hooks/contact`,
    received,
    get status() {
      return state.status
    },
    set status(value: number) {
      state.status = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
