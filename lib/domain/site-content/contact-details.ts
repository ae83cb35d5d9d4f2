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
}

export const CONTACT_DETAILS_FIELDS = [
  { name: "email", label: "E-mail", kind: "text", required: true, max: 200, help: "The address visitors write to (shown as a mailto: link)." },
  {
    name: "phone",
    label: "Phone",
    kind: "text",
    required: true,
    max: 40,
    help: "As visitors should read it, with the country code: +1 (512) 555-0148. The call link keeps its + and digits.",
  },
  { name: "address", label: "Address", kind: "text", max: 200, help: "The office address on one line." },
  { name: "hours", label: "Opening hours", kind: "text", max: 120, help: "Shown with the contact details on the contact form." },
  { name: "instagramUrl", label: "Instagram", kind: "url", help: "The full address of the Instagram profile (https://www.instagram.com/…)." },
  {
    name: "socials",
    label: "Other social profiles",
    kind: "list",
    itemLabel: "profile",
    titleField: "label",
    max: 6,
    help: "Shown as links under the Instagram link in the footer.",
    of: [
      { name: "label", label: "Name", kind: "text", required: true, max: 60, help: "The link's words: \"LinkedIn\", \"Facebook\"." },
      { name: "href", label: "Address", kind: "url", required: true },
      { name: "icon", label: "Icon", kind: "icon" },
    ],
  },
] as const satisfies readonly DataField[]

export const DEFAULT_CONTACT_DETAILS: ContactDetailsContent = {
  email: "hello@lumorahealth.com",
  phone: "+1 (512) 555-0148",
  address: "1100 Congress Avenue, Suite 410, Austin, TX 78701",
  hours: "Monday to Friday, 8:00 am to 6:00 pm CT",
  instagramUrl: "https://www.instagram.com/lumorahealth",
  socials: [],
}

export { telHref } from "./format"

export function mailtoHref(email: string): string {
  return email ? `mailto:${email}` : ""
}
