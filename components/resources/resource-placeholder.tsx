import type { Locale } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { RESOURCE_PLACEHOLDER } from "@/lib/copy/public/en"
import { PlaceholderPage } from "@/components/site/placeholder-page"

/** The placeholder's title, from the words of the address ("patient-guide" → "Patient Guide"). */
export function resourcePlaceholderTitle(slug: string): string {
  const words = slug.split("-").filter(Boolean)
  const title = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ")
  return RESOURCE_PLACEHOLDER.title(title.slice(0, 80))
}

/** A resource address with no published resource: one being prepared, which the visitor can ask us for. */
export function ResourcePlaceholder({ slug, locale }: { slug: string; locale: Locale }) {
  const text = publicCopy(locale).resources
  return <PlaceholderPage eyebrow={text.eyebrow} title={resourcePlaceholderTitle(slug)} description={RESOURCE_PLACEHOLDER.text} locale={locale} />
}
