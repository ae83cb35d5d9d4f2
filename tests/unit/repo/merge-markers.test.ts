import { execFileSync } from "node:child_process"
import { describe, expect, it } from "vitest"

// A merge left half-done (a conflict's markers committed in a file) breaks code loudly but docs silently.
const MARKER = "^(<<<<<<<|>>>>>>>) |^=======$"

/** Lines of tracked files that are merge-conflict markers. */
function markers(): string[] {
  try {
    return execFileSync("git", ["grep", "-n", "-E", MARKER, "--", "."], { encoding: "utf8" }).trim().split("\n")
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return []
    throw error
  }
}

describe("merge markers", () => {
  it("no tracked file holds a merge conflict's markers", () => {
    expect(markers()).toEqual([])
  })

  it("the search finds a marker where there is one", () => {
    const found = execFileSync("bash", ["-c", `printf 'a\\n<<<<<<< HEAD\\nb\\n=======\\nc\\n>>>>>>> main\\n' | grep -c -E '${MARKER}'`], { encoding: "utf8" })
    expect(Number(found)).toBe(3)
  })
})
