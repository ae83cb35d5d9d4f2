// The page-view intake's worker thread (server/index.mjs starts it through view-intake.mjs): it runs
// lib/server/analytics/intake-worker.ts, the same TypeScript modules as the app's own intake, from their source.
// Node runs TypeScript by removing its types (no build step, no copy); this file only resolves the project's import
// forms for it (ts-source.mjs).
import { registerHooks } from "node:module"
import { setPriority } from "node:os"
import { fileURLToPath, pathToFileURL } from "node:url"
import { parentPort } from "node:worker_threads"

import { projectTsFile } from "./ts-source.mjs"

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL?.startsWith("file:") ? fileURLToPath(context.parentURL) : undefined
    const file = projectTsFile(specifier, parent)
    if (file) return { url: pathToFileURL(file).href, format: "module-typescript", shortCircuit: true }
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
