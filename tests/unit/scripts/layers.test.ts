import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import { ESLint } from "eslint"
import { beforeAll, describe, expect, it } from "vitest"

/** The layer rule of eslint.config.mjs, tried on imports a newcomer might write (the cycle rule needs real files). */
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { "import/no-cycle": "off" } } })

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => String(m.ruleId))
}

const RESTRICTED = "@typescript-eslint/no-restricted-imports"

describe("import layers", () => {
  // Loading the config and its plugins takes seconds: once, before the cases.
  beforeAll(async () => {
    await ruleIds("lib/domain/warm-up.ts", "export const x = 1\n")
  }, 60_000)

  it.each([
    ["lib/domain/x.ts", 'import { requireContentAccess } from "@/lib/data/auth"\nexport const x = requireContentAccess'],
    ["lib/domain/x.ts", 'import type { Backend } from "@/lib/backend/types"\nexport type X = Backend'],
    ["lib/data/x.ts", 'import type { PostListItem } from "@/lib/data/admin/views"\nimport { Button } from "@/components/ui/button"\nexport const x: PostListItem | null = null\nexport const y = Button'],
    ["lib/data/x.ts", 'import { getPublishedPosts } from "@/lib/site/posts"\nexport const x = getPublishedPosts'],
    ["lib/backend/x.ts", 'import { AUTH_MESSAGES } from "@/lib/copy/auth"\nexport const x = AUTH_MESSAGES'],
    ["lib/backend/x.ts", 'import { resolveBackend } from "@/lib/data/backend"\nexport const x = resolveBackend'],
    ["lib/server/x.ts", 'import { getBackend } from "@/lib/backend"\nexport const x = getBackend'],
    ["components/x.ts", 'import { getBackend } from "@/lib/backend"\nexport const x = getBackend'],
  ])("refuses %s importing upward: %s", async (file, code) => {
    expect(await ruleIds(file, code)).toContain(RESTRICTED)
  })

  it.each([
    ["lib/data/x.ts", 'import { getBackend } from "@/lib/backend"\nimport { CONTENT_TYPES } from "@/lib/domain/content"\nexport const x = [getBackend, CONTENT_TYPES]'],
    ["lib/backend/x.ts", 'import { storedColumns } from "@/lib/domain/content"\nimport { serverEnv } from "@/lib/server/env"\nexport const x = [storedColumns, serverEnv]'],
    ["components/x.ts", 'import type { PostRow } from "@/lib/domain/types"\nimport { POSTS } from "@/lib/copy/posts"\nexport const x: PostRow | null = null\nexport const y = POSTS'],
  ])("allows %s importing downward: %s", async (file, code) => {
    expect(await ruleIds(file, code)).not.toContain(RESTRICTED)
  })
})

describe("import cycles", () => {
  it("refuses two modules importing each other", async () => {
    const dir = join(process.cwd(), "lib", "domain", `cycle-probe-${process.pid}`)
    mkdirSync(dir, { recursive: true })
    try {
      writeFileSync(join(dir, "a.ts"), 'import { b } from "./b"\nexport const a = () => b()\n')
      writeFileSync(join(dir, "b.ts"), 'import { a } from "./a"\nexport const b = () => a\n')
      const [result] = await new ESLint({ cwd: process.cwd() }).lintFiles([join(dir, "a.ts")])
      expect(result!.messages.map((m) => m.ruleId)).toContain("import/no-cycle")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
