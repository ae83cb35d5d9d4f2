import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// vitest's failure reporter runs in this process and needs Map.groupBy (missing on Node 20).
import "./tests/helpers/node-polyfills"

const root = fileURLToPath(new URL(".", import.meta.url))

// Vitest 5's failure reporter calls Map.groupBy (Node 21+); on Node 20 it would crash while printing a failure.
if (typeof Map.groupBy !== "function") {
  Object.defineProperty(Map, "groupBy", {
    configurable: true,
    writable: true,
    value: <T, K>(items: Iterable<T>, key: (item: T, index: number) => K) => {
      const groups = new Map<K, T[]>()
      let index = 0
      for (const item of items) {
        const k = key(item, index++)
        const group = groups.get(k)
        if (group) group.push(item)
        else groups.set(k, [item])
      }
      return groups
    },
  })
}

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
