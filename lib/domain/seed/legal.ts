import type { Locale } from "@/lib/domain/i18n"

import { LEGAL_UPDATED_LABEL_ES, privacyPolicyEs, privacyPolicyMetaEs, termsOfServiceEs, termsOfServiceMetaEs } from "./es/legal"
import { privacyPolicyEn, privacyPolicyMetaEn, termsOfServiceEn, termsOfServiceMetaEn } from "./legal-en"

/** The privacy policy and the terms of service in each language, with the label of their date. */
const LEGAL = {
  en: { privacy: privacyPolicyEn, privacyMeta: privacyPolicyMetaEn, terms: termsOfServiceEn, termsMeta: termsOfServiceMetaEn, updatedLabel: "Last updated" },
  es: { privacy: privacyPolicyEs, privacyMeta: privacyPolicyMetaEs, terms: termsOfServiceEs, termsMeta: termsOfServiceMetaEs, updatedLabel: LEGAL_UPDATED_LABEL_ES },
} satisfies Record<Locale, unknown>

export const legalTexts = (locale: Locale) => LEGAL[locale]
