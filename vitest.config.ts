import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// vitest's failure reporter runs in this process and needs Map.groupBy (missing on Node 20).
import "./tests/helpers/node-polyfills"

const root = fileURLToPath(new URL(".", import.meta.url))

export default defineConfig({
  resolve: { alias: { "@": root, "server-only": `${root}tests/helpers/server-only.ts` } },
  test: {
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
