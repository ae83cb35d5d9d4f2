import type { SeedSitePage } from "./site-pages"

/**
 * /work as it was first written (until then a constant of the route): the opening, the headline figures, the
 * published case studies, the client industries, the success figures, a closing call and the contact section.
 * Inserted by its own named seed ("work-page-1"); the page's route renders it from the database like any site page.
 */
export const SEED_WORK_PAGE: SeedSitePage = {
  path: "/work",
  title: "Our Work",
  meta_title: "Our Work | Lumora Health Client Results",
  meta_description:
    "Measured results for dental, aesthetic, wellness and mental-health practices. Every figure comes from client booking systems and analytics, not estimates.",
  sections: [
    {
      id: "work-hero",
      type: "service-hero",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "Results",
        title: "Our Work",
        description:
          "Measured results for dental, aesthetic, wellness and mental-health practices. Every figure comes from client booking systems and analytics, not estimates.",
        highlights: [],
        button: { label: "Book a Consultation", href: "#contact" },
        secondary: { label: "", href: "" },
        image: null,
      },
    },
    {
      id: "work-metrics",
      type: "metrics",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "",
        title: "Headline Results",
        description: "",
        items: [
          { value: "115%", label: "Engagement Rate", detail: "Average lift in social engagement within six months of launch" },
          { value: "64%", label: "Conversion Lift", detail: "More website visitors becoming booked consultations after a rebuild" },
          { value: "3.2x", label: "ROI Increase", detail: "Return on marketing spend across clients retained for a year or more" },
        ],
        tone: "plain",
      },
    },
    {
      id: "work-cases",
      type: "case-study-highlights",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "Results",
        title: "Case Studies",
        description: "How practices like yours grew, step by step.",
        count: "6",
        button: { label: "", href: "" },
      },
    },
    {
      id: "work-industries",
      type: "feature-grid",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "Who We Help",
        title: "Client Industries",
        description: "We go deep in a few fields rather than wide across many. These are the practices we know best.",
        items: [
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
        ],
        columns: "2",
        tone: "plain",
      },
    },
    {
      id: "work-success",
      type: "metrics",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "Proof",
        title: "Success Metrics",
        description: "What changed for the practices behind the numbers.",
        items: [
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
        tone: "dark",
      },
    },
    {
      id: "work-closing",
      type: "cta-banner",
      hidden: false,
      anchor: "",
      data: {
        title: "Want results like these for your practice?",
        description:
          "Start with a free consultation. We will look at your numbers with you and show where the fastest growth is hiding.",
        button: { label: "Book a Consultation", href: "#contact" },
        secondary: { label: "", href: "" },
      },
    },
    {
      id: "work-contact",
      type: "contact",
      hidden: false,
      anchor: "contact",
      data: {
        eyebrow: "Contact",
        title: "Let's Talk About Your Practice",
        description:
          "Tell us where your practice is today and where you want it to be in twelve months. We reply within one business day with a few first ideas: no obligation, no generic pitch deck.",
        partnersTitle: "Who We Partner With",
        partners: [
          "Dental & Orthodontic Practices",
          "Medical Spas & Aesthetic Clinics",
          "Dermatology & Plastic Surgery",
          "Functional & Integrative Medicine",
          "Mental Health & Therapy Practices",
          "Wellness & Clinical Commerce Brands",
        ],
      },
    },
  ],
}
