import { render, screen, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { POSTS } from "@/lib/copy/posts"
import type { PostListItem } from "@/lib/data/admin/views"
import { ContentList } from "@/components/admin/content-list"

import "../../helpers/dom-polyfills"

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }) }))

const row = (id: string, title: string, locale: "en" | "es"): PostListItem => ({
  id,
  title,
  slug: title.toLowerCase(),
  category: "",
  published: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  locale,
})

function renderList(locale?: "en" | "es") {
  render(
    <ContentList
      kind="post"
      state={{ q: "trust", sort: "created_at", order: "desc", page: 1, ...(locale ? { locale } : {}) }}
      loaded={{ ok: true, data: { rows: [row("a", "Trust", "en"), row("b", "Confianza", "es")], total: 2 } }}
      text={{ ...POSTS, newLabel: POSTS.newPost }}
      togglePublished={async () => ({ ok: true, data: { published: true } })}
      remove={async () => ({ ok: true, data: undefined })}
    />,
  )
}

describe("content lists by language", () => {
  it("have a Language column naming each row's language", () => {
    renderList()
    expect(screen.getByRole("columnheader", { name: "Language" })).toBeTruthy()
    const rows = screen.getAllByTestId("post-row")
    expect(within(rows[0]!).getByTestId("language-badge").textContent).toBe("English")
    expect(within(rows[1]!).getByTestId("language-badge").textContent).toBe("Spanish")
  })

  it("offer All / English / Spanish, keeping the search and marking the current choice", () => {
    renderList("es")
    const filter = screen.getByRole("navigation", { name: "Language" })
    expect(within(filter).getByRole("link", { name: "All" }).getAttribute("href")).toBe("/admin/posts?q=trust")
    expect(within(filter).getByRole("link", { name: "English" }).getAttribute("href")).toBe("/admin/posts?q=trust&locale=en")
    const spanish = within(filter).getByRole("link", { name: "Spanish" })
    expect(spanish.getAttribute("href")).toBe("/admin/posts?q=trust&locale=es")
    expect(spanish.getAttribute("aria-current")).toBe("page")
    expect(within(filter).getByRole("link", { name: "All" }).getAttribute("aria-current")).toBeNull()
  })
})
