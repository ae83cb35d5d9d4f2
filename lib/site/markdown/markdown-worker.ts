// A worker thread that turns Markdown into a sanitised hast tree, so a slow body never holds up the server's
// event loop (lib/site/markdown/markdown-render.ts starts it, gives each body a time limit and ends it when one overruns).
import { parentPort } from "node:worker_threads"

import { markdownToHast } from "@/lib/site/markdown/markdown-to-hast"

type Job = { id: number; source: string }

parentPort?.on("message", async ({ id, source }: Job) => {
  try {
    parentPort?.postMessage({ id, tree: await markdownToHast(source) })
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})

// Loading the parser and its plugins takes a moment: the parent starts the clock of a body once this arrives.
parentPort?.postMessage({ ready: true })
