import "server-only"

import type { Root } from "hast"
import { Worker } from "node:worker_threads"

import { markdownToHast } from "@/lib/site/markdown/markdown-to-hast"
import { plainTextHast } from "@/lib/site/markdown/plain-text-hast"
import { MARKDOWN_BUDGET, markdownBudgetOverrun } from "@/lib/domain/markdown-budget"

type Pending = { resolve: (tree: Root | null) => void; timer: NodeJS.Timeout | null; source: string }

/**
 * Admin-authored Markdown → sanitised hast within the render budget (lib/domain/markdown-budget.ts): a body over
 * the size or nesting limit, or one the parser has not finished within the time limit, is shown as plain
 * paragraphs. Parsing runs on one worker thread, one body at a time; a body that overruns ends the worker (the only
 * way to stop a parser mid-run) and the next body starts a new one. The event loop stays free meanwhile.
 */
export async function markdownToHastWithinBudget(source: string): Promise<Root> {
  const overrun = markdownBudgetOverrun(source)
  if (overrun) {
    console.warn(`[markdown] body over the ${overrun} limit (${source.length} characters): shown as plain text`)
    return plainTextHast(source)
  }
  // Vitest runs the TypeScript sources, which a worker thread cannot load; the build bundles the worker.
  if (process.env.VITEST) return markdownToHast(source)
  const tree = await inWorker(source)
  return tree ?? plainTextHast(source)
}

let worker: Worker | null = null
/** The worker has loaded its modules: the time limit of a body starts when the body is handed to a ready worker. */
let ready = false
let broken = false
let nextId = 1
const pending = new Map<number, Pending>()
const queue: number[] = []
let running: number | null = null

function startWorker(): Worker {
  const w = new Worker(new URL("./markdown-worker.ts", import.meta.url))
  w.unref()
  w.on("message", (message: { id: number; tree?: Root; error?: string; ready?: boolean }) => {
    if (message.ready) {
      ready = true
      return pump()
    }
    if (message.error) console.error("[markdown] render failed:", message.error)
    settle(message.id, message.tree ?? null)
  })
  w.on("error", (error) => {
    console.error("[markdown] worker failed:", error)
    if (worker !== w) return
    // A worker that fails before it is ready would fail again: bodies are then shown as plain text.
    if (!ready) broken = true
    worker = null
    ready = false
    if (running !== null) settle(running, null)
    if (broken) for (const id of queue.splice(0)) settle(id, null)
  })
  w.on("exit", () => {
    if (worker !== w) return
    worker = null
    ready = false
    if (running !== null) settle(running, null)
  })
  return w
}

function inWorker(source: string): Promise<Root | null> {
  return new Promise((resolve) => {
    const id = nextId++
    pending.set(id, { resolve, timer: null, source })
    queue.push(id)
    pump()
  })
}

function pump() {
  if (running !== null) return
  if (broken) {
    for (const id of queue.splice(0)) settle(id, null)
    return
  }
  try {
    worker ??= startWorker()
  } catch (error) {
    console.error("[markdown] cannot start the worker:", error)
    for (const id of queue.splice(0)) settle(id, null)
    return
  }
  if (!ready) return
  const id = queue.shift()
  if (id === undefined) return
  const job = pending.get(id)
  if (!job) return pump()
  running = id
  const w = worker
  job.timer = setTimeout(() => {
    console.warn(`[markdown] body not parsed within ${MARKDOWN_BUDGET.timeMs} ms (${job.source.length} characters): shown as plain text`)
    if (worker === w) {
      worker = null
      ready = false
    }
    void w.terminate()
    settle(id, null)
  }, MARKDOWN_BUDGET.timeMs)
  w.postMessage({ id, source: job.source })
}

function settle(id: number, tree: Root | null) {
  const job = pending.get(id)
  if (!job) return
  pending.delete(id)
  if (job.timer) clearTimeout(job.timer)
  if (running === id) running = null
  job.resolve(tree)
  pump()
}

// Started with the server (not on the first post a visitor opens), and again at once after one is ended.
if (!process.env.VITEST && process.env.NEXT_PHASE !== "phase-production-build") queueMicrotask(() => pump())
