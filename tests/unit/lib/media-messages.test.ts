import { describe, expect, it } from "vitest"

import { usedInText } from "@/lib/copy/media"

const post = (id: string, title: string) => ({ kind: "post" as const, id, title })
const page = (id: string, title: string) => ({ kind: "page" as const, id, title })

describe("usedInText", () => {
  it("counts each post or page once and lists their titles", () => {
    expect(usedInText([post("1", "Smile Makeover"), post("2", "Whitening"), post("3", "Braces 101")])).toBe(
      "Used in 3 posts: Smile Makeover, Whitening, Braces 101",
    )
    // A post using the file as featured image and in its content is one post.
    expect(usedInText([post("1", "Smile Makeover"), post("1", "Smile Makeover")])).toBe("Used in 1 post: Smile Makeover")
    expect(usedInText([post("1", "A"), page("9", "About")])).toBe("Used in 1 post and 1 page: A, About")
    expect(usedInText([page("9", "About"), page("8", "Team")])).toBe("Used in 2 pages: About, Team")
  })
})
