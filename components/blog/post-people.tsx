import Link from "next/link"

import type { PostPeople, PublicPerson } from "@/lib/site/people"
import { authorPath } from "@/lib/site/seo"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { ReviewedBy } from "@/components/site/medical-review"

const withCredentials = (p: PublicPerson) => (p.credentials ? `${p.name}, ${p.credentials}` : p.name)

/** The byline's author: their name and credentials, linked to their page in the post's language. */
export function AuthorName({ person, locale }: { person: PublicPerson; locale?: Locale }) {
  return (
    <Link href={authorPath(person.slug, locale)} rel="author" className="hover:underline" data-testid="byline-author">
      {withCredentials(person)}
    </Link>
  )
}

/** "Medically reviewed by {name}, {credentials} on {date}", and the site's disclaimer when the post asks for it. */
type PostTrustProps = { people: PostPeople; disclaimer: string; locale?: Locale }

export function PostTrust({ people, disclaimer, locale }: PostTrustProps) {
  const text = publicCopy(locale ?? DEFAULT_LOCALE).blog
  const { reviewer, lastReviewed, medicalDisclaimer } = people
  if (!reviewer && !medicalDisclaimer) return null
  return (
    <div className="mt-10 grid gap-4">
      {reviewer ? <ReviewedBy reviewer={reviewer} date={lastReviewed} locale={locale} /> : null}
      {medicalDisclaimer && disclaimer ? (
        <aside aria-label={text.medicalDisclaimer} className="border-l-4 border-primary/40 pl-4 text-sm text-muted-foreground" data-testid="medical-disclaimer">
          {disclaimer}
        </aside>
      ) : null}
    </div>
  )
}
