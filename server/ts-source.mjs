// How the page-view intake's thread (view-intake-worker.mjs) finds the project's TypeScript modules when Node runs
// them from source: "@/…" is the project root (as in tsconfig.json), and a path without an extension is a ".ts"
// file or a folder's "index.ts". scripts/standalone-tree.mjs copies the same files into the container's tree.
import { existsSync, readFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"

export const root = join(dirname(fileURLToPath(import.meta.url)), "..")

/** The file a specifier names from `parentFile`, or null when it is not one of the project's TypeScript modules. */
export function projectTsFile(specifier, parentFile) {
  const base = specifier.startsWith("@/")
    ? join(root, specifier.slice(2))
    : (specifier.startsWith("./") || specifier.startsWith("../")) && parentFile?.endsWith(".ts")
      ? join(dirname(parentFile), specifier)
      : null
  if (base === null) return null
  if (base.endsWith(".ts")) return existsSync(base) ? base : null
  if (/\.[cm]?js$/.test(base)) return null
  for (const file of [`${base}.ts`, join(base, "index.ts")]) if (existsSync(file)) return file
  return null
}

/** A plain ES module of the project a TypeScript module imports by a relative path ("./locales.mjs"), or null. */
function projectPlainModule(specifier, parentFile) {
  if (!/^\.\.?\//.test(specifier) || !/\.m?js$/.test(specifier)) return null
  const file = join(dirname(parentFile), specifier)
  return existsSync(file) ? file : null
}

/**
 * Every project file `entry` imports, directly or not (type-only imports included), relative to the root: its
 * TypeScript modules and the plain ES modules they import (copied as they are; they import nothing of the project).
 */
export function projectTsClosure(entry) {
  const seen = new Set([entry])
  const queue = [entry]
  while (queue.length) {
    const file = queue.pop()
    const text = readFileSync(file, "utf8")
    for (const [, specifier] of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^"'\n;]*?(?:from\s*)?["']([^"']+)["']/g)) {
      const found = projectTsFile(specifier, file)
      if (found && !seen.has(found)) {
        seen.add(found)
        queue.push(found)
      }
      const plain = projectPlainModule(specifier, file)
      if (plain) seen.add(plain)
    }
  }
  return [...seen].map((file) => relative(root, file))
}
