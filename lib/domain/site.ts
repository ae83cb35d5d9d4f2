import type { IconName } from "@/lib/domain/icons"

/** Brand, navigation, service cards and the spec's numbers: nothing else hard-codes these. */

function siteUrl(): string {
  const raw = process.env.NEXT_PUBLIC_SITE_URL?.trim() || "http://localhost:3000"
  return raw.replace(/\/+$/, "")
}

export const SITE = {
  name: "Lumora Health",
  blogName: "Lumora Health Journal",
  tagline: "Strategic Execution Meets Aesthetic Intelligence",
  description:
    "Lumora Health is a digital-marketing agency for healthcare and wellness brands: precision-driven digital presence, performance-driven ecosystems, measurable growth.",
  email: "hello@lumorahealth.com",
  phone: "+1 (512) 555-0148",
  phoneHref: "tel:+15125550148",
  address: "1100 Congress Avenue, Suite 410, Austin, TX 78701",
  instagramUrl: "https://www.instagram.com/lumorahealth",
  logo: { src: "/brand/logo.svg", width: 160, height: 40 },
  url: siteUrl(),
} as const

export function absoluteUrl(path = "/"): string {
  return `${SITE.url}${path.startsWith("/") ? path : `/${path}`}`
}

export * from "./constants"

export type MenuItem = {
  title: string
  description: string
  href: string
  icon?: IconName
}

export type ServiceCard = { title: string; description: string; href: string; icon: IconName }

export const SERVICES: ServiceCard[] = [
  {
    title: "Social Media Management",
    description: "Strategic content planning and community growth",
    href: "/services/social-media",
    icon: "share-2",
  },
  {
    title: "Web Development",
    description: "Custom websites optimized for conversion and user experience",
    href: "/services/website-development",
    icon: "code-2",
  },
  {
    title: "Content Creation",
    description: "Reels, photos and videos",
    href: "/services/content-creation",
    icon: "camera",
  },
  {
    title: "Email Marketing",
    description: "Targeted campaigns and automated flows",
    href: "/services/email-marketing",
    icon: "mail",
  },
  {
    title: "SEO Strategy",
    description: "Visibility-focused content and technical optimization",
    href: "/services/seo",
    icon: "search",
  },
  {
    title: "Analytics & Reporting",
    description: "Data-driven insights to measure ROI",
    href: "/services/analytics",
    icon: "bar-chart-3",
  },
]

export const SERVICES_MENU: MenuItem[] = SERVICES

export const RESOURCES_MENU: MenuItem[] = [
  {
    title: "Marketing Guides",
    description: "Step-by-step playbooks for growing a practice online",
    href: "/resources/guides",
    icon: "book-open",
  },
  {
    title: "Template Library",
    description: "Content calendars, email flows and campaign briefs",
    href: "/resources/templates",
    icon: "layout-template",
  },
  {
    title: "Case Studies",
    description: "How healthcare brands grew with a measured plan",
    href: "/resources/case-studies",
    icon: "briefcase",
  },
  {
    title: "Blog",
    description: "Fresh thinking on healthcare and wellness marketing",
    href: "/blog",
    icon: "file-text",
  },
]

/** The footer lists five service pages; analytics is deliberately left out (spec, Layout). */
export function footerServiceLinks(): { title: string; href: string }[] {
  return SERVICES.filter((s) => s.href !== "/services/analytics").map(({ title, href }) => ({ title, href }))
}

export const FOOTER_COMPANY_LINKS = [
  { title: "Our Services", href: "/services" },
  { title: "Our Work", href: "/work" },
  { title: "Blog", href: "/blog" },
  { title: "Resources", href: "/resources" },
  { title: "Contact", href: "/contact" },
  { title: "Privacy Policy", href: "/privacy-policy" },
  { title: "Terms of Service", href: "/terms-of-service" },
] as const

/** Office hours shown with the contact details. */
export const OFFICE_HOURS = "Monday to Friday, 8:00 am to 6:00 pm CT"
