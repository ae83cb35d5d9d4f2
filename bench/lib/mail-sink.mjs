// A real SMTP server (smtp-server) on 127.0.0.1 for benchmark scripts: records each accepted e-mail's outbox id,
// Message-ID, subject and arrival time. The app's notification subject is "New message from <name>".
import { SMTPServer } from "smtp-server"

export async function startMailSink(port = 0) {
  const mails = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = ""
      stream.setEncoding("utf8")
      stream.on("data", (c) => (raw += c))
      stream.on("end", () => {
        const headers = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, " ")
        const header = (name) => new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1]?.trim() ?? ""
        mails.push({ at: Date.now(), outboxId: header("X-Outbox-Id"), messageId: header("Message-ID"), subject: header("Subject") })
        callback()
      })
    },
  })
  // A client killed mid-conversation resets its connection: expected here, not a reason to stop.
  server.on("error", () => {})
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    mails,
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

export function percentile(values, p) {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
