import type { VisitPath } from "@/lib/domain/analytics/types"
import { JOURNEY } from "@/lib/copy/analytics"

import { DetailRow as Row } from "./detail-row"

type LeadJourneyProps = {
  visit: VisitPath | null
  referrerOrigin: string
  utmCampaign: string
  /** Titles of the first and last content read, by "type:id", when known. */
  titles?: Map<string, string>
}

function PathLink({ path, title }: { path: string; title?: string }) {
  return (
    <>
      <a href={path} className="text-primary hover:underline">
        {title || path}
      </a>
      {title ? <span className="text-muted-foreground"> {path}</span> : null}
    </>
  )
}

/** The counted visit a message was sent from: landing page, first and last content read, views, referrer, campaign. */
export function LeadJourney({ visit, referrerOrigin, utmCampaign, titles }: LeadJourneyProps) {
  const content = (c: VisitPath["first_content"]) =>
    c ? <PathLink path={c.path} title={titles?.get(`${c.type}:${c.id}`)} /> : JOURNEY.none
  return (
    <section aria-labelledby="lead-journey-heading" data-testid="lead-journey">
      <h2 id="lead-journey-heading" className="mb-2 font-semibold">
        {JOURNEY.title}
      </h2>
      {visit ? null : (
        <p className="mb-2 text-sm text-muted-foreground" data-testid="lead-journey-none">
          {JOURNEY.noVisit}
        </p>
      )}
      <dl className="space-y-2">
        {visit ? (
          <>
            <Row label={JOURNEY.landing}>{visit.landing_path ? <PathLink path={visit.landing_path} /> : JOURNEY.none}</Row>
            <Row label={JOURNEY.firstContent}>{content(visit.first_content)}</Row>
            <Row label={JOURNEY.lastContent}>{content(visit.last_content)}</Row>
            <Row label={JOURNEY.views}>{visit.views}</Row>
          </>
        ) : null}
        <Row label={JOURNEY.referrer}>{referrerOrigin || JOURNEY.direct}</Row>
        <Row label={JOURNEY.campaign}>{utmCampaign || JOURNEY.none}</Row>
      </dl>
    </section>
  )
}
