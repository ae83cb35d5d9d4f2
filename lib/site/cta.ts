import { toSlug } from "@/lib/domain/blog/categories"

export type ServiceCta = { href: string; service: string; title: string; text: string }

const CTAS = {
  "social-media": {
    href: "/services/social-media",
    service: "Social Media Management",
    title: "Grow a following that books appointments",
    text: "Our social team plans, films and manages content for healthcare and wellness brands.",
  },
  "website-development": {
    href: "/services/website-development",
    service: "Website Development",
    title: "Turn more visitors into patients",
    text: "We build fast, accessible websites designed around how patients choose a provider.",
  },
  "email-marketing": {
    href: "/services/email-marketing",
    service: "Email Marketing",
    title: "Bring patients back, automatically",
    text: "Recall, welcome and reactivation flows that run every day without adding work for your team.",
  },
  seo: {
    href: "/services/seo",
    service: "SEO Strategy",
    title: "Be the practice patients find first",
    text: "Local search, content and technical SEO for clinics, practices and wellness brands.",
  },
} satisfies Record<string, ServiceCta>

/** The post page's call to action by category (spec, Blog post); social media unless the category says otherwise. */
export function ctaForCategory(category: string): ServiceCta {
  const slug = toSlug(category)
  if (/(^|-)(web|website|websites|web-design|conversion)(-|$)/.test(slug)) return CTAS["website-development"]
  if (/(^|-)(email|e-mail|newsletter)(-|$)/.test(slug)) return CTAS["email-marketing"]
  if (/(^|-)(seo|search|wellness-brands)(-|$)/.test(slug)) return CTAS.seo
  return CTAS["social-media"]
}
