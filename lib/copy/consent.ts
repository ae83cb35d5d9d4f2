import type { Locale } from "@/lib/domain/i18n"

/** The words around the consent wording on the public forms, and the refusal of an unknown version, per language. */
export const CONSENT_PUBLIC = {
  en: {
    privacyLink: "Privacy policy",
    outdated: "The consent text on this page is no longer the one we use. Reload the page, read the current text, then send again.",
  },
  es: {
    privacyLink: "Política de privacidad",
    outdated: "El texto de consentimiento de esta página ya no es el vigente. Recargue la página, lea el texto actual y vuelva a enviar.",
  },
} as const satisfies Record<Locale, unknown>

/** The lead's page in the admin: what its visitor agreed to. */
export const CONSENT_ADMIN = {
  title: "Consent",
  version: (n: number) => `Wording version ${n}`,
  form: { contact: "Contact form", download: "Gated download", registration: "Event registration" },
  given: "Given",
  page: "Page",
  language: "Language",
  marketing: "Marketing e-mails",
  yes: "Yes",
  no: "No",
  wording: "Wording agreed to",
  none: "No consent record: the lead arrived before consent was recorded, or through a path that records none.",
}
