import type { AnalyticsSettings } from "@/lib/domain/analytics/types"
import type { ContactDetailsContent } from "@/lib/domain/site-content/contact-details"
import type { SiteSettings } from "@/lib/domain/site-content/site-settings"

/** One section of a legal page: its heading and its paragraphs. */
export type LegalSection = { heading: string; body: string[] }

/** A legal page as the LegalPage component draws it: its heading, the date of this version, an opening paragraph and its sections. */
export type LegalDocument = { title: string; updated: string; intro: string; sections: LegalSection[] }

/** What the legal texts depend on: the site's name, how to reach the agency and whether (and how long) page views are kept. */
export type LegalContext = {
  settings: Pick<SiteSettings, "name">
  contact: Pick<ContactDetailsContent, "email" | "phone" | "address">
  analytics: AnalyticsSettings
}

/** A legal page's <title> and description. */
export type LegalMeta = { title: string; description: string }

/*
 * The English privacy policy and terms of service, word for word as the pages first wrote them inline; the pages
 * render these. The Spanish versions (./es/legal.ts) have the same shape and the same conditions.
 */

export function privacyPolicyMetaEn(settings: Pick<SiteSettings, "name">): LegalMeta {
  return { title: "Privacy Policy", description: `How ${settings.name} collects, uses and protects personal information.` }
}

/** The privacy policy: its visitor-statistics section depends on whether page views are counted and for how long they are kept. */
export function privacyPolicyEn({ analytics, contact, settings }: LegalContext): LegalDocument {
  return {
    title: "Privacy Policy",
    updated: "November 27, 2026",
    intro: `${settings.name} ("we", "us") respects your privacy. This policy explains what we collect through this website, why, and the choices you have.`,
    sections: [
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
    ],
  }
}

export function termsOfServiceMetaEn(settings: Pick<SiteSettings, "name">): LegalMeta {
  return { title: "Terms of Service", description: `The terms that apply when you use the ${settings.name} website.` }
}

export function termsOfServiceEn({ contact, settings }: Pick<LegalContext, "contact" | "settings">): LegalDocument {
  return {
    title: "Terms of Service",
    updated: "November 1, 2026",
    intro: `These terms apply to your use of the ${settings.name} website. By using the site you accept them. Client engagements are governed by their own signed agreements.`,
    sections: [
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
    ],
  }
}
