import type { Metadata } from "next"

import { getAnalyticsSettingsAnon } from "@/lib/blog/public-reads"
import { getSiteChrome } from "@/lib/blog/site-chrome"
import { LegalPage } from "@/components/site/legal-page"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  return { title: "Privacy Policy", description: `How ${settings.name} collects, uses and protects personal information.` }
}

export default async function PrivacyPolicyPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  const [analytics, { contact, settings }] = await Promise.all([getAnalyticsSettingsAnon(), getSiteChrome()])
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 27, 2026"
      intro={`${settings.name} ("we", "us") respects your privacy. This policy explains what we collect through this website, why, and the choices you have.`}
      sections={[
        {
          heading: "What we collect",
          body: [
            "When you send us a message we receive the name, e-mail address and message you enter. We do not ask for, and ask you not to send, any patient health information through this website.",
            "With your message we also keep where it came from: the address of the page you sent it from, the website that referred you to us (its domain only, e.g. google.com), and the campaign tags (utm_source, utm_medium, utm_campaign, utm_term, utm_content) of the link that brought you here. Your browser remembers these only for the current tab and sends them with the form. We do not store your IP address with your message: to stop floods of automated messages, the server holds it in memory for 10 minutes only.",
            "Our servers keep standard technical logs (IP address, browser type, pages requested) for security and to keep the site running. We do not use advertising cookies on this site.",
          ],
        },
        {
          heading: "Visitor statistics",
          body: analytics.enabled
            ? [
                "To learn which pages are useful, this site counts page views itself. It sets no cookie, stores nothing in your browser for this and sends nothing to any other company: no advertising or social-media pixels, no third-party analytics.",
                "For each page view we record the page, the website that referred you (its domain only), the campaign tags of the link, the kind of device (desktop, tablet or mobile, from your browser's user agent), your browser's language and the time. We do not store your IP address. To count visitors without identifying them, the server combines your IP address and browser user agent with a random value that is replaced every day and then deleted, and keeps only the scrambled result; after the day is over nobody, including us, can link it back to you or to your visits on other days. Automated visitors (search engine crawlers and similar) are not counted.",
                `Individual page views are deleted after ${analytics.retentionDays} days; only totals per day and per hour (with no visitor information) are kept longer. If you send us a message, it records the pages you read in that visit before sending it, so we know which articles bring enquiries.`,
              ]
            : ["This site does not count page views at the moment. It sets no cookie and sends nothing to any other company."],
        },
        {
          heading: "How we use it",
          body: [
            "We use your contact details only to answer your enquiry and, if you become a client, to deliver our services. We never sell or rent personal information.",
            "Logs are used to detect abuse and fix problems and are deleted after 90 days.",
            "Messages are kept in our team's inbox until we delete them, and no longer than needed to answer you and, if you become a client, to work with you. Messages our filters judge to be automated spam are deleted after 30 days. We are notified of each message by e-mail; those notification e-mails are handled by our e-mail provider.",
          ],
        },
        {
          heading: "Who we share it with",
          body: [
            "We share information only with service providers that host this website or deliver our e-mail, under contracts that require them to protect it, or when the law requires us to.",
          ],
        },
        {
          heading: "Client data and HIPAA",
          body: [
            "When a healthcare client shares protected health information with us as part of an engagement, we sign a Business Associate Agreement and handle that information only as the agreement allows.",
          ],
        },
        {
          heading: "Your choices",
          body: [
            `You may ask us to see, correct or delete the personal information we hold about you by writing to ${contact.email}. We answer within 30 days.`,
          ],
        },
        {
          heading: "Contact",
          body: [`Questions about this policy: ${contact.email}, ${contact.phone}, ${contact.address}.`],
        },
      ]}
    />
  )
}
