// The page-view intake's worker thread (server/index.mjs starts it): it runs lib/server/analytics/intake-worker.ts,
// the same TypeScript modules as the app's own intake, straight from the source. Node runs TypeScript by removing
// its types; this file only resolves the project's import forms for it: "@/…" (the project root, as in
// tsconfig.json) and paths without an extension (".ts", then "/index.ts").
import { existsSync } from "node:fs"
import { registerHooks } from "node:module"
import { setPriority } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { parentPort } from "node:worker_threads"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")

registerHooks({
  resolve(specifier, context, nextResolve) {
    const base = specifier.startsWith("@/")
      ? join(root, specifier.slice(2))
      : (specifier.startsWith("./") || specifier.startsWith("../")) && context.parentURL?.endsWith(".ts")
        ? fileURLToPath(new URL(specifier, context.parentURL))
        : null
    if (base !== null && !/\.[cm]?[jt]s$/.test(base)) {
      for (const file of [`${base}.ts`, join(base, "index.ts")]) {
        if (existsSync(file)) return { url: pathToFileURL(file).href, format: "module-typescript", shortCircuit: true }
      }
    }
    return nextResolve(specifier, context)
  },
})

// Views wait, pages do not: on a busy machine the server's main thread (every page) gets the CPU before this one.
// A thread's nice value is its own on Linux; elsewhere this may do nothing.
try {
  setPriority(0, Number(process.env.VIEW_INTAKE_NICE ?? 10))
} catch {}
// The intake runs inside the production server (lib/server/http/request-ip.ts warns when that is not the case).
globalThis[Symbol.for("lumora.server")] = true

const { createIntakeWorker } = await import("../lib/server/analytics/intake-worker.ts")
const intake = createIntakeWorker((message) => parentPort.postMessage(message))
parentPort.on("message", (message) => {
  intake.receive(message).catch((error) => console.error("[analytics] the intake thread failed on a message", error))
})
parentPort.postMessage({ type: "ready" })
