#!/usr/bin/env node
// Builds, in DIR, this checkout's committed code with leads stored in plain text: the functions that seal a new lead's
// fields, its outbox payloads and its timeline notes (lib/backend/sql/lead-crypto.ts) return their input unchanged.
// Everything else is the same code (the blind indexes are still computed, the key is still loaded and checked), so
// `node bench/contact-compare.mjs --before DIR` measures what encryption costs the contact form, in one run.
//   node bench/unencrypted-build.mjs DIR     (a git worktree of HEAD, detached; remove it with `git worktree remove DIR`)
// Not for anything but measuring: a server built there writes personal data in plain text.
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"

const dir = process.argv[2] ? resolve(process.argv[2]) : null
if (!dir) {
  console.error("Usage: node bench/unencrypted-build.mjs DIR")
  process.exit(2)
}
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: "inherit" })

if (!existsSync(dir)) run("git", ["worktree", "add", "--detach", dir, "HEAD"], process.cwd())
if (!existsSync(join(dir, "node_modules"))) run("cp", ["-al", resolve("node_modules"), join(dir, "node_modules")], process.cwd())

const file = join(dir, "lib/backend/sql/lead-crypto.ts")
let source = readFileSync(file, "utf8")

/** Replaces the body of `export function NAME(` up to its closing brace at the start of a line. */
function replaceFunction(name, body) {
  const start = source.indexOf(`export function ${name}(`)
  if (start < 0) throw new Error(`${name} not found in lib/backend/sql/lead-crypto.ts: update this script`)
  const open = source.indexOf("{\n", source.indexOf(")", start))
  const end = source.indexOf("\n}\n", open)
  source = `${source.slice(0, open)}{\n${body}\n}\n${source.slice(end + 3)}`
}

replaceFunction("sealNewMessage", "  void ring\n  return { fields, payload: (p) => p as { sealed: string } }")
replaceFunction("sealPayload", "  return payload as { sealed: string }")
replaceFunction("sealEventBody", "  return body")
writeFileSync(file, source)
console.log("lead-crypto.ts: sealNewMessage, sealPayload and sealEventBody now store plain text")

run("npm", ["run", "build"], dir)
