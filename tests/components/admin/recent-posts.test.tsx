import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { DASHBOARD } from "@/lib/copy/admin"
import { RecentPosts } from "@/components/admin/dashboard/recent-posts"

describe("RecentPosts", () => {
  it("shows 'No posts yet' with a button to the first post", () => {
    render(<RecentPosts posts={[]} />)
    expect(screen.getByText(DASHBOARD.noPosts)).toBeTruthy()
    expect(screen.getByRole("link", { name: DASHBOARD.createFirstPost }).getAttribute("href")).toBe("/admin/posts/new")
  })

  it("links each title to its editor with the creation date and status", () => {
    render(
      <RecentPosts
        posts={[
          { id: "p1", title: "First", slug: "first", category: "", published: true, createdAt: "2025-01-15T12:00:00Z" },
          { id: "p2", title: "Second", slug: "second", category: "", published: false, createdAt: "2025-01-10T12:00:00Z" },
        ]}
      />,
    )
    const [first, second] = screen.getAllByTestId("recent-post")
    expect(within(first!).getByRole("link", { name: "First" }).getAttribute("href")).toBe("/admin/posts/p1")
    expect(within(first!).getByText("Jan 15, 2025")).toBeTruthy()
    expect(within(first!).getByText("Published")).toBeTruthy()
    expect(within(second!).getByText("Draft")).toBeTruthy()
  })
})
