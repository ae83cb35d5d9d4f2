import nextVitals from "eslint-config-next/core-web-vitals"
import nextTs from "eslint-config-next/typescript"

// Imports run one way (docs/architecture.md):
//   app → components → lib/site → lib/data → lib/backend → lib/server → lib/domain, lib/copy
// A layer never imports one above it, lib never imports components, and nothing imports in a circle. Type-only
// imports may reach a layer above (a component names a row type); values may not. There is no exemption.
const UP = {
  app: ["@/app", "@/app/**"],
  components: ["@/components", "@/components/**"],
  site: ["@/lib/site", "@/lib/site/**"],
  data: ["@/lib/data", "@/lib/data/**"],
  backend: ["@/lib/backend", "@/lib/backend/**"],
  server: ["@/lib/server", "@/lib/server/**"],
  copy: ["@/lib/copy", "@/lib/copy/**"],
}

const layer = (name, groups, { typesToo = [] } = {}) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      patterns: [
        ...groups.map((group) => ({ group, allowTypeImports: true, message: `${name} may not import this layer: imports run app → components → lib/site → lib/data → lib/backend → lib/server → lib/domain.` })),
        ...typesToo.map((group) => ({ group, message: `${name} may not import this layer, not even its types.` })),
      ],
    },
  ],
})

const config = [
  ...nextVitals,
  ...nextTs,
  { files: ["components/**"], rules: layer("components", [UP.app, UP.backend]) },
  { files: ["lib/**"], rules: layer("lib", [UP.app], { typesToo: [UP.components] }) },
  { files: ["lib/site/**"], rules: layer("lib/site", [UP.app, UP.backend], { typesToo: [UP.components] }) },
  { files: ["lib/data/**"], rules: layer("lib/data", [UP.app, UP.site], { typesToo: [UP.components] }) },
  { files: ["lib/backend/**"], rules: layer("lib/backend", [UP.app, UP.copy], { typesToo: [UP.components, UP.site, UP.data] }) },
  { files: ["lib/server/**"], rules: layer("lib/server", [UP.app, UP.backend], { typesToo: [UP.components, UP.site, UP.data] }) },
  {
    files: ["lib/domain/**", "lib/copy/**", "lib/utils.ts"],
    rules: layer("lib/domain and lib/copy", [], { typesToo: [UP.app, UP.components, UP.site, UP.data, UP.backend, UP.server] }),
  },
  {
    files: ["app/**", "components/**", "lib/**", "proxy.ts", "instrumentation.ts"],
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    ignores: [".next/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", ".data/**", "bench/results/**"],
  },
]

export default config
