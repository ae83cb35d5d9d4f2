import type { Feature } from "./feature-grid"
import type { Step } from "./process-steps"

export const WEBSITE_DEVELOPMENT = {
  hero: {
    eyebrow: "Website Development",
    title: "Website Development",
    description:
      "Custom websites optimized for conversion and user experience: fast, accessible, search-ready and built around the moment a visitor decides to book.",
    highlights: ["Custom design", "Online booking", "WCAG 2.2 AA", "Core Web Vitals"],
    imageAlt: "A clinic website design with a booking button and its speed, accessibility and lead results",
  },
  includedTitle: "What's Included",
  includedDescription: "Every build comes with the essentials a healthcare website needs to earn trust and turn visits into appointments.",
  included: [
    {
      title: "Custom Design",
      description: "A visual identity carried into every page, with photography direction that shows your real team and space.",
      icon: "palette",
    },
    {
      title: "Online Booking Integration",
      description: "Booking, forms and click-to-call connected to your practice-management system, tracked from click to appointment.",
      icon: "calendar-check",
    },
    {
      title: "Performance Engineering",
      description: "Pages that load in under two seconds on a phone, measured against Core Web Vitals before launch.",
      icon: "gauge",
    },
    {
      title: "Accessibility",
      description: "Built and tested to WCAG 2.2 AA, so every patient can read, navigate and book, whatever their ability.",
      icon: "accessibility",
    },
    {
      title: "SEO Foundations",
      description: "Clean structure, treatment and location pages, schema markup and redirects that protect the rankings you have.",
      icon: "search",
    },
    {
      title: "Easy Content Management",
      description: "A content system your team can update in minutes, with training and templates for new treatments and offers.",
      icon: "layout-dashboard",
    },
  ] satisfies Feature[],
  processTitle: "Our Process",
  processDescription: "Four phases, with a clear sign-off at each, from first workshop to the weeks after launch.",
  process: [
    {
      title: "Discovery & Strategy",
      description: "Workshops, analytics review and patient interviews that define goals, audiences, the sitemap and the content plan.",
    },
    {
      title: "Design & User Experience",
      description: "Wireframes, then high-fidelity designs for mobile and desktop, tested with real patients before a line of code.",
    },
    {
      title: "Development & QA",
      description: "A fast, accessible build with booking and analytics wired in, checked across devices, browsers and screen readers.",
    },
    {
      title: "Launch & Support",
      description: "A monitored launch with redirects and tracking verified, followed by 60 days of support and optimisation.",
    },
  ] satisfies Step[],
  cta: {
    title: "Ready for a website that books patients?",
    description:
      "Share your current site and your goals. We will send back a short teardown with the quickest wins and an estimate for a rebuild.",
    button: "Start Your Project",
  },
} as const
