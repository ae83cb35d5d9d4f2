import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { createDocument, createTranslation, updateDocument } from "@/lib/data/documents"
import * as people from "@/lib/data/people"
import { authorPageVersions, authorSlugsByLocale, getAuthorPage, getPostPeople, mergeAuthorCounts } from "@/lib/site/people"
import type { BlogPost } from "@/lib/site/types"
import { findPost } from "@/lib/site/repository"
import { invalidateSearchIndex } from "@/lib/site/search-index"
import { absoluteUrl } from "@/lib/domain/site"

import { MemoryJar, OWNER, openHarness, pgliteFactory, postInput, signUpAndIn, type Harness } from "../../../helpers/data-harness"

// Author pages per language over the real data layer on PGlite: a person's page in a language lists their posts
// in it, and exists only when they have one there.
describe("author pages per language", () => {
  let h: Harness

  beforeAll(async () => {
    h = await openHarness(pgliteFactory, { publicReads: true })
    const admin = new MemoryJar()
    await signUpAndIn(h, admin, OWNER)
    const asAdmin = <T>(fn: () => Promise<T>) => h.as(admin, fn)
    const person = (name: string, slug: string) =>
      asAdmin(() => people.createPerson({ name, slug, credentials: "DDS", job_title: "", bio: "", photo: null, photo_alt: "", links: "" }))
    const post = (over: Record<string, unknown>) => postInput({ published: true, ...over })
    const ana = await person("Ana Ruiz", "ana-ruiz")
    const ben = await person("Ben Ortiz", "ben-ortiz")
    const en = await asAdmin(() => createDocument("post", post({ title: "Implant care", slug: "implant-care", author_id: ana.id })))
    await asAdmin(() => createDocument("post", post({ title: "Whitening", slug: "whitening", reviewer_id: ben.id })))
    const draft = await asAdmin(() => createTranslation("post", en.id, "es"))
    await asAdmin(() => updateDocument("post", draft.id, post({ title: "Cuidado de implantes", slug: "cuidado-de-implantes", category: "Odontología", author_id: ana.id }), draft.version))
    invalidateSearchIndex()
  }, 60_000)

  afterAll(async () => {
    await h?.close()
  })

  it("lists the language's posts only, at the language's addresses", async () => {
    const english = await getAuthorPage("ana-ruiz", 1, "en")
    expect(english?.posts.map((p) => p.title)).toEqual(["Implant care"])
    expect(english?.person.url).toBe(absoluteUrl("/blog/author/ana-ruiz"))
    const spanish = await getAuthorPage("ana-ruiz", 1, "es")
    expect(spanish?.posts.map((p) => p.title)).toEqual(["Cuidado de implantes"])
    expect(spanish?.person.url).toBe(absoluteUrl("/es/blog/author/ana-ruiz"))
    expect(await authorPageVersions("ana-ruiz", 1)).toEqual([
      { locale: "en", path: "/blog/author/ana-ruiz" },
      { locale: "es", path: "/es/blog/author/ana-ruiz" },
    ])
  })

  it("is a 404 in a language where the person has no post, or past the last page", async () => {
    expect((await getAuthorPage("ben-ortiz", 1, "en"))?.posts.map((p) => p.title)).toEqual(["Whitening"])
    expect(await getAuthorPage("ben-ortiz", 1, "es")).toBeNull()
    expect(await authorPageVersions("ben-ortiz", 1)).toEqual([{ locale: "en", path: "/blog/author/ben-ortiz" }])
    expect(await getAuthorPage("ana-ruiz", 2, "es")).toBeNull()
    // A second page exists nowhere: one post each is one page.
    expect(await authorPageVersions("ana-ruiz", 2)).toEqual([])
    expect(await getAuthorPage("nobody", 1, "es")).toBeNull()
  })

  it("the site map's author pages per language, and a Spanish post's byline points at the Spanish page", async () => {
    expect(await authorSlugsByLocale()).toEqual({ en: ["ana-ruiz", "ben-ortiz"], es: ["ana-ruiz"] })
    const spanishPost = (await findPost("cuidado-de-implantes", "es"))!
    expect((await getPostPeople(spanishPost)).author?.url).toBe(absoluteUrl("/es/blog/author/ana-ruiz"))
    const englishPost = (await findPost("implant-care", "en"))!
    expect((await getPostPeople(englishPost)).author?.url).toBe(absoluteUrl("/blog/author/ana-ruiz"))
  })
})

describe("author pages' post counts", () => {
  const post = (authorSlug?: string, reviewerSlug?: string) => ({ people: { authorSlug, reviewerSlug } }) as unknown as BlogPost
  const asObject = (m: Map<string, Map<string, number>>) => Object.fromEntries([...m].map(([slug, perLocale]) => [slug, Object.fromEntries(perLocale)]))

  it("adds each built-in post once per person it names who is in the directory, to the admin posts' counts", () => {
    const counts = mergeAuthorCounts(
      [{ slug: "ana-ruiz", locale: "en", total: 2 }],
      [
        { locale: "en", posts: [post("ana-ruiz", "ana-ruiz"), post("ben-ortiz"), post(undefined, "not-in-directory"), post()] },
        { locale: "es", posts: [post("ben-ortiz", "ana-ruiz")] },
      ],
      new Set(["ana-ruiz", "ben-ortiz"]),
    )
    expect(asObject(counts)).toEqual({ "ana-ruiz": { en: 3, es: 1 }, "ben-ortiz": { en: 1, es: 1 } })
  })
})
