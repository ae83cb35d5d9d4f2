/** Contact section copy (partner categories, contact information). */
export const PARTNER_CATEGORIES = [
  "Dental & Orthodontic Practices",
  "Medical Spas & Aesthetic Clinics",
  "Dermatology & Plastic Surgery",
  "Functional & Integrative Medicine",
  "Mental Health & Therapy Practices",
  "Wellness & Clinical Commerce Brands",
] as const

export const CONTACT_SECTION = {
  eyebrow: "Contact",
  title: "Let's Talk About Your Practice",
  description:
    "Tell us where your practice is today and where you want it to be in twelve months. We reply within one business day with a few first ideas: no obligation, no generic pitch deck.",
  partnersTitle: "Who We Partner With",
  detailsTitle: "Contact Information",
} as const
