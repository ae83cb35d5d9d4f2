import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// vitest's failure reporter runs in this process and needs Map.groupBy (missing on Node 20).
import "./tests/helpers/node-polyfills"

const root = fileURLToPath(new URL(".", import.meta.url))

export default defineConfig({
  resolve: { alias: { "@": root, "server-only": `${root}tests/helpers/server-only.ts` } },
  test: {
    // The lead encryption master key of the data layer under test (docs/privacy.md); a test-only value.
    env: { LEAD_ENCRYPTION_KEY: process.env.LEAD_ENCRYPTION_KEY ?? "6c756d6f72612d76697465737400000000000000000000000000000000000001" },
    // Suites on PostgreSQL drop their database in afterAll, which waits for connections to end: on a busy shared
    // machine that exceeds the default 10 s.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", environment: "node", include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["tests/components/**/*.test.tsx"],
          setupFiles: ["tests/helpers/setup-dom.ts"],
        },
      },
    ],
  },
})
