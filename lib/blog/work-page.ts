import type { IconName } from "@/lib/domain/icons"

/**
 * The /work page's copy and figures (three headline metrics, four client industries, success metrics). A seed: once
 * the site pages can hold a `work` page, getWorkPageContent() reads the editors' version and falls back to this.
 */
export const WORK_PAGE_SEED = {
  eyebrow: "Results",
  description:
    "Measured results for dental, aesthetic, wellness and mental-health practices. Every figure below comes from client booking systems and analytics, not from estimates.",
  cta: "Book a Consultation",
  metricsTitle: "Headline Results",
  metrics: [
    { value: "115%", label: "Engagement Rate", detail: "Average lift in social engagement within six months of launch" },
    { value: "64%", label: "Conversion Lift", detail: "More website visitors becoming booked consultations after a rebuild" },
    { value: "3.2x", label: "ROI Increase", detail: "Return on marketing spend across clients retained for a year or more" },
  ],
  industriesTitle: "Client Industries",
  industriesDescription: "We go deep in a few fields rather than wide across many. These are the practices we know best.",
  industries: [
    {
      title: "Dental & Orthodontics",
      description:
        "A three-location orthodontic group filled aligner consultations through short-form video and a rebuilt booking flow.",
      icon: "smile",
    },
    {
      title: "Medical Aesthetics & Dermatology",
      description:
        "A med spa and dermatology clinic grew injectable and laser bookings with before-and-after storytelling that stays within platform rules.",
      icon: "sparkles",
    },
    {
      title: "Functional Medicine & Wellness",
      description:
        "An integrative clinic explained its membership model clearly, and an email journey kept new members through their first 90 days.",
      icon: "leaf",
    },
    {
      title: "Mental Health & Therapy",
      description:
        "A group therapy practice reached the right clients with discreet, stigma-free content and an intake form that respects privacy.",
      icon: "brain",
    },
  ] satisfies { title: string; description: string; icon: IconName }[],
  successTitle: "Success Metrics",
  successDescription: "What changed for the practices behind the numbers.",
  success: [
    {
      value: "32-47%",
      label: "Consultation bookings up 32-47%",
      detail: "Across dental and aesthetics clients in the six months after a website rebuild and paid social launch.",
    },
    {
      value: "28%",
      label: "Program completion up 28%",
      detail: "For a functional-medicine membership, after onboarding and check-in emails replaced manual follow-up.",
    },
  ],
  closing: {
    title: "Want results like these for your practice?",
    description:
      "Start with a free consultation. We will look at your numbers with you and show where the fastest growth is hiding.",
    icon: "heart-handshake",
  },
  casesTitle: "Case Studies",
  casesDescription: "How practices like yours grew, step by step.",
  readCase: "Read the case study",
} as const satisfies WorkPageContent

type Figure = { value: string; label: string; detail: string }

/** What /work shows besides the case studies; every text an editor may change. */
export type WorkPageContent = {
  eyebrow: string
  description: string
  cta: string
  metricsTitle: string
  metrics: readonly Figure[]
  industriesTitle: string
  industriesDescription: string
  industries: readonly { title: string; description: string; icon: IconName }[]
  successTitle: string
  successDescription: string
  success: readonly Figure[]
  closing: { title: string; description: string; icon: IconName }
  casesTitle: string
  casesDescription: string
  readCase: string
}

/** The editable texts of /work (today: the seed). Async, so the editable source can replace it without callers changing. */
export async function getWorkPageContent(): Promise<WorkPageContent> {
  return WORK_PAGE_SEED
}
