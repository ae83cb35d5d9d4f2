import { describe, expect, it } from "vitest"

import { listHref, pageCount, parseListState, sortHref } from "@/components/admin/list-query"

const BASE = "/admin/posts"

describe("parseListState", () => {
  it("defaults to newest first, page 1, no search", () => {
    expect(parseListState({})).toEqual({ q: "", sort: "created_at", order: "desc", page: 1 })
  })

  it("reads q, sort, order and page from the URL", () => {
    expect(parseListState({ q: " dental ", sort: "title", order: "desc", page: "3" })).toEqual({
      q: "dental",
      sort: "title",
      order: "desc",
      page: 3,
    })
  })

  it("ignores unknown or malformed values instead of failing", () => {
    expect(parseListState({ sort: "password", order: "sideways", page: "-2" })).toEqual({ q: "", sort: "created_at", order: "desc", page: 1 })
    expect(parseListState({ page: "abc" }).page).toBe(1)
    expect(parseListState({ q: ["a", "b"] }).q).toBe("a")
    expect(parseListState({ q: "x".repeat(500) }).q).toHaveLength(200)
  })

  it("sorts titles A→Z when only sort=title is given", () => {
    expect(parseListState({ sort: "title" }).order).toBe("asc")
  })
})

describe("listHref / sortHref", () => {
  it("keeps the plain URL for the default state", () => {
    expect(listHref(BASE, parseListState({}))).toBe(BASE)
  })

  it("keeps search and sort, and adds the page only past the first", () => {
    const state = { q: "seo tips", sort: "title" as const, order: "asc" as const, page: 2 }
    expect(listHref(BASE, state)).toBe(`${BASE}?q=seo+tips&sort=title&order=asc&page=2`)
  })

  it("keeps the language filter (?locale=) and ignores a language the site does not have", () => {
    const state = parseListState({ q: "dental", locale: "es", page: "2" })
    expect(state.locale).toBe("es")
    expect(listHref(BASE, state)).toBe(`${BASE}?q=dental&locale=es&page=2`)
    expect(sortHref(BASE, state, "title")).toBe(`${BASE}?q=dental&locale=es&sort=title&order=asc`)
    expect(parseListState({ locale: "fr" })).toEqual({ q: "", sort: "created_at", order: "desc", page: 1 })
  })

  it("toggles the direction when the active column is clicked again", () => {
    const byTitleAsc = { q: "", sort: "title" as const, order: "asc" as const, page: 1 }
    expect(sortHref(BASE, byTitleAsc, "title")).toBe(`${BASE}?sort=title&order=desc`)
    const byTitleDesc = { ...byTitleAsc, order: "desc" as const }
    expect(sortHref(BASE, byTitleDesc, "title")).toBe(`${BASE}?sort=title&order=asc`)
  })

  it("starts a newly clicked column in its natural direction and goes back to page 1", () => {
    const state = { q: "x", sort: "created_at" as const, order: "desc" as const, page: 4 }
    expect(sortHref(BASE, state, "title")).toBe(`${BASE}?q=x&sort=title&order=asc`)
    expect(sortHref(BASE, { ...state, sort: "title", order: "asc" }, "created_at")).toBe(`${BASE}?q=x`)
    expect(sortHref(BASE, state, "created_at")).toBe(`${BASE}?q=x&sort=created_at&order=asc`)
  })

  it("counts pages of 25", () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(25)).toBe(1)
    expect(pageCount(26)).toBe(2)
    expect(pageCount(10_000)).toBe(400)
  })
})

describe("a list's declared default order", () => {
  const defaults = { field: "title", order: "asc" } as const

  it("orders a list with no ?sort, and the plain URL stands for it", () => {
    const state = parseListState({}, defaults)
    expect([state.sort, state.order]).toEqual(["title", "asc"])
    expect(listHref(BASE, state)).toBe(BASE)
    expect(listHref(BASE, { ...state, page: 2 })).toBe(`${BASE}?page=2`)
  })

  it("gives way to the order the address asks for, which then stays in the URL", () => {
    const state = parseListState({ sort: "created_at" }, defaults)
    expect([state.sort, state.order]).toEqual(["created_at", "desc"])
    expect(listHref(BASE, state)).toBe(`${BASE}?sort=created_at&order=desc`)
    expect(sortHref(BASE, state, "title")).toBe(BASE)
  })
})
