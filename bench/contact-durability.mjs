// Durability of contact messages and their notifications under kill -9 (after `npm run build`):
//   node bench/contact-durability.mjs [--rounds 20] [--port 3395]
// Each round starts `next start` on one data folder with SMTP pointing at a real SMTP server run here, sends
// messages from 4 concurrent clients, and kills the server with SIGKILL at a random moment. Afterwards a last
// server delivers what is left; then the database is opened directly. Every message the client saw acknowledged
// (HTTP 200) must be stored, and e-mailed exactly once (counted at the SMTP server by subject); an e-mail sent twice
// (delivery is at least once) must carry the same Message-ID both times.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { PGlite } from "@electric-sql/pglite"

import { startMailSink } from "./lib/mail-sink.mjs"
import { startServer } from "./lib/server.mjs"

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const ROUNDS = arg("rounds", 20)
const PORT = arg("port", 3395)
const CLIENTS = 4

const dataDir = mkdtempSync(join(tmpdir(), "contact-durability-"))
const sink = await startMailSink()
const env = { DATA_DIR: dataDir, SMTP_URL: sink.url, NOTIFY_EMAILS: "team@agency.example", OUTBOX_RETRY_BASE_SECONDS: "1", TRUSTED_PROXY_COUNT: "1" }

const acked = new Set()
const failed = { network: 0, status: 0 }
let seq = 0

async function sendOne(url) {
  const n = ++seq
  const name = `Lead dur-${n}`
  try {
    const res = await fetch(`${url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({ name, email: `lead${n}@clinic.example`, message: `Durability message ${n}` }),
    })
    if (res.status === 200) acked.add(name)
    else failed.status++
    await res.arrayBuffer().catch(() => {})
  } catch {
    failed.network++
  }
}

/** Resolves once no process of the server's process group is left (npx, next and any child). */
function waitExit(pid) {
  return new Promise((resolve) => {
    const tick = () => {
      try {
        process.kill(-pid, 0)
        setTimeout(tick, 50)
      } catch {
        resolve()
      }
    }
    tick()
  })
}

for (let round = 1; round <= ROUNDS; round++) {
  const server = await startServer({ port: PORT, env })
  // The database is open once the form's token is issued (it reads a secret from it): kill during real writes.
  for (let ok = false; !ok; ) ok = await fetch(`${server.url}/api/contact/token`).then((r) => r.ok, () => false)
  let stop = false
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (!stop) await sendOne(server.url)
  })
  const killAfter = 1000 + Math.random() * 3000
  await new Promise((r) => setTimeout(r, killAfter))
  process.kill(-server.pid, "SIGKILL")
  stop = true
  await Promise.all(clients)
  await waitExit(server.pid)
  process.stdout.write(`round ${round}: killed after ${Math.round(killAfter)} ms; acknowledged so far ${acked.size}, e-mails so far ${sink.mails.length}\n`)
}

// A last server delivers whatever the killed ones left in the outbox.
const last = await startServer({ port: PORT, env })
const deadline = Date.now() + 180_000
// Messages sent without the page's token are marked "[Possible spam]" in the subject; they are notified all the same.
const nameOf = (subject) => subject.replace(/^(\[Possible spam\] )?New message from /, "")
const notified = () => new Set(sink.mails.map((m) => nameOf(m.subject)))
while ([...acked].some((name) => !notified().has(name)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500))
await new Promise((r) => setTimeout(r, 3000)) // anything sent twice would arrive by now
last.stop()
await waitExit(last.pid)
await sink.close()

const pg = await PGlite.create({ dataDir: join(dataDir, "pgdata") })
const { rows } = await pg.query("select name from messages")
const { rows: pending } = await pg.query("select count(*)::int as n from outbox where status <> 'sent'")
await pg.close()
const stored = new Set(rows.map((r) => r.name))
const perSubject = new Map()
for (const m of sink.mails) {
  const name = nameOf(m.subject)
  perSubject.set(name, (perSubject.get(name) ?? 0) + 1)
}
const lost = [...acked].filter((name) => !stored.has(name))
const unnotified = [...acked].filter((name) => !perSubject.has(name))
const duplicates = [...perSubject].filter(([, c]) => c > 1)
// Delivery is at least once: a copy sent again must be recognisably the same e-mail (same Message-ID).
const messageIds = new Map()
for (const m of sink.mails) {
  const name = nameOf(m.subject)
  messageIds.set(name, (messageIds.get(name) ?? new Set()).add(m.messageId))
}
const copiesWithOwnMessageId = duplicates.filter(([name]) => messageIds.get(name).size > 1).length
const result = {
  rounds: ROUNDS,
  sent: seq,
  acknowledged: acked.size,
  refusedOrCutOff: failed,
  storedTotal: stored.size,
  storedNotAcknowledged: [...stored].filter((n) => !acked.has(n)).length,
  acknowledgedButLost: lost.length,
  emails: sink.mails.length,
  acknowledgedNotEmailed: unnotified.length,
  emailedMoreThanOnce: duplicates.length,
  repeatedWithAnotherMessageId: copiesWithOwnMessageId,
  duplicateExamples: duplicates.slice(0, 5),
  outboxNotSent: pending[0].n,
}
console.log(JSON.stringify(result, null, 2))
rmSync(dataDir, { recursive: true, force: true })
process.exit(lost.length === 0 && unnotified.length === 0 && duplicates.length === 0 && copiesWithOwnMessageId === 0 ? 0 : 1)
