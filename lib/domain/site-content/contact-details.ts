import { CONTACT_DETAILS_FIELDS_COPY } from "@/lib/copy/site-content-fields"
import type { DataField } from "@/lib/domain/data-fields"
import type { IconName } from "@/lib/domain/icons"

/** A profile on another network: its name (the link's accessible name), its address and its icon. */
export type SocialLink = { label: string; href: string; icon: IconName | null }

/** How to reach the agency: shown in the footer, the contact section and the legal pages. */
export type ContactDetailsContent = {
  email: string
  /** As displayed; the tel: link is derived from it (telHref). */
  phone: string
  address: string
  hours: string
  instagramUrl: string
  /** Other profiles (Instagram has its own field: the footer's Instagram link uses it). */
  socials: SocialLink[]
  /** The consent wording next to each lead form's send button, and the marketing box's label (lib/domain/consent). */
  consentContact: string
  consentDownload: string
  consentRegistration: string
  consentMarketing: string
}

const C = CONTACT_DETAILS_FIELDS_COPY

export const CONTACT_DETAILS_FIELDS = [
  { name: "email", label: C.email.label, kind: "text", required: true, max: 200, help: C.email.help },
  { name: "phone", label: C.phone.label, kind: "text", required: true, max: 40, help: C.phone.help },
  { name: "address", label: C.address.label, kind: "text", max: 200, help: C.address.help },
  { name: "hours", label: C.hours.label, kind: "text", max: 120, help: C.hours.help },
  { name: "instagramUrl", label: C.instagramUrl.label, kind: "url", help: C.instagramUrl.help },
  {
    name: "socials",
    label: C.socials.label,
    kind: "list",
    itemLabel: C.socials.itemLabel,
    titleField: "label",
    max: 6,
    help: C.socials.help,
    of: [
      { name: "label", label: C.social.label.label, kind: "text", required: true, max: 60, help: C.social.label.help },
      { name: "href", label: C.social.href.label, kind: "url", required: true },
      { name: "icon", label: C.social.icon.label, kind: "icon" },
    ],
  },
  // Empty: the form shows the built-in wording of the document's language. A change makes a new consent version.
  { name: "consentContact", label: C.consentContact.label, kind: "textarea", max: 1000, help: C.consentContact.help },
  { name: "consentDownload", label: C.consentDownload.label, kind: "textarea", max: 1000, help: C.consentDownload.help },
  { name: "consentRegistration", label: C.consentRegistration.label, kind: "textarea", max: 1000, help: C.consentRegistration.help },
  { name: "consentMarketing", label: C.consentMarketing.label, kind: "text", max: 300, help: C.consentMarketing.help },
] as const satisfies readonly DataField[]

export const DEFAULT_CONTACT_DETAILS: ContactDetailsContent = {
  email: "hello@lumorahealth.com",
  phone: "+1 (512) 555-0148",
  address: "1100 Congress Avenue, Suite 410, Austin, TX 78701",
  hours: "Monday to Friday, 8:00 am to 6:00 pm CT",
  instagramUrl: "https://www.instagram.com/lumorahealth",
  socials: [],
  consentContact:
    "By sending this message you agree that Lumora Health uses your name, e-mail address and message to answer you, as our privacy policy describes.",
  consentDownload:
    "By sending this form you agree that Lumora Health uses your name and e-mail address to send you this resource and follow up on your request, as our privacy policy describes.",
  consentRegistration:
    "By registering you agree that Lumora Health uses your details to manage your place at this event, as our privacy policy describes.",
  consentMarketing: "Yes, send me Lumora Health's news and marketing e-mails (I can unsubscribe at any time).",
}

export { telHref } from "./format"

export function mailtoHref(email: string): string {
  return email ? `mailto:${email}` : ""
}
