import type { Metadata } from "next"

import { getSiteChrome } from "@/lib/blog/site-chrome"
import { LegalPage } from "@/components/site/legal-page"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  return { title: "Terms of Service", description: `The terms that apply when you use the ${settings.name} website.` }
}

export default async function TermsOfServicePage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  const { contact, settings } = await getSiteChrome()
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 1, 2026"
      intro={`These terms apply to your use of the ${settings.name} website. By using the site you accept them. Client engagements are governed by their own signed agreements.`}
      sections={[
        {
          heading: "Use of the site",
          body: [
            "You may browse and share the content of this site for your own, non-commercial purposes. You may not copy it in bulk, disrupt the site, or try to reach parts of it that are not public.",
          ],
        },
        {
          heading: "No medical or legal advice",
          body: [
            "Articles and resources on this site are general marketing information. They are not medical, legal or regulatory advice; check advertising rules for your profession and region before acting on them.",
          ],
        },
        {
          heading: "Results",
          body: [
            "Figures quoted on this site describe results achieved for past clients. They are not a promise of the same results for your practice, which depend on your market, offer and budget.",
          ],
        },
        {
          heading: "Intellectual property",
          body: [
            `The text, design, logos and images on this site belong to ${settings.name} or its licensors. Client names and marks belong to their owners and appear with permission.`,
          ],
        },
        {
          heading: "Liability",
          body: [
            "The site is provided as it is. To the extent the law allows, we are not liable for indirect losses arising from its use or from the temporary unavailability of the site.",
          ],
        },
        {
          heading: "Changes and contact",
          body: [
            `We may update these terms; the date above shows the latest version. Questions: ${contact.email}.`,
          ],
        },
      ]}
    />
  )
}
