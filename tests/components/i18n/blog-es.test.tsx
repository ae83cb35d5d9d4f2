import { describe, expect, it } from "vitest"
import { render, screen, within } from "@testing-library/react"

import type { BlogPost, BlogPostCard } from "@/lib/site/types"
import type { PostPeople, PublicPerson } from "@/lib/site/people"
import { ES } from "@/lib/copy/public/es"
import { BlogCard } from "@/components/blog/blog-card"
import { PostHero } from "@/components/blog/post-hero"
import { PostTrust } from "@/components/blog/post-people"
import { ShareButtons } from "@/components/blog/share-buttons"
import { BlogPagination } from "@/components/blog/blog-pagination"
import { EN } from "@/lib/copy/public/en"

const card: BlogPostCard = {
  slug: "clinic-growth",
  title: "Clinic Growth",
  excerpt: "How a clinic grew.",
  date: "2026-11-27",
  readTime: "7 min read",
  category: "Client Success Stories",
  image: { src: "/images/blog/a.jpg" },
  featured: true,
}

const post = {
  ...card,
  source: "built-in",
  id: "clinic-growth",
  author: "Lumora Health",
  updatedAt: "2026-11-27T00:00:00Z",
  wordCount: 1234,
  image: { src: "/images/blog/a.jpg", alt: "A clinic" },
  hasOwnImage: true,
  tags: [],
  content: "",
} as unknown as BlogPost

const reviewer: PublicPerson = { name: "Ana Ruiz", slug: "ana-ruiz", credentials: "MD", jobTitle: "", bio: "", photo: null, links: [], url: "/blog/author/ana-ruiz" }
const people: PostPeople = { author: null, reviewer, lastReviewed: "2026-11-27", medicalDisclaimer: true }

describe("a blog card in each language", () => {
  it("keeps its English date, reading time and badge", () => {
    render(<BlogCard post={card} />)
    const root = screen.getByTestId("blog-card")
    expect(within(root).getByText("Featured")).toBeTruthy()
    expect(root.textContent).toContain("November 27, 2026 · 7 min read")
  })

  it("writes them in Spanish on a Spanish page", () => {
    render(<BlogCard post={card} locale="es" text={ES.blogList} />)
    const root = screen.getByTestId("blog-card")
    expect(within(root).getByText("Destacado")).toBeTruthy()
    expect(root.textContent).toContain("27 de noviembre de 2026 · 7 min de lectura")
  })
})

describe("a post's meta in each language", () => {
  it("keeps the English hero and review line", () => {
    render(
      <>
        <PostHero post={post} />
        <PostTrust people={people} disclaimer="Not medical advice." />
      </>,
    )
    expect(screen.getByRole("link", { name: "Back to Blog" }).getAttribute("href")).toBe("/blog")
    expect(screen.getByTestId("read-time").textContent).toBe("7 min read")
    expect(screen.getByTestId("word-count").textContent).toBe("1,234 words")
    expect(screen.getByText("Reading time")).toBeTruthy()
    expect(screen.getByTestId("reviewed-by").textContent).toBe("Medically reviewed by Ana Ruiz, MD on November 27, 2026")
    expect(screen.getByRole("complementary", { name: "Medical disclaimer" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Client Success Stories" }).getAttribute("href")).toBe("/blog/category/client-success-stories")
    expect(screen.getByRole("link", { name: "Ana Ruiz, MD" }).getAttribute("href")).toBe("/blog/author/ana-ruiz")
  })

  it("writes the Spanish hero and review line", () => {
    render(
      <>
        <PostHero post={post} locale="es" />
        <PostTrust people={people} disclaimer="No es consejo médico." locale="es" />
      </>,
    )
    expect(screen.getByRole("link", { name: "Volver al blog" })).toBeTruthy()
    expect(screen.getAllByText("27 de noviembre de 2026").map((t) => t.tagName)).toEqual(["TIME", "TIME"])
    expect(screen.getByTestId("read-time").textContent).toBe("7 min de lectura")
    expect(screen.getByTestId("word-count").textContent).toBe("1,234 palabras")
    expect(screen.getByText("Tiempo de lectura")).toBeTruthy()
    expect(screen.getByTestId("reviewed-by").textContent).toBe("Revisión médica de Ana Ruiz, MD el 27 de noviembre de 2026")
    expect(screen.getByRole("complementary", { name: "Aviso médico" })).toBeTruthy()
    // The category's and the reviewer's pages in the post's language.
    expect(screen.getByRole("link", { name: "Client Success Stories" }).getAttribute("href")).toBe("/es/blog/category/client-success-stories")
    expect(screen.getByRole("link", { name: "Ana Ruiz, MD" }).getAttribute("href")).toBe("/es/blog/author/ana-ruiz")
  })
})

describe("share buttons in each language", () => {
  it("keep their English heading and names", () => {
    render(<ShareButtons url="https://example.com/blog/x" title="X" />)
    const root = screen.getByTestId("share-buttons")
    expect(within(root).getByText("Share this article")).toBeTruthy()
    expect(within(root).getByRole("link", { name: "Share on LinkedIn" })).toBeTruthy()
  })

  it("are named in Spanish", () => {
    render(<ShareButtons url="https://example.com/es/blog/x" title="X" text={ES.share} />)
    const root = screen.getByTestId("share-buttons")
    expect(within(root).getByText("Comparta este artículo")).toBeTruthy()
    expect(within(root).getByRole("link", { name: "Compartir en LinkedIn" })).toBeTruthy()
  })
})

describe("pagination in each language", () => {
  it("says Page 2 of 3 in English and Página 2 de 3 in Spanish", () => {
    const { unmount } = render(<BlogPagination page={2} pageCount={3} hrefFor={(p) => `?page=${p}`} text={EN.blogList} formatNumber={String} />)
    expect(screen.getByRole("navigation", { name: "Pagination" }).textContent).toContain("Page 2 of 3")
    expect(screen.getByRole("link", { name: "Previous" })).toBeTruthy()
    unmount()
    render(<BlogPagination page={2} pageCount={3} hrefFor={(p) => `?page=${p}`} text={ES.blogList} formatNumber={String} />)
    expect(screen.getByRole("navigation", { name: "Paginación" }).textContent).toContain("Página 2 de 3")
    expect(screen.getByRole("link", { name: "Siguiente" })).toBeTruthy()
  })
})
