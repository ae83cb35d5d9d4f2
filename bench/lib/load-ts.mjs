// Loads the app's TypeScript modules by their path from the repository root, resolved as the app resolves them
// ("@/…" aliases, and a no-op "server-only"), through jiti: the benchmarks time lib/data as the app calls it.
import { join } from "node:path"
import { fileURLToPath } from "node:url"

import { createJiti } from "jiti"

const root = fileURLToPath(new URL("../..", import.meta.url))
const jiti = createJiti(import.meta.url, {
  alias: { "@": root.replace(/\/$/, ""), "server-only": join(root, "tests/helpers/server-only.ts") },
  interopDefault: true,
})

/** Imports `path` (e.g. "lib/data/posts.ts") from the repository root. */
export const loadTs = (path) => jiti.import(join(root, path))
