// Debian's Chromium, as every browser this project drives starts it: tests, benchmarks and helper scripts.
// As root it needs --no-sandbox; the other flags keep it off the network this machine does not have.
import { existsSync } from "node:fs"

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]

const DEBIAN_CHROMIUM = "/usr/bin/chromium"

/** CHROMIUM_PATH, else Debian's Chromium when installed, else undefined (the caller's default). */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined)
}
