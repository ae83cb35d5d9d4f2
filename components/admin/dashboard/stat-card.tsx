import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"

import { DASHBOARD } from "@/lib/copy/admin"

type StatCardProps = { title: string; counts: { total: number; published: number } | null; icon: React.ReactNode }

/** "Total Posts" / "Total Pages" with how many are published; a dash when the counts failed to load. */
export function StatCard({ title, counts, icon }: StatCardProps) {
  return (
    <Card className="gap-2" data-testid={`stat-${title.toLowerCase().replace(/\s+/g, "-")}`}>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        {icon}
      </CardHeader>
      <CardContent>
        <p className="font-display text-3xl font-semibold tabular-nums" data-testid="stat-total">
          {counts ? counts.total : "—"}
        </p>
        <p className="text-sm text-muted-foreground" data-testid="stat-published">
          {counts ? DASHBOARD.published(counts.published) : "\u00a0"}
        </p>
      </CardContent>
    </Card>
  )
}
