import type { Feature } from "./feature-grid"
import type { Step } from "./process-steps"

export const SOCIAL_MEDIA = {
  hero: {
    eyebrow: "Social Media Management",
    title: "Social Media Management",
    description:
      "Strategic content planning and community growth for practices that want to be seen, trusted and booked. We plan, create, publish and answer, so your team can stay with patients.",
    highlights: ["Instagram", "Facebook", "TikTok", "LinkedIn"],
    imageAlt: "Three social posts from a practice's content calendar with their likes, saves and bookings",
  },
  servicesTitle: "What We Manage",
  servicesDescription: "Everything a practice needs to show up consistently, sound like itself and turn attention into appointments.",
  services: [
    {
      title: "Strategy Development",
      description:
        "A channel plan built on your services, your market and your patients: which platforms, which content pillars, what cadence, and which numbers we will move.",
      icon: "compass",
    },
    {
      title: "Content Creation",
      description:
        "Treatment explainers, practitioner introductions, patient stories and short-form video, reviewed for clinical accuracy and platform rules before they go live.",
      icon: "camera",
    },
    {
      title: "Community Management",
      description:
        "Prompt, on-brand replies to comments and direct messages, with clear escalation for clinical questions and reviews that need a practitioner's voice.",
      icon: "messages-square",
    },
    {
      title: "Analytics & Reporting",
      description:
        "Monthly reports on reach, engagement and profile actions, and on the enquiries and bookings social media actually produced.",
      icon: "line-chart",
    },
    {
      title: "Paid Social Campaigns",
      description:
        "Targeted Meta and TikTok campaigns for consultations, open evenings and seasonal offers, built within healthcare advertising policies.",
      icon: "megaphone",
    },
    {
      title: "Influencer Collaborations",
      description:
        "Partnerships with local creators and patient advocates who fit your brand, with disclosure, consent and usage rights handled properly.",
      icon: "users",
    },
  ] satisfies Feature[],
  processTitle: "Our Process",
  processDescription: "Five steps, repeated every month, so your presence keeps improving rather than just keeping up.",
  process: [
    {
      title: "Discovery & Strategy",
      description: "We audit your channels, competitors and patient questions, then agree on goals and the metrics we report against.",
    },
    {
      title: "Content Planning",
      description: "A monthly calendar mapped to the treatments you want to grow, seasonal demand and your team's filming availability.",
    },
    {
      title: "Creation & Curation",
      description: "Shoots, edits, captions and graphics produced by our team and approved by yours before anything is published.",
    },
    {
      title: "Publishing & Management",
      description: "Scheduled posts at the hours your audience is active, plus daily community management and review monitoring.",
    },
    {
      title: "Analysis & Optimization",
      description: "Monthly reviews that double down on what books consultations and retire what does not.",
    },
  ] satisfies Step[],
  cta: {
    title: "Ready to turn followers into patients?",
    description:
      "Book a 30-minute strategy call. We will review your current profiles and leave you with three changes you can make this week, whether or not we work together.",
    button: "Start Your Social Strategy",
  },
} as const
