import { LOCALE_CODES } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { IntroOverlay } from "@/components/home/intro-overlay"
import { RenderSections } from "@/components/sections/render-sections"
import { MedicalReview } from "@/components/site/medical-review"
import { LanguageSuggestion } from "@/components/site/language-suggestion"
import { sitePageMetadata, sitePageSections } from "@/lib/site/site-page-route"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const PATH = "/"

export const generateMetadata = sitePageMetadata(PATH)

/**
 * Home: its sections (in the spec's order: hero, intro, services, ecosystem, phone, why us, industries, contact)
 * come from the page's content. The intro overlay belongs to the home route itself, not to a section: it is the
 * brand's first-visit animation, drawn before everything else, whatever the sections are. A visitor arriving here
 * whose browser prefers another of the site's languages is offered that version (never sent there): the
 * suggestion's few words travel with the home page only, in the language they suggest.
 */
export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const { sections, context, review } = await sitePageSections(PATH, locale)
  const suggestions = LOCALE_CODES.filter((code) => code !== locale).map((code) => (
    <LanguageSuggestion key={code} code={code} text={publicCopy(code).site.languageSuggestion} />
  ))
  return (
    <>
      <IntroOverlay />
      <RenderSections sections={sections} context={context} />
      <MedicalReview review={review} locale={locale} />
      {suggestions}
    </>
  )
}
