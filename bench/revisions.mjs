#!/usr/bin/env node
// Revision history benchmark: one post of 5,000 words saved 50 times (each save edits a few sentences and adds
// one), then the History list and one diff, timed through lib/data as the app calls them (TypeScript via jiti),
// and the database size the 50 revisions add (table, index and TOAST, as PostgreSQL counts them).
//   node bench/revisions.mjs                         embedded PGlite (in memory)
//   node bench/revisions.mjs --pg postgres://...     PostgreSQL (a temporary schema, dropped afterwards)
// Targets: history list < 50 ms, one diff (load the revision + compute the diff against the editor) < 100 ms.
import { loadTs } from "./lib/load-ts.mjs"

const args = process.argv.slice(2)
const pgUrl = args.includes("--pg") ? args[args.indexOf("--pg") + 1] : null
const WORDS = 5_000
const SAVES = 50
const RUNS = 30

const { MemoryJar, openHarness, pgliteFactory, postgresFactory, signUpAndIn } = await loadTs("tests/helpers/data-harness.ts")
const posts = await loadTs("lib/data/posts.ts")
const revisions = await loadTs("lib/data/revisions.ts")
const { snapshotFormValues } = await loadTs("lib/data/admin/editor-safety.ts")
const { diffFields } = await loadTs("lib/domain/revisions/diff.ts")
const { toPostFormValues } = await loadTs("lib/domain/schemas/post.ts")

// The tests' harness: a temporary schema of --pg (dropped afterwards) or an in-memory PGlite, migrated.
const h = await openHarness(pgUrl ? postgresFactory(pgUrl) : pgliteFactory)
const db = h.db
const admin = new MemoryJar()
await signUpAndIn(h, admin, { email: "bench@example.com", password: "bench passphrase 2025" })
const asAdmin = (fn) => h.as(admin, fn)

// 5,000 words in paragraphs of 50 words (one per line). The words are drawn at random from 2,000 made-up words of
// 1-4 syllables, so the text compresses about as badly as real prose does (a repetitive text would flatter TOAST).
let state = 42
const rand = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648)
const syllables = "pa ti ent den tal cli nic re view lo cal sear ch gro wth bra nd boo king vi sit tru st ca re te am we bsi te so ci al vi de o".split(" ")
const vocab = Array.from({ length: 2000 }, () => Array.from({ length: 1 + Math.floor(rand() * 4) }, () => syllables[Math.floor(rand() * syllables.length)]).join(""))
const paragraph = () => Array.from({ length: 50 }, () => vocab[Math.floor(rand() * vocab.length)]).join(" ") + "."
let lines = Array.from({ length: WORDS / 50 }, () => paragraph())
const input = (content, title) => ({
  title, slug: "five-thousand-words", excerpt: "", content, category: "SEO", tags: ["seo"], published: false, schedule: "",
  featured_image: null, featured_image_alt: "", meta_title: "", meta_description: "",
})

const size = async () =>
  Number((await db.query("select pg_total_relation_size('content_revisions')::bigint as n"))[0].n)
const emptySize = await size()
let post = await asAdmin(() => posts.createPost(input(lines.join("\n"), "Five thousand words")))
const saveTimes = []
for (let s = 1; s < SAVES; s++) {
  // Each save rewrites a few sentences and appends a new one: what an editor's session typically changes.
  for (let k = 0; k < 3; k++) lines[(s * 17 + k * 31) % lines.length] = paragraph()
  lines.push(`Update ${s}: ${paragraph().split(" ").slice(0, 12).join(" ")}`)
  const t = performance.now()
  post = await asAdmin(() => posts.updatePost(post.id, input(lines.join("\n"), `Five thousand words, take ${s}`), post.version))
  saveTimes.push(performance.now() - t)
}
const addedBytes = (await size()) - emptySize
const list = await asAdmin(() => revisions.listRevisions("post", post.id))
const [{ raw }] = await db.query("select sum(octet_length(data::text))::bigint as raw from content_revisions where post_id = $1", [post.id])

async function time(label, fn, target) {
  await asAdmin(fn)
  const samples = []
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now()
    await asAdmin(fn)
    samples.push(performance.now() - t)
  }
  samples.sort((a, b) => a - b)
  const median = samples[Math.floor(RUNS / 2)]
  const p95 = samples[Math.floor(RUNS * 0.95)]
  const verdict = median < target ? `ok (< ${target} ms)` : `OVER ${target} ms`
  console.log(`  ${label.padEnd(58)} median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${verdict}`)
}

console.log(`${pgUrl ? "PostgreSQL" : "PGlite"}: a ${WORDS}-word post (${(lines.join("\n").length / 1024).toFixed(0)} KB), ${SAVES} saves, ${list.length} revisions kept`)
saveTimes.sort((a, b) => a - b)
console.log(`  save (update + revision + prune in one transaction)           median ${saveTimes[Math.floor(saveTimes.length / 2)].toFixed(1).padStart(6)} ms`)
await time("history list (50 summaries, no snapshots)", () => revisions.listRevisions("post", post.id), 50)
const current = toPostFormValues(post, "UTC")
const oldest = list[list.length - 1]
await time("one diff: the oldest revision (most lines rewritten)", async () => {
  const rev = await revisions.getRevision("post", post.id, oldest.id)
  return diffFields(snapshotFormValues("post", rev.data, "UTC"), current)
}, 100)
const previous = list[1]
await time("one diff: the previous revision (a few lines changed)", async () => {
  const r = await revisions.getRevision("post", post.id, previous.id)
  return diffFields(snapshotFormValues("post", r.data, "UTC"), current)
}, 100)
await time("  of which loading the revision (server side)", () => revisions.getRevision("post", post.id, oldest.id), 100)
const rev = await asAdmin(() => revisions.getRevision("post", post.id, oldest.id))
const before = snapshotFormValues("post", rev.data, "UTC")
await time("  of which the diff computation alone (browser side)", async () => diffFields(before, current), 100)
console.log(`  database size added by ${list.length} revisions: ${(addedBytes / 1024).toFixed(0)} KB on disk (snapshots as JSON: ${(Number(raw) / 1024).toFixed(0)} KB before compression)`)

await h.close()
