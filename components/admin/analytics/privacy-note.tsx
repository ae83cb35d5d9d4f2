import Link from "next/link"

import { ANALYTICS_PRIVACY } from "@/lib/copy/analytics"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"

/** What the counting keeps and for how long, with the privacy policy. */
export function AnalyticsPrivacyNote({ retentionDays }: { retentionDays: number | null }) {
  return (
    <Card className="gap-3 py-4" role="region" aria-labelledby="analytics-privacy-heading" data-testid="analytics-privacy">
      <CardHeader className="px-4">
        <CardTitle className="text-base">
          <h2 id="analytics-privacy-heading">{ANALYTICS_PRIVACY.title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 text-sm text-muted-foreground">
        <ul className="list-disc space-y-1 pl-5">
          {ANALYTICS_PRIVACY.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
          {retentionDays ? <li>{ANALYTICS_PRIVACY.retention(retentionDays)}</li> : null}
        </ul>
        <p className="mt-3">
          <Link href="/privacy-policy" className="text-primary hover:underline">
            {ANALYTICS_PRIVACY.policy}
          </Link>
        </p>
      </CardContent>
    </Card>
  )
}
