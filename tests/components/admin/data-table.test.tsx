import { fireEvent, render, screen, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { contentType } from "@/lib/domain/content"
import type { PostListItem, RedirectItem } from "@/lib/data/admin/views"
import { ContentList } from "@/components/admin/content-list"
import { DataTable } from "@/components/admin/data-table"
import { RedirectManager } from "@/components/admin/redirects/redirect-manager"
import { REDIRECT_LIST } from "@/app/(admin)/admin/(panel)/redirects/columns"

import "../../helpers/dom-polyfills"

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }) }))

const ok = async () => ({ ok: true as const, data: undefined })
const post = (over: Partial<PostListItem>): PostListItem => ({
  id: "p1",
  title: "Trust signals",
  slug: "trust-signals",
  category: "SEO",
  published: true,
  createdAt: "2026-11-20T10:00:00.000Z",
  locale: "en",
  ...over,
})

function headers() {
  return screen.getAllByRole("columnheader").map((h) => h.textContent)
}

describe("the admin data table, drawn from a type's declared list", () => {
  it("Manage Posts: the declared columns, a status badge, the category or 'Uncategorized', the date, sorting links", () => {
    render(
      <ContentList
        kind="post"
        state={{ q: "", sort: "created_at", order: "desc", page: 1 }}
        loaded={{ ok: true, data: { rows: [post({}), post({ id: "p2", title: "Draft one", slug: "draft-one", category: "", published: false })], total: 2 } }}
        text={{ listTitle: "Manage Posts", newLabel: "New Post", loadFailed: "x", searchPlaceholder: "Search posts...", empty: "No posts found", createFirst: "c" }}
        togglePublished={async () => ({ ok: true, data: { published: true } })}
        remove={ok}
      />,
    )
    expect(headers()).toEqual(["Title", "Language", "Status", "Category", "Date", "Actions"])
    expect(screen.getByRole("searchbox", { name: "Search posts..." })).toBeTruthy()
    const [first, second] = screen.getAllByTestId("post-row")
    expect(first!.getAttribute("data-slug")).toBe("trust-signals")
    expect(within(first!).getByRole("link", { name: "Trust signals" }).getAttribute("href")).toBe("/admin/posts/p1")
    expect(within(first!).getByTestId("status-badge").textContent).toBe("Published")
    expect(within(first!).getByText("SEO")).toBeTruthy()
    expect(within(first!).getByText("Nov 20, 2026")).toBeTruthy()
    expect(within(second!).getByTestId("status-badge").textContent).toBe("Draft")
    expect(within(second!).getByText("Uncategorized")).toBeTruthy()
    expect(within(first!).getByRole("button", { name: "Actions: Trust signals" })).toBeTruthy()
    // Newest first now: Date sorts oldest first next, Title A→Z.
    expect(screen.getByTestId("sort-created_at").getAttribute("href")).toBe("/admin/posts?sort=created_at&order=asc")
    expect(screen.getByTestId("sort-title").getAttribute("href")).toBe("/admin/posts?sort=title&order=asc")
    expect(screen.getByRole("columnheader", { name: /Date/ }).getAttribute("aria-sort")).toBe("descending")
  })

  it("site pages: the address column shows the page's public path (the home page at /)", () => {
    render(
      <ContentList
        kind="site_page"
        state={{ q: "", sort: "created_at", order: "desc", page: 1 }}
        loaded={{ ok: true, data: { rows: [{ ...post({ id: "h", title: "Home", slug: "" }) }, post({ id: "s", title: "SEO", slug: "services/seo" })], total: 2 } }}
        text={{ listTitle: "Site Pages", newLabel: "New Site Page", loadFailed: "x", searchPlaceholder: "Search site pages...", empty: "none", createFirst: "c" }}
        togglePublished={async () => ({ ok: true, data: { published: true } })}
        remove={ok}
      />,
    )
    expect(headers()).toEqual(["Title", "Language", "Slug", "Status", "Date", "Actions"])
    const [home, seo] = screen.getAllByTestId("site_page-row")
    expect(within(home!).getByText("/")).toBeTruthy()
    expect(within(seo!).getByText("/services/seo")).toBeTruthy()
    expect(within(seo!).getByRole("link", { name: "SEO" }).getAttribute("href")).toBe("/admin/site-pages/s")
  })

  it("a type's list without sortable columns or an editor draws plain headers and texts", () => {
    render(
      <DataTable
        columns={contentType("person").list.columns}
        rows={[{ id: "a", name: "Dr. Ana Lima", slug: "ana-lima", credentials: "DDS", jobTitle: "Dentist" }]}
        testId="people-table"
        rowTestId="person-row"
        actions={() => <button type="button">Act</button>}
      />,
    )
    expect(headers()).toEqual(["Name", "Credentials", "Role or title", "Slug", "Actions"])
    const row = screen.getByTestId("person-row")
    expect(within(row).queryByRole("link")).toBeNull()
    expect(Array.from(row.querySelectorAll("td")).map((td) => td.textContent)).toEqual(["Dr. Ana Lima", "DDS", "Dentist", "ana-lima", "Act"])
  })
})

describe("Redirects, from the columns declared beside its screen", () => {
  const rows: RedirectItem[] = [
    { id: "r1", from: "/old", to: "/new", status: 301, automatic: true, hits: 12, lastHitAt: "2026-11-21T09:30:00.000Z" },
    { id: "r2", from: "/gone", to: "/here", status: 307, automatic: false, hits: 0, lastHitAt: null },
  ]

  it("shows each redirect's type, hits and last hit ('Never' when none), the Automatic badge, Edit and Delete", async () => {
    const remove = vi.fn(ok)
    render(<RedirectManager columns={REDIRECT_LIST.columns} rows={rows} save={async () => ({ ok: true, data: rows[0]! })} remove={remove} />)
    expect(headers()).toEqual(["From", "To", "Type", "Hits", "Last hit", "Actions"])
    const [auto, manual] = screen.getAllByTestId("redirect-row")
    expect(auto!.getAttribute("data-from")).toBe("/old")
    expect(within(auto!).getByText("Automatic")).toBeTruthy()
    expect(within(auto!).getByText("301 Permanent")).toBeTruthy()
    expect(within(auto!).getByTestId("redirect-hits").textContent).toBe("12")
    expect(within(auto!).getByTestId("redirect-last-hit").textContent).toBe("Nov 21, 2026, 9:30 AM UTC")
    expect(within(manual!).queryByText("Automatic")).toBeNull()
    expect(within(manual!).getByText("307 Temporary")).toBeTruthy()
    expect(within(manual!).getByTestId("redirect-last-hit").textContent).toBe("Never")
    expect(within(manual!).getByRole("button", { name: "Edit /gone" })).toBeTruthy()
    fireEvent.click(within(manual!).getByRole("button", { name: "Delete /gone" }))
    expect(await screen.findByRole("alertdialog")).toBeTruthy()
  })
})
