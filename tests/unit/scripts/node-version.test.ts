import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

const read = (path: string) => readFileSync(path, "utf8")
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1])

// Node.js 24 ("Krypton") is the current LTS line: 20 left support in April 2026, 26 is still "Current".
const LTS_MAJOR = 24

describe("the Node.js version", () => {
  it("tests run on the current LTS line, the one CI installs, package.json requires and the image uses", () => {
    expect(major(process.versions.node), `running on ${process.version}`).toBe(LTS_MAJOR)
    expect(process.release.lts, "a release of an LTS line").toBeTruthy()
    const ciVersion = /^NODE_VERSION=(\S+)$/m.exec(read(".ci/run"))?.[1] ?? ""
    expect(major(ciVersion)).toBe(LTS_MAJOR)
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node
    expect(major(engines)).toBe(LTS_MAJOR)
    const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { engines?: { node: string } }> }
    expect(lock.packages[""]!.engines?.node).toBe(engines)
    expect(/^ARG NODE_IMAGE=node:(\d+)-/m.exec(read("Dockerfile"))?.[1]).toBe(String(LTS_MAJOR))
  })
})
