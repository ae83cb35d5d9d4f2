import { createServer, type Server } from "node:http"

export type CrmDelivery = { path: string; headers: Record<string, string | string[] | undefined>; body: string }

/**
 * A CRM on 127.0.0.1 for tests: while `down` it refuses every request (503), as a CRM in an outage does; while up
 * it keeps each delivery and answers `status` (200 by default, or a 4xx to refuse the lead itself). It keeps the
 * refused attempts apart, so a test can tell what the CRM took from what it turned away.
 */
export async function startCrmSink(port = 0): Promise<{
  url: string
  accepted: CrmDelivery[]
  refused: CrmDelivery[]
  state: { down: boolean; status: number; answer: string }
  close(): Promise<void>
}> {
  const state = { down: false, status: 200, answer: '{"inlineMessage":"Thanks"}' }
  const accepted: CrmDelivery[] = []
  const refused: CrmDelivery[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const delivery = { path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") }
      if (state.down) {
        refused.push(delivery)
        res.statusCode = 503
        res.end("down for maintenance")
        return
      }
      ;(state.status < 300 ? accepted : refused).push(delivery)
      res.statusCode = state.status
      res.setHeader("Content-Type", "application/json")
      res.end(state.answer)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()))
  const bound = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${bound}`,
    accepted,
    refused,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
