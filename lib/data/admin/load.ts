import "server-only"

import { redirect, unstable_rethrow } from "next/navigation"

import { isDataError } from "@/lib/data/errors"

export type Loaded<T> = { ok: true; data: T } | { ok: false }

/**
 * Loads data for an admin screen. A lost session goes back to the sign-in page; any other failure is logged
 * and the screen shows the spec's "Failed to load ..." toast instead of crashing.
 */
export async function loadForScreen<T>(name: string, fn: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await fn() }
  } catch (error) {
    // Next's own control flow (redirects, dynamic-rendering bail-outs) must pass through.
    unstable_rethrow(error)
    if (isDataError(error) && error.code === "unauthorized") redirect("/admin/login")
    console.error(`[admin:${name}] load failed`, error)
    return { ok: false }
  }
}
