import { simpleParser, type ParsedMail } from "mailparser"
import { SMTPServer } from "smtp-server"

export type ReceivedMail = { parsed: ParsedMail; raw: string; at: number; to: string[] }

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 that keeps every message it accepts. It can be stopped
 * and started again on the same port, as an outage would.
 */
export type MailSink = {
  port: number
  url: string
  received: ReceivedMail[]
  start(): Promise<void>
  stop(): Promise<void>
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
}

export async function startMailSink(port = 0): Promise<MailSink> {
  const received: ReceivedMail[] = []
  let server: SMTPServer | null = null
  let boundPort = port

  const create = () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(_auth, _session, callback) {
        callback(null, { user: "test" })
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on("data", (c: Buffer) => chunks.push(c))
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8")
          simpleParser(raw)
            .then((parsed) => {
              received.push({ parsed, raw, at: Date.now(), to: session.envelope.rcptTo.map((r) => r.address) })
              callback()
            })
            .catch((error: Error) => callback(error))
        })
      },
    })
    // A sender that drops its connection mid-conversation is no reason to stop listening.
    server.on("error", () => {})
    return server
  }

  const sink: MailSink = {
    get port() {
      return boundPort
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`
    },
    received,
    async start() {
      server = create()
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject)
        server!.once("listening", () => server!.off("error", reject))
        server!.listen(boundPort, "127.0.0.1", () => resolve())
      })
      boundPort = (server.server.address() as { port: number }).port
    },
    async stop() {
      const s = server
      server = null
      if (!s) return
      // close() waits for clients to quit: pooled senders keep connections open, so end them.
      const connections = (s as unknown as { connections: Set<{ close(): void }> }).connections
      for (const c of connections ?? []) c.close()
      await new Promise<void>((resolve) => s.close(() => resolve()))
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${received.length}`)
        await new Promise((r) => setTimeout(r, 25))
      }
      return received
    },
  }
  await sink.start()
  return sink
}
