import "server-only"

import { getPostPeople, type PostPeople } from "./people"
import type { PostLink } from "./related"
import { getAdjacentPosts, listRelatedPosts } from "./repository"
import { getMedicalDisclaimer } from "./site-settings"
import type { BlogPost, BlogPostCard } from "./types"

type PostSurroundings = {
  adjacent: { previous: PostLink | null; next: PostLink | null }
  related: BlogPostCard[]
  people: PostPeople
  disclaimer: string
}

/** What the public post template shows around a post (the post page, editor previews and share links). */
export async function getPostSurroundings(post: BlogPost): Promise<PostSurroundings> {
  const [adjacent, related, people, disclaimer] = await Promise.all([
    getAdjacentPosts(post),
    listRelatedPosts(post),
    getPostPeople(post),
    getMedicalDisclaimer(),
  ])
  return { adjacent, related, people, disclaimer }
}
