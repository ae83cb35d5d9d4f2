#!/usr/bin/env node
// Where each content type's name is written: for every key of CONTENT_TYPES (lib/domain/content/index.ts), the
// files outside tests that spell it as a string literal ('case_study' or "case_study"). Past migrations are counted
// apart: they are history and never change. Run: node bench/type-names.mjs [--files]
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"

const root = new URL("..", import.meta.url).pathname
const registry = readFileSync(join(root, "lib/domain/content/index.ts"), "utf8")
const block = registry.slice(registry.indexOf("export const CONTENT_TYPES"))
const names = [...block.slice(0, block.indexOf("} as const")).matchAll(/^\s+(\w+):/gm)].map((m) => m[1])

const DIRS = ["app", "components", "lib", "server", "scripts", "supabase", "proxy.ts", "instrumentation.ts"]
const files = []
const walk = (p) => {
  const s = statSync(p)
  if (s.isDirectory()) for (const f of readdirSync(p)) walk(join(p, f))
  else if (/\.(tsx?|mjs|sql)$/.test(p)) files.push(p)
}
for (const d of DIRS) {
  try { walk(join(root, d)) } catch {}
}

const showFiles = process.argv.includes("--files")
const migration = (f) => /migrations\//.test(f)
console.log("type            files (code)  files (migrations)")
for (const name of names) {
  const re = new RegExp(`["'\`]${name}["'\`]`)
  const hits = files.filter((f) => re.test(readFileSync(f, "utf8"))).map((f) => relative(root, f))
  const code = hits.filter((f) => !migration(f))
  console.log(`${name.padEnd(16)}${String(code.length).padStart(11)}  ${String(hits.length - code.length).padStart(18)}`)
  if (showFiles) for (const f of code) console.log(`    ${f}`)
}
