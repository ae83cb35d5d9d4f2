import type { Locale } from "@/lib/domain/i18n"

import { privacyPolicyEs, privacyPolicyMetaEs, termsOfServiceEs, termsOfServiceMetaEs } from "./es/legal"
import { privacyPolicyEn, privacyPolicyMetaEn, termsOfServiceEn, termsOfServiceMetaEn } from "./legal-en"

/** The privacy policy and the terms of service in each language (their date's label is an interface string). */
const LEGAL = {
  en: { privacy: privacyPolicyEn, privacyMeta: privacyPolicyMetaEn, terms: termsOfServiceEn, termsMeta: termsOfServiceMetaEn },
  es: { privacy: privacyPolicyEs, privacyMeta: privacyPolicyMetaEs, terms: termsOfServiceEs, termsMeta: termsOfServiceMetaEs },
} satisfies Record<Locale, unknown>

export const legalTexts = (locale: Locale) => LEGAL[locale]
