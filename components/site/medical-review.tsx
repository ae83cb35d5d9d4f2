import Link from "next/link"

import { formatPostDate } from "@/lib/site/dates"
import type { PublicPerson, PublicReview } from "@/lib/site/people"
import { authorPath } from "@/lib/site/seo"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { JsonLd } from "@/components/blog/json-ld"

const withCredentials = (p: PublicPerson) => (p.credentials ? `${p.name}, ${p.credentials}` : p.name)

type ReviewedByProps = { reviewer: PublicPerson; date: string; locale?: Locale }

/**
 * "Medically reviewed by {name}, {credentials} on {date}" (Spanish "Revisión médica de … el …"), the name linked to
 * the reviewer's page when People shows them. The one line every reviewed page draws: posts, pages, site pages, case
 * studies, resources and events.
 */
export function ReviewedBy({ reviewer, date, locale }: ReviewedByProps) {
  const text = publicCopy(locale ?? DEFAULT_LOCALE).blog
  return (
    <p className="rounded-lg bg-secondary px-4 py-3 text-sm text-secondary-foreground" data-testid="reviewed-by">
      {text.reviewedBy}{" "}
      {reviewer.slug ? (
        <Link href={authorPath(reviewer.slug, locale)} className="font-medium underline-offset-2 hover:underline">
          {withCredentials(reviewer)}
        </Link>
      ) : (
        <span className="font-medium">{withCredentials(reviewer)}</span>
      )}
      {date ? (
        <>
          {` ${text.reviewedOn} `}
          <time dateTime={date}>{formatPostDate(date, locale)}</time>
        </>
      ) : null}
    </p>
  )
}

/**
 * A reviewed document's line and its MedicalWebPage JSON-LD, below its content (nothing when no approval stands).
 * `bare`: the line alone, for a template that gives it a place of its own.
 */
export function MedicalReview({ review, locale, bare = false }: { review: PublicReview | null | undefined; locale: Locale; bare?: boolean }) {
  if (!review) return null
  const content = (
    <>
      <JsonLd data={review.jsonLd} />
      <ReviewedBy reviewer={review.reviewer} date={review.date} locale={locale} />
    </>
  )
  return bare ? content : <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">{content}</div>
}
