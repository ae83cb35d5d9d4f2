#!/usr/bin/env node
// Assembles what the container image runs, after `npm run build`, into one folder:
//   node scripts/standalone-tree.mjs OUT
// Next's standalone output (.next/standalone: the traced server files and the node_modules they need, migrations and
// built-in posts included) plus what it leaves out: the browser assets (.next/static, public), this project's server
// (server/) with the TypeScript modules its page-view intake thread runs from source (server/ts-source.mjs), and the
// operator command (scripts/admin.mjs). `node server/index.mjs` in OUT serves the site with no
// other file of the checkout. The Dockerfile runs this; tests/e2e/standalone.spec.ts starts a server from its output.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

import { projectTsClosure } from "../server/ts-source.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const out = process.argv[2]
if (!out) {
  console.error("Usage: node scripts/standalone-tree.mjs OUT")
  process.exit(1)
}
const target = resolve(out)
const standalone = join(root, ".next", "standalone")
if (!existsSync(join(standalone, ".next", "BUILD_ID"))) {
  console.error("No .next/standalone build here: run `npm run build` first.")
  process.exit(1)
}
if (existsSync(target) && readdirSync(target).length > 0) {
  console.error(`${target} is not empty.`)
  process.exit(1)
}

const copies = [
  [standalone, target],
  [join(root, ".next", "static"), join(target, ".next", "static")],
  [join(root, "public"), join(target, "public")],
  [join(root, "server"), join(target, "server")],
  [join(root, "scripts", "admin.mjs"), join(target, "scripts", "admin.mjs")],
  [join(root, "scripts", "lib", "data-dir-lock.mjs"), join(target, "scripts", "lib", "data-dir-lock.mjs")],
  // The languages, which the server's not-found pages read (server/not-found-page.mjs).
  [join(root, "lib", "domain", "i18n", "locales.mjs"), join(target, "lib", "domain", "i18n", "locales.mjs")],
  ...projectTsClosure(join(root, "lib", "server", "analytics", "intake-worker.ts")).map((file) => [join(root, file), join(target, file)]),
]
mkdirSync(target, { recursive: true })
for (const [from, to] of copies) {
  mkdirSync(dirname(to), { recursive: true })
  cpSync(from, to, { recursive: true, dereference: true })
}
// Next's standalone server.js is replaced by server/index.mjs; a stray copy would only mislead.
rmSync(join(target, "server.js"), { force: true })
console.log(`Standalone tree ready in ${target}: run \`node server/index.mjs\` there.`)
