import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { defineConfig, devices } from "@playwright/test"

import { CHROMIUM_ARGS, chromiumPath } from "./scripts/lib/chromium.mjs"
import { E2E_NOTIFICATION_ENV } from "./tests/helpers/e2e-notifications"

const PORT = Number(process.env.E2E_PORT ?? 3217)
const baseURL = `http://127.0.0.1:${PORT}`
const executablePath = chromiumPath()

// Each run gets its own embedded data folder: two processes must never share one PGlite directory.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "e2e-data-"))
process.env.E2E_DATA_DIR = dataDir
// Every server the tests start (on PostgreSQL it is required) protects its leads with this test-only master key.
process.env.LEAD_ENCRYPTION_KEY ??= "6c756d6f72612d65326500000000000000000000000000000000000000000001"

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Registers the run's owner account first (see tests/helpers/auth.ts); every spec may then sign in.
    { name: "setup", testMatch: /auth\.setup\.ts$/ },
    {
      name: "chromium",
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `node server/index.mjs -p ${PORT} -H 127.0.0.1`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    // The run plays one trusted proxy in front of the server, so a spec can be a client of its own by sending
    // X-Forwarded-For (the per-IP limits would otherwise count the whole run as one visitor). What a client alone
    // could do with that header is tried in hardening.spec.ts, on servers with no trusted proxy. Notifications go
    // to the SMTP server and webhook receiver that tests/e2e/notifications.spec.ts runs.
    env: { DATA_DIR: dataDir, NEXT_PUBLIC_SITE_URL: baseURL, NODE_ENV: "production", TRUSTED_PROXY_COUNT: "1", ...E2E_NOTIFICATION_ENV },
  },
})
