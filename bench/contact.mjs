// Contact-form throughput with notifications on (after `npm run build`):
//   node bench/contact.mjs [--rate 50] [--seconds 20] [--port 3397]
// Starts `next start` on a fresh embedded database with SMTP pointing at a real SMTP server run here, then
// 1) sends messages at a fixed rate (open loop, each from its own address) and reports how many were accepted,
//    the form's server time (Server-Timing of /api/contact) p50/p99, the round trip p50/p99, and the time from
//    submit to the e-mail arriving at the SMTP server p50/p99;
// 2) sends as fast as 8 concurrent clients can for the same duration: the most messages a second it accepts.
import { percentile, startMailSink } from "./lib/mail-sink.mjs"
import { startServer } from "./lib/server.mjs"

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const RATE = arg("rate", 50)
const SECONDS = arg("seconds", 20)
const PORT = arg("port", 3397)

const sink = await startMailSink()
const server = await startServer({
  port: PORT,
  env: { SMTP_URL: sink.url, NOTIFY_EMAILS: "team@agency.example", TRUSTED_PROXY_COUNT: "1" },
})
for (let ok = false; !ok; ) ok = await fetch(`${server.url}/api/contact/token`).then((r) => r.ok, () => false)

let seq = 0
const sentAt = new Map()

async function send(phase) {
  const n = ++seq
  const name = `Bench ${phase}-${n}`
  const started = performance.now()
  sentAt.set(name, Date.now())
  const res = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({ name, email: `lead${n}@clinic.example`, message: `We would like to grow our practice. (${n})`, page: "/contact" }),
  })
  await res.arrayBuffer()
  const serverMs = Number(/dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1] ?? NaN)
  return { name, status: res.status, roundTripMs: performance.now() - started, serverMs }
}

// Warm-up: compile paths, open the SMTP pool.
await Promise.all(Array.from({ length: 20 }, () => send("warm")))

// 1) fixed rate
const fixed = []
const inFlight = []
const start = performance.now()
for (let i = 0; i < RATE * SECONDS; i++) {
  const due = start + (i * 1000) / RATE
  const wait = due - performance.now()
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))
  inFlight.push(send("fixed").then((r) => fixed.push(r)))
}
await Promise.all(inFlight)
const fixedElapsed = (performance.now() - start) / 1000
const accepted = fixed.filter((r) => r.status === 200)

// wait for every accepted message's e-mail
const subjectName = (s) => s.replace(/^(\[Possible spam\] )?New message from /, "")
const deadline = Date.now() + 60_000
const arrived = () => new Map(sink.mails.map((m) => [subjectName(m.subject), m.at]))
while (accepted.some((r) => !arrived().has(r.name)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
const arrivals = arrived()
const mailLatency = accepted.filter((r) => arrivals.has(r.name)).map((r) => arrivals.get(r.name) - sentAt.get(r.name))

// 2) as fast as it goes
const burst = []
const burstStart = performance.now()
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (performance.now() - burstStart < SECONDS * 1000) burst.push(await send("max"))
  }),
)
const burstElapsed = (performance.now() - burstStart) / 1000
const burstAccepted = burst.filter((r) => r.status === 200)

server.stop()
await sink.close()

const ms = (v) => Math.round(v * 10) / 10
console.log(
  JSON.stringify(
    {
      fixedRate: {
        targetPerSecond: RATE,
        seconds: ms(fixedElapsed),
        sent: fixed.length,
        accepted: accepted.length,
        acceptedPerSecond: ms(accepted.length / fixedElapsed),
        statuses: Object.fromEntries([...new Set(fixed.map((r) => r.status))].map((s) => [s, fixed.filter((r) => r.status === s).length])),
        serverTimeMs: { p50: ms(percentile(accepted.map((r) => r.serverMs), 50)), p99: ms(percentile(accepted.map((r) => r.serverMs), 99)) },
        roundTripMs: { p50: ms(percentile(accepted.map((r) => r.roundTripMs), 50)), p99: ms(percentile(accepted.map((r) => r.roundTripMs), 99)) },
        emailed: mailLatency.length,
        submitToEmailMs: { p50: ms(percentile(mailLatency, 50)), p99: ms(percentile(mailLatency, 99)), max: ms(Math.max(...mailLatency)) },
      },
      maxThroughput: {
        clients: 8,
        seconds: ms(burstElapsed),
        accepted: burstAccepted.length,
        acceptedPerSecond: ms(burstAccepted.length / burstElapsed),
        serverTimeMs: { p50: ms(percentile(burstAccepted.map((r) => r.serverMs), 50)), p99: ms(percentile(burstAccepted.map((r) => r.serverMs), 99)) },
      },
    },
    null,
    2,
  ),
)
