import Link from "next/link"
import { Plus } from "lucide-react"

import { DASHBOARD } from "@/lib/copy/admin"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"

import { formatDate } from "../format"
import { LastEdited } from "../last-edited"
import { StatusBadge } from "../status-badge"
import type { PostListItem } from "@/lib/data/admin/views"

/** The 5 newest posts: title to the editor, creation date, Published or Draft; "No posts yet" when none. */
export function RecentPosts({ posts }: { posts: PostListItem[] }) {
  return (
    <Card className="gap-4" data-testid="recent-posts">
      <CardHeader>
        <CardTitle>{DASHBOARD.recentPosts}</CardTitle>
      </CardHeader>
      <CardContent>
        {posts.length === 0 ? (
          <div className="flex flex-col items-start gap-3 py-4">
            <p className="text-muted-foreground">{DASHBOARD.noPosts}</p>
            <Button asChild size="sm">
              <Link href="/admin/posts/new">
                <Plus aria-hidden />
                {DASHBOARD.createFirstPost}
              </Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y">
            {posts.map((post) => (
              <li key={post.id} className="flex items-center justify-between gap-3 py-3" data-testid="recent-post">
                <div className="min-w-0">
                  <Link href={`/admin/posts/${post.id}`} className="block truncate font-medium hover:underline">
                    {post.title}
                  </Link>
                  <p className="text-xs text-muted-foreground">{formatDate(post.createdAt)}</p>
                  <LastEdited by={post.editedBy} at={post.editedAt} />
                </div>
                <StatusBadge published={post.published} scheduledFor={post.scheduledFor} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
