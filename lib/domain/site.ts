import type { IconName } from "@/lib/domain/icons"

/**
 * Brand, service cards and the spec's numbers. The header's menus, the footer, the contact details and the site
 * settings shown on public pages are editable documents (lib/domain/site-content, read by lib/site/site-chrome.ts);
 * the name, tagline and description here serve the places outside them (admin, e-mails, feeds, SEO titles).
 */

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
  /** The sender of the site's e-mails when MAIL_FROM is unset; the address shown to visitors is the contact details'. */
  email: "hello@lumorahealth.com",
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
