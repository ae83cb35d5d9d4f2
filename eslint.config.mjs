import nextVitals from "eslint-config-next/core-web-vitals"
import nextTs from "eslint-config-next/typescript"

// Imports run one way: app → components → lib (lib/data → lib/backend). A lower layer never imports a higher one.
// Type-only imports across layers are allowed (a component may name a row type).
const layer = (patterns) => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns: patterns.map((group) => ({ group, allowTypeImports: true, message: "Imports run app → components → lib/data → lib/backend." })) }],
})

const config = [
  ...nextVitals,
  ...nextTs,
  { files: ["components/**"], rules: layer([["@/app/*", "@/app/**"]]) },
  {
    files: ["lib/**"],
    ignores: ["lib/data/admin/**"],
    rules: layer([["@/app/*", "@/app/**", "@/components/*", "@/components/**"]]),
  },
  {
    files: ["lib/backend/**"],
    rules: layer([["@/app/*", "@/app/**", "@/components/*", "@/components/**", "@/lib/data", "@/lib/data/**", "@/lib/blog", "@/lib/blog/**"]]),
  },
  {
    ignores: [".next/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", ".data/**", "bench/results/**"],
  },
]

export default config
