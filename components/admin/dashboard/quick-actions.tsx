import Link from "next/link"
import { FilePlus, Plus } from "lucide-react"

import { DASHBOARD } from "@/lib/copy/admin"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"

export function QuickActions() {
  return (
    <Card className="gap-4" data-testid="quick-actions">
      <CardHeader>
        <CardTitle>{DASHBOARD.quickActions}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Button asChild className="justify-start">
          <Link href="/admin/posts/new">
            <Plus aria-hidden />
            {DASHBOARD.newPost}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link href="/admin/pages/new">
            <FilePlus aria-hidden />
            {DASHBOARD.newPage}
          </Link>
        </Button>
      </CardContent>
    </Card>
  )
}
