import type { Feature } from "./feature-grid"

export type Platform = { name: string; logo: string; description: string }

export const EMAIL_MARKETING = {
  hero: {
    eyebrow: "Email Marketing",
    title: "Email Marketing",
    description:
      "Targeted campaigns and automated flows that keep patients informed, cared for and coming back, written in your voice and measured in booked appointments.",
    highlights: ["Recall & reactivation", "Post-treatment care", "Newsletters", "Launches"],
    imageAlt: "An automated post-treatment email journey: aftercare, check-in, review request and recall reminder",
  },
  methodologyTitle: "Our Methodology",
  methodologyDescription: "Four principles behind every program we build, from a single-chair studio to a multi-location group.",
  methodology: [
    {
      title: "Audience Segmentation",
      description: "Lists split by treatment interest, visit history and lifecycle stage, so an aligner enquiry never receives a hygiene recall.",
      icon: "users",
    },
    {
      title: "Automated Patient Journeys",
      description: "Welcome, pre-visit, aftercare, recall and reactivation flows that run in the background and keep the schedule full.",
      icon: "workflow",
    },
    {
      title: "Compliant, Clinical-Grade Content",
      description: "Copy checked for accuracy and written to keep protected health information out of inboxes and templates.",
      icon: "shield-check",
    },
    {
      title: "Testing & Optimization",
      description: "Subject lines, send times and offers tested every month against opens, clicks and, above all, bookings.",
      icon: "flask-conical",
    },
  ] satisfies Feature[],
  platformsTitle: "Platforms We Work With",
  platformsDescription: "We build on the platform that fits your practice, or help you move to a better one without losing a subscriber.",
  platforms: [
    {
      name: "Mailchimp",
      logo: "/images/platforms/mailchimp.svg",
      description: "Approachable campaigns and automations for single-location practices starting their email program.",
    },
    {
      name: "Klaviyo",
      logo: "/images/platforms/klaviyo.svg",
      description: "Rich purchase data and predictive segments for clinical-commerce and skincare brands.",
    },
    {
      name: "HubSpot",
      logo: "/images/platforms/hubspot.svg",
      description: "CRM-connected nurturing for multi-location groups with longer consultation cycles.",
    },
    {
      name: "ActiveCampaign",
      logo: "/images/platforms/activecampaign.svg",
      description: "Conditional automations and lead scoring for practices with complex treatment pathways.",
    },
    {
      name: "Constant Contact",
      logo: "/images/platforms/constant-contact.svg",
      description: "Dependable newsletters and event promotion for community-focused clinics.",
    },
  ] satisfies Platform[],
  cta: {
    title: "Put patient communication on autopilot",
    description:
      "Tell us which platform you use today. We will map the three flows that would bring the most patients back, and show you what they could be worth.",
    button: "Get Started",
    secondary: { label: "Explore All Services", href: "/services" },
  },
  whyTitle: "Why Practices Trust Us With Their Inbox",
  why: [
    {
      title: "Healthcare-First Copywriting",
      description: "Writers who understand treatments, consent and aftercare, and who never promise outcomes a clinician would not.",
      icon: "heart-pulse",
    },
    {
      title: "Deliverability Expertise",
      description: "Authenticated domains, clean lists and warm-up plans that keep your messages in the primary inbox.",
      icon: "inbox",
    },
    {
      title: "Revenue-Focused Reporting",
      description: "Every flow reported by appointments and revenue influenced, not just opens and clicks.",
      icon: "bar-chart-3",
    },
    {
      title: "Goals Set Together",
      description: "Targets agreed with your team at kickoff and reviewed every quarter as the practice grows.",
      icon: "target",
    },
  ] satisfies Feature[],
} as const
