import "server-only"

import { CONSENT_PUBLIC } from "@/lib/copy/consent"
import { consentWording, privacyPolicyPath, type ConsentForm, type ConsentShown } from "@/lib/domain/consent"
import type { Locale } from "@/lib/domain/i18n"
import { builtInChrome } from "@/lib/domain/seed"
import { consentHash } from "@/lib/server/consent-hash"

import { getSiteChrome } from "./site-chrome"

/**
 * What a form shows next to its send button in a language: the owner's wording (the live contact details of that
 * language; an empty field takes the built-in one), its hash for the hidden field, and the privacy policy's link.
 * Part of the page's static render: the page is rebuilt when the contact details change (their cache tag).
 */
export async function consentShown(form: ConsentForm, locale: Locale): Promise<ConsentShown> {
  const wording = consentWording((await getSiteChrome(locale)).contact, builtInChrome(locale).contact, form)
  return { ...wording, hash: consentHash(wording), privacyHref: privacyPolicyPath(locale), privacyLabel: CONSENT_PUBLIC[locale].privacyLink }
}
