import type { IconName } from "@/lib/domain/icons"

/** The home page's copy, in the spec's section order; tests import the same strings. */

export const HOME_HERO = {
  eyebrow: "Healthcare & Wellness Marketing Agency",
  title: "Precision-Driven Digital Presence for Modern Healthcare Brands",
  line: "We build performance-driven digital ecosystems that turn visibility into measurable growth for dental, aesthetic, clinical and wellness practices.",
  cta: "Elevate Your Brand",
} as const

export const HOME_INTRO = {
  eyebrow: "Who We Are",
  title: "Marketing built for practices where trust comes first",
  paragraphs: [
    "Patients do not choose a dentist, an injector or a therapist the way they choose a pair of shoes. They compare credentials, read reviews, study before-and-after galleries and look for a reason to believe. Lumora Health builds the digital presence that gives them that reason.",
    "We pair clinical-grade attention to detail with the polish of a luxury brand studio: compliant content, conversion-focused websites and campaigns measured against the numbers a practice actually runs on: booked consultations, show rates and lifetime patient value.",
  ],
  cta: "Initiate a Consultation →",
} as const

export const HOME_SERVICES = {
  title: "Our Services",
  description:
    "Six disciplines, one accountable team. Each service stands on its own, and together they compound: the content that wins attention on social feeds the emails that bring patients back.",
  cta: "Learn More",
} as const

export type Point = { title: string; description: string; icon: IconName }

export const HOME_ECOSYSTEM = {
  eyebrow: "Integrated Growth",
  title: "Your Digital Marketing Ecosystem",
  description:
    "Channels perform better when they share data, timing and a single voice. We connect your social presence, email programs and content calendar so every touchpoint moves a prospective patient one step closer to booking.",
  points: [
    {
      title: "Social Media Integration",
      description:
        "Instagram, Facebook and TikTok content tied to your booking links, with every enquiry traced back to the post that started it.",
      icon: "share-2",
    },
    {
      title: "Email Automation",
      description:
        "Welcome, reminder, recall and reactivation flows that quietly fill the schedule while keeping patient data where it belongs.",
      icon: "mail",
    },
    {
      title: "Content Strategy",
      description:
        "An editorial calendar built around the treatments you want to grow, seasonal demand and the questions patients ask before they book.",
      icon: "pen-tool",
    },
  ] satisfies Point[],
  cta: "Explore our Services",
  imageAlt:
    "Practice growth dashboard showing 184 booked consultations, a falling cost per new patient and bookings by channel",
} as const

export const HOME_MOBILE = {
  eyebrow: "Mobile First",
  title: "Designed for the thumb that books the appointment",
  description:
    "Most patient research now happens on a phone, often in the evening and often in a hurry. Every website, landing page and social asset we ship is designed for small screens first: fast, legible and one tap away from a booking.",
  bullets: [
    "Pages that load in under two seconds on a mobile network",
    "Click-to-call and online booking within the first screen",
    "Readable type, strong contrast and generous tap targets",
  ],
  imageAlt: "A dental practice's mobile booking screen with open consultation times and a confirm button",
} as const

export const HOME_WHY_US = {
  eyebrow: "Why Lumora",
  title: "Why Practices Choose Lumora",
  items: [
    {
      title: "Vertical Expertise",
      description:
        "We work only with healthcare, aesthetics and wellness brands, so we already know the advertising rules, the patient journey and the language that builds trust.",
      icon: "stethoscope",
    },
    {
      title: "Metric-Driven Framework",
      description:
        "Every engagement starts with a measurement plan. We report on consultations booked, cost per new patient and revenue influenced, not on vanity metrics.",
      icon: "gauge",
    },
    {
      title: "Strategic Partnerships",
      description:
        "Working relationships with practice-management, booking and CRM platforms mean cleaner integrations and faster launches.",
      icon: "handshake",
    },
    {
      title: "Scalable Architecture",
      description:
        "Websites, automations and content systems built to grow from one location to ten without starting over.",
      icon: "boxes",
    },
    {
      title: "Verified Performance",
      description:
        "Transparent dashboards, monthly reviews and results you can check against your own booking data at any time.",
      icon: "badge-check",
    },
  ] satisfies Point[],
} as const

export const HOME_INDUSTRIES = {
  eyebrow: "Who We Serve",
  title: "Industries We Serve",
  items: [
    {
      title: "Dental & Orthodontic",
      description:
        "General and cosmetic dentistry, implant centres and orthodontic practices competing for high-value cases like aligners and full-arch restorations.",
      icon: "smile",
    },
    {
      title: "Medical Aesthetics",
      description:
        "Med spas, injectors, dermatology and plastic surgery clinics, where imagery, reputation and consultation flow drive every booking.",
      icon: "sparkles",
    },
    {
      title: "Integrative Health",
      description:
        "Functional medicine, naturopathy, chiropractic and holistic clinics that need to explain new models of care clearly and credibly.",
      icon: "leaf",
    },
    {
      title: "Clinical Commerce",
      description:
        "Practitioner-grade skincare, supplements and wellness products sold online, with the compliance a clinical claim demands.",
      icon: "shopping-bag",
    },
    {
      title: "Emerging Health Innovations",
      description:
        "Digital health start-ups, longevity clinics and new care models earning trust in a crowded, sceptical market.",
      icon: "flask-conical",
    },
  ] satisfies Point[],
} as const

/** Small proof points shown beside the intro text. */
export const HOME_PROOF = [
  { value: "100%", label: "Healthcare & wellness clients", icon: "activity" },
  { value: "30 days", label: "From kickoff to first campaign", icon: "rocket" },
  { value: "1 day", label: "Reply time on every enquiry", icon: "award" },
] as const
