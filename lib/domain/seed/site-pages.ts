import type { SitePageContent } from "@/lib/domain/sections"

/**
 * The site's section-built pages as they were first written: the home page and the six service pages, in the
 * specification's words. The page store starts from these; until it exists the public pages read them directly.
 * Section ids are stable (the editor's keys, the prefix of each section's heading id); the anchors contact, content
 * and services are the ids other links jump to.
 */
export type SeedSitePage = Omit<SitePageContent, "noindex">

export const SEED_SITE_PAGES: readonly SeedSitePage[] = 
[
  {
    path: "/",
    title: "Home",
    meta_title: "Lumora Health | Digital Marketing for Healthcare Brands",
    meta_description: "A digital-marketing agency for healthcare and wellness brands: precision-driven digital presence, performance-driven ecosystems, measurable growth.",
    sections: [
      {
        id: "home-hero",
        type: "hero",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Healthcare & Wellness Marketing Agency",
          title: "Precision-Driven Digital Presence for Modern Healthcare Brands",
          tagline: "Strategic Execution Meets Aesthetic Intelligence",
          line: "We build performance-driven digital ecosystems that turn visibility into measurable growth for dental, aesthetic, clinical and wellness practices.",
          button: {
            label: "Elevate Your Brand",
            href: "#contact"
          },
          arrowTarget: "content"
        }
      },
      {
        id: "home-intro",
        type: "intro",
        hidden: false,
        anchor: "content",
        data: {
          eyebrow: "Who We Are",
          title: "Marketing built for practices where trust comes first",
          paragraphs: [
            "Patients do not choose a dentist, an injector or a therapist the way they choose a pair of shoes. They compare credentials, read reviews, study before-and-after galleries and look for a reason to believe. Lumora Health builds the digital presence that gives them that reason.",
            "We pair clinical-grade attention to detail with the polish of a luxury brand studio: compliant content, conversion-focused websites and campaigns measured against the numbers a practice actually runs on: booked consultations, show rates and lifetime patient value."
          ],
          button: {
            label: "Initiate a Consultation →",
            href: "#contact"
          },
          proof: [
            {
              value: "100%",
              label: "Healthcare & wellness clients",
              icon: "activity"
            },
            {
              value: "30 days",
              label: "From kickoff to first campaign",
              icon: "rocket"
            },
            {
              value: "1 day",
              label: "Reply time on every enquiry",
              icon: "award"
            }
          ]
        }
      },
      {
        id: "home-services",
        type: "services-grid",
        hidden: false,
        anchor: "services",
        data: {
          eyebrow: "What We Do",
          title: "Our Services",
          description: "Six disciplines, one accountable team. Each service stands on its own, and together they compound: the content that wins attention on social feeds the emails that bring patients back.",
          linkLabel: "Learn More",
          items: [
            {
              title: "Social Media Management",
              description: "Strategic content planning and community growth",
              href: "/services/social-media",
              icon: "share-2"
            },
            {
              title: "Web Development",
              description: "Custom websites optimized for conversion and user experience",
              href: "/services/website-development",
              icon: "code-2"
            },
            {
              title: "Content Creation",
              description: "Reels, photos and videos",
              href: "/services/content-creation",
              icon: "camera"
            },
            {
              title: "Email Marketing",
              description: "Targeted campaigns and automated flows",
              href: "/services/email-marketing",
              icon: "mail"
            },
            {
              title: "SEO Strategy",
              description: "Visibility-focused content and technical optimization",
              href: "/services/seo",
              icon: "search"
            },
            {
              title: "Analytics & Reporting",
              description: "Data-driven insights to measure ROI",
              href: "/services/analytics",
              icon: "bar-chart-3"
            }
          ]
        }
      },
      {
        id: "home-ecosystem",
        type: "ecosystem",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Integrated Growth",
          title: "Your Digital Marketing Ecosystem",
          description: "Channels perform better when they share data, timing and a single voice. We connect your social presence, email programs and content calendar so every touchpoint moves a prospective patient one step closer to booking.",
          points: [
            {
              title: "Social Media Integration",
              description: "Instagram, Facebook and TikTok content tied to your booking links, with every enquiry traced back to the post that started it.",
              icon: "share-2"
            },
            {
              title: "Email Automation",
              description: "Welcome, reminder, recall and reactivation flows that quietly fill the schedule while keeping patient data where it belongs.",
              icon: "mail"
            },
            {
              title: "Content Strategy",
              description: "An editorial calendar built around the treatments you want to grow, seasonal demand and the questions patients ask before they book.",
              icon: "pen-tool"
            }
          ],
          button: {
            label: "Explore our Services",
            href: "/services"
          },
          image: {
            src: "/images/home/ecosystem-dashboard.webp",
            alt: "Practice growth dashboard showing 184 booked consultations, a falling cost per new patient and bookings by channel",
            width: 1200,
            height: 900
          }
        }
      },
      {
        id: "home-phone",
        type: "phone-mockup",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Mobile First",
          title: "Designed for the thumb that books the appointment",
          description: "Most patient research now happens on a phone, often in the evening and often in a hurry. Every website, landing page and social asset we ship is designed for small screens first: fast, legible and one tap away from a booking.",
          bullets: [
            "Pages that load in under two seconds on a mobile network",
            "Click-to-call and online booking within the first screen",
            "Readable type, strong contrast and generous tap targets"
          ],
          image: {
            src: "/images/home/phone-screen.webp",
            alt: "A dental practice's mobile booking screen with open consultation times and a confirm button",
            width: 540,
            height: 1080
          }
        }
      },
      {
        id: "home-why-us",
        type: "why-us",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Why Lumora",
          title: "Why Practices Choose Lumora",
          items: [
            {
              title: "Vertical Expertise",
              description: "We work only with healthcare, aesthetics and wellness brands, so we already know the advertising rules, the patient journey and the language that builds trust.",
              icon: "stethoscope"
            },
            {
              title: "Metric-Driven Framework",
              description: "Every engagement starts with a measurement plan. We report on consultations booked, cost per new patient and revenue influenced, not on vanity metrics.",
              icon: "gauge"
            },
            {
              title: "Strategic Partnerships",
              description: "Working relationships with practice-management, booking and CRM platforms mean cleaner integrations and faster launches.",
              icon: "handshake"
            },
            {
              title: "Scalable Architecture",
              description: "Websites, automations and content systems built to grow from one location to ten without starting over.",
              icon: "boxes"
            },
            {
              title: "Verified Performance",
              description: "Transparent dashboards, monthly reviews and results you can check against your own booking data at any time.",
              icon: "badge-check"
            }
          ]
        }
      },
      {
        id: "home-industries",
        type: "industries",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Who We Serve",
          title: "Industries We Serve",
          items: [
            {
              title: "Dental & Orthodontic",
              description: "General and cosmetic dentistry, implant centres and orthodontic practices competing for high-value cases like aligners and full-arch restorations.",
              icon: "smile"
            },
            {
              title: "Medical Aesthetics",
              description: "Med spas, injectors, dermatology and plastic surgery clinics, where imagery, reputation and consultation flow drive every booking.",
              icon: "sparkles"
            },
            {
              title: "Integrative Health",
              description: "Functional medicine, naturopathy, chiropractic and holistic clinics that need to explain new models of care clearly and credibly.",
              icon: "leaf"
            },
            {
              title: "Clinical Commerce",
              description: "Practitioner-grade skincare, supplements and wellness products sold online, with the compliance a clinical claim demands.",
              icon: "shopping-bag"
            },
            {
              title: "Emerging Health Innovations",
              description: "Digital health start-ups, longevity clinics and new care models earning trust in a crowded, sceptical market.",
              icon: "flask-conical"
            }
          ]
        }
      },
      {
        id: "home-contact",
        type: "contact",
        hidden: false,
        anchor: "contact",
        data: {
          eyebrow: "Contact",
          title: "Let's Talk About Your Practice",
          description: "Tell us where your practice is today and where you want it to be in twelve months. We reply within one business day with a few first ideas: no obligation, no generic pitch deck.",
          partnersTitle: "Who We Partner With",
          partners: [
            "Dental & Orthodontic Practices",
            "Medical Spas & Aesthetic Clinics",
            "Dermatology & Plastic Surgery",
            "Functional & Integrative Medicine",
            "Mental Health & Therapy Practices",
            "Wellness & Clinical Commerce Brands"
          ]
        }
      }
    ]
  },
  {
    path: "/services/social-media",
    title: "Social Media Management",
    meta_title: "Social Media Management | Lumora Health",
    meta_description: "Strategic content planning and community growth for practices that want to be seen, trusted and booked. We plan, create, publish and answer for you.",
    sections: [
      {
        id: "social-hero",
        type: "service-hero",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Social Media Management",
          title: "Social Media Management",
          description: "Strategic content planning and community growth for practices that want to be seen, trusted and booked. We plan, create, publish and answer, so your team can stay with patients.",
          highlights: [
            "Instagram",
            "Facebook",
            "TikTok",
            "LinkedIn"
          ],
          button: {
            label: "Get Started",
            href: "#contact"
          },
          secondary: {
            label: "",
            href: ""
          },
          image: {
            src: "/images/services/social-media.webp",
            alt: "Three social posts from a practice's content calendar with their likes, saves and bookings",
            width: 1000,
            height: 800
          }
        }
      },
      {
        id: "social-services",
        type: "feature-grid",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Services",
          title: "What We Manage",
          description: "Everything a practice needs to show up consistently, sound like itself and turn attention into appointments.",
          items: [
            {
              title: "Strategy Development",
              description: "A channel plan built on your services, your market and your patients: which platforms, which content pillars, what cadence, and which numbers we will move.",
              icon: "compass"
            },
            {
              title: "Content Creation",
              description: "Treatment explainers, practitioner introductions, patient stories and short-form video, reviewed for clinical accuracy and platform rules before they go live.",
              icon: "camera"
            },
            {
              title: "Community Management",
              description: "Prompt, on-brand replies to comments and direct messages, with clear escalation for clinical questions and reviews that need a practitioner's voice.",
              icon: "messages-square"
            },
            {
              title: "Analytics & Reporting",
              description: "Monthly reports on reach, engagement and profile actions, and on the enquiries and bookings social media actually produced.",
              icon: "line-chart"
            },
            {
              title: "Paid Social Campaigns",
              description: "Targeted Meta and TikTok campaigns for consultations, open evenings and seasonal offers, built within healthcare advertising policies.",
              icon: "megaphone"
            },
            {
              title: "Influencer Collaborations",
              description: "Partnerships with local creators and patient advocates who fit your brand, with disclosure, consent and usage rights handled properly.",
              icon: "users"
            }
          ],
          columns: "3",
          tone: "plain"
        }
      },
      {
        id: "social-process",
        type: "process-steps",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "How We Work",
          title: "Our Process",
          description: "Five steps, repeated every month, so your presence keeps improving rather than just keeping up.",
          steps: [
            {
              title: "Discovery & Strategy",
              description: "We audit your channels, competitors and patient questions, then agree on goals and the metrics we report against."
            },
            {
              title: "Content Planning",
              description: "A monthly calendar mapped to the treatments you want to grow, seasonal demand and your team's filming availability."
            },
            {
              title: "Creation & Curation",
              description: "Shoots, edits, captions and graphics produced by our team and approved by yours before anything is published."
            },
            {
              title: "Publishing & Management",
              description: "Scheduled posts at the hours your audience is active, plus daily community management and review monitoring."
            },
            {
              title: "Analysis & Optimization",
              description: "Monthly reviews that double down on what books consultations and retire what does not."
            }
          ]
        }
      },
      {
        id: "social-cta",
        type: "cta-banner",
        hidden: false,
        anchor: "",
        data: {
          title: "Ready to turn followers into patients?",
          description: "Book a 30-minute strategy call. We will review your current profiles and leave you with three changes you can make this week, whether or not we work together.",
          button: {
            label: "Start Your Social Strategy",
            href: "#contact"
          },
          secondary: {
            label: "",
            href: ""
          }
        }
      },
      {
        id: "social-contact",
        type: "contact",
        hidden: false,
        anchor: "contact",
        data: {
          eyebrow: "Contact",
          title: "Let's Talk About Your Practice",
          description: "Tell us where your practice is today and where you want it to be in twelve months. We reply within one business day with a few first ideas: no obligation, no generic pitch deck.",
          partnersTitle: "Who We Partner With",
          partners: [
            "Dental & Orthodontic Practices",
            "Medical Spas & Aesthetic Clinics",
            "Dermatology & Plastic Surgery",
            "Functional & Integrative Medicine",
            "Mental Health & Therapy Practices",
            "Wellness & Clinical Commerce Brands"
          ]
        }
      }
    ]
  },
  {
    path: "/services/email-marketing",
    title: "Email Marketing",
    meta_title: "Email Marketing | Lumora Health",
    meta_description: "Targeted campaigns and automated flows that keep patients informed, cared for and coming back, written in your voice and measured in booked appointments.",
    sections: [
      {
        id: "email-hero",
        type: "service-hero",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Email Marketing",
          title: "Email Marketing",
          description: "Targeted campaigns and automated flows that keep patients informed, cared for and coming back, written in your voice and measured in booked appointments.",
          highlights: [
            "Recall & reactivation",
            "Post-treatment care",
            "Newsletters",
            "Launches"
          ],
          button: {
            label: "Get Started",
            href: "#contact"
          },
          secondary: {
            label: "Explore All Services",
            href: "/services"
          },
          image: {
            src: "/images/services/email-marketing.webp",
            alt: "An automated post-treatment email journey: aftercare, check-in, review request and recall reminder",
            width: 1000,
            height: 800
          }
        }
      },
      {
        id: "email-methodology",
        type: "feature-grid",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Methodology",
          title: "Our Methodology",
          description: "Four principles behind every program we build, from a single-chair studio to a multi-location group.",
          items: [
            {
              title: "Audience Segmentation",
              description: "Lists split by treatment interest, visit history and lifecycle stage, so an aligner enquiry never receives a hygiene recall.",
              icon: "users"
            },
            {
              title: "Automated Patient Journeys",
              description: "Welcome, pre-visit, aftercare, recall and reactivation flows that run in the background and keep the schedule full.",
              icon: "workflow"
            },
            {
              title: "Compliant, Clinical-Grade Content",
              description: "Copy checked for accuracy and written to keep protected health information out of inboxes and templates.",
              icon: "shield-check"
            },
            {
              title: "Testing & Optimization",
              description: "Subject lines, send times and offers tested every month against opens, clicks and, above all, bookings.",
              icon: "flask-conical"
            }
          ],
          columns: "4",
          tone: "plain"
        }
      },
      {
        id: "email-platforms",
        type: "platforms",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Platforms",
          title: "Platforms We Work With",
          description: "We build on the platform that fits your practice, or help you move to a better one without losing a subscriber.",
          platforms: [
            {
              name: "Mailchimp",
              logo: {
                src: "/images/platforms/mailchimp.svg",
                alt: "Mailchimp logo",
                width: 200,
                height: 56
              },
              description: "Approachable campaigns and automations for single-location practices starting their email program."
            },
            {
              name: "Klaviyo",
              logo: {
                src: "/images/platforms/klaviyo.svg",
                alt: "Klaviyo logo",
                width: 200,
                height: 56
              },
              description: "Rich purchase data and predictive segments for clinical-commerce and skincare brands."
            },
            {
              name: "HubSpot",
              logo: {
                src: "/images/platforms/hubspot.svg",
                alt: "HubSpot logo",
                width: 200,
                height: 56
              },
              description: "CRM-connected nurturing for multi-location groups with longer consultation cycles."
            },
            {
              name: "ActiveCampaign",
              logo: {
                src: "/images/platforms/activecampaign.svg",
                alt: "ActiveCampaign logo",
                width: 200,
                height: 56
              },
              description: "Conditional automations and lead scoring for practices with complex treatment pathways."
            },
            {
              name: "Constant Contact",
              logo: {
                src: "/images/platforms/constant-contact.svg",
                alt: "Constant Contact logo",
                width: 200,
                height: 56
              },
              description: "Dependable newsletters and event promotion for community-focused clinics."
            }
          ]
        }
      },
      {
        id: "email-cta",
        type: "cta-banner",
        hidden: false,
        anchor: "",
        data: {
          title: "Put patient communication on autopilot",
          description: "Tell us which platform you use today. We will map the three flows that would bring the most patients back, and show you what they could be worth.",
          button: {
            label: "Get Started",
            href: "#contact"
          },
          secondary: {
            label: "Explore All Services",
            href: "/services"
          }
        }
      },
      {
        id: "email-why",
        type: "feature-grid",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Why Us",
          title: "Why Practices Trust Us With Their Inbox",
          description: "",
          items: [
            {
              title: "Healthcare-First Copywriting",
              description: "Writers who understand treatments, consent and aftercare, and who never promise outcomes a clinician would not.",
              icon: "heart-pulse"
            },
            {
              title: "Deliverability Expertise",
              description: "Authenticated domains, clean lists and warm-up plans that keep your messages in the primary inbox.",
              icon: "inbox"
            },
            {
              title: "Revenue-Focused Reporting",
              description: "Every flow reported by appointments and revenue influenced, not just opens and clicks.",
              icon: "bar-chart-3"
            },
            {
              title: "Goals Set Together",
              description: "Targets agreed with your team at kickoff and reviewed every quarter as the practice grows.",
              icon: "target"
            }
          ],
          columns: "4",
          tone: "sand"
        }
      },
      {
        id: "email-contact",
        type: "contact",
        hidden: false,
        anchor: "contact",
        data: {
          eyebrow: "Contact",
          title: "Let's Talk About Your Practice",
          description: "Tell us where your practice is today and where you want it to be in twelve months. We reply within one business day with a few first ideas: no obligation, no generic pitch deck.",
          partnersTitle: "Who We Partner With",
          partners: [
            "Dental & Orthodontic Practices",
            "Medical Spas & Aesthetic Clinics",
            "Dermatology & Plastic Surgery",
            "Functional & Integrative Medicine",
            "Mental Health & Therapy Practices",
            "Wellness & Clinical Commerce Brands"
          ]
        }
      }
    ]
  },
  {
    path: "/services/website-development",
    title: "Website Development",
    meta_title: "Website Development | Lumora Health",
    meta_description: "Custom websites optimized for conversion and user experience: fast, accessible, search-ready and built around the moment a visitor decides to book.",
    sections: [
      {
        id: "web-hero",
        type: "service-hero",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Website Development",
          title: "Website Development",
          description: "Custom websites optimized for conversion and user experience: fast, accessible, search-ready and built around the moment a visitor decides to book.",
          highlights: [
            "Custom design",
            "Online booking",
            "WCAG 2.2 AA",
            "Core Web Vitals"
          ],
          button: {
            label: "Get Started",
            href: "#contact"
          },
          secondary: {
            label: "",
            href: ""
          },
          image: {
            src: "/images/services/website-development.webp",
            alt: "A clinic website design with a booking button and its speed, accessibility and lead results",
            width: 1000,
            height: 800
          }
        }
      },
      {
        id: "web-included",
        type: "feature-grid",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Included",
          title: "What's Included",
          description: "Every build comes with the essentials a healthcare website needs to earn trust and turn visits into appointments.",
          items: [
            {
              title: "Custom Design",
              description: "A visual identity carried into every page, with photography direction that shows your real team and space.",
              icon: "palette"
            },
            {
              title: "Online Booking Integration",
              description: "Booking, forms and click-to-call connected to your practice-management system, tracked from click to appointment.",
              icon: "calendar-check"
            },
            {
              title: "Performance Engineering",
              description: "Pages that load in under two seconds on a phone, measured against Core Web Vitals before launch.",
              icon: "gauge"
            },
            {
              title: "Accessibility",
              description: "Built and tested to WCAG 2.2 AA, so every patient can read, navigate and book, whatever their ability.",
              icon: "accessibility"
            },
            {
              title: "SEO Foundations",
              description: "Clean structure, treatment and location pages, schema markup and redirects that protect the rankings you have.",
              icon: "search"
            },
            {
              title: "Easy Content Management",
              description: "A content system your team can update in minutes, with training and templates for new treatments and offers.",
              icon: "layout-dashboard"
            }
          ],
          columns: "3",
          tone: "plain"
        }
      },
      {
        id: "web-process",
        type: "process-steps",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "How We Work",
          title: "Our Process",
          description: "Four phases, with a clear sign-off at each, from first workshop to the weeks after launch.",
          steps: [
            {
              title: "Discovery & Strategy",
              description: "Workshops, analytics review and patient interviews that define goals, audiences, the sitemap and the content plan."
            },
            {
              title: "Design & User Experience",
              description: "Wireframes, then high-fidelity designs for mobile and desktop, tested with real patients before a line of code."
            },
            {
              title: "Development & QA",
              description: "A fast, accessible build with booking and analytics wired in, checked across devices, browsers and screen readers."
            },
            {
              title: "Launch & Support",
              description: "A monitored launch with redirects and tracking verified, followed by 60 days of support and optimisation."
            }
          ]
        }
      },
      {
        id: "web-cta",
        type: "cta-banner",
        hidden: false,
        anchor: "",
        data: {
          title: "Ready for a website that books patients?",
          description: "Share your current site and your goals. We will send back a short teardown with the quickest wins and an estimate for a rebuild.",
          button: {
            label: "Start Your Project",
            href: "#contact"
          },
          secondary: {
            label: "",
            href: ""
          }
        }
      },
      {
        id: "web-contact",
        type: "contact",
        hidden: false,
        anchor: "contact",
        data: {
          eyebrow: "Contact",
          title: "Let's Talk About Your Practice",
          description: "Tell us where your practice is today and where you want it to be in twelve months. We reply within one business day with a few first ideas: no obligation, no generic pitch deck.",
          partnersTitle: "Who We Partner With",
          partners: [
            "Dental & Orthodontic Practices",
            "Medical Spas & Aesthetic Clinics",
            "Dermatology & Plastic Surgery",
            "Functional & Integrative Medicine",
            "Mental Health & Therapy Practices",
            "Wellness & Clinical Commerce Brands"
          ]
        }
      }
    ]
  },
  {
    path: "/services/content-creation",
    title: "Content Creation",
    meta_title: "Content Creation | Lumora Health",
    meta_description: "Reels, photos and videos produced for healthcare brands: on-brand, compliant and made to be shared. Full service details are coming soon.",
    sections: [
      {
        id: "content-creation-placeholder",
        type: "placeholder",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Services",
          title: "Content Creation",
          description: "Reels, photos and videos produced for healthcare brands: on-brand, compliant and made to be shared. Full service details are coming soon.",
          links: [
            {
              label: "Talk to Our Team",
              href: "/contact"
            },
            {
              label: "Read the Blog",
              href: "/blog"
            }
          ]
        }
      }
    ]
  },
  {
    path: "/services/seo",
    title: "SEO Strategy",
    meta_title: "SEO Strategy for Practices | Lumora Health",
    meta_description: "Visibility-focused content and technical optimization that help patients find your practice first. Full service details are coming soon.",
    sections: [
      {
        id: "seo-placeholder",
        type: "placeholder",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Services",
          title: "SEO Strategy",
          description: "Visibility-focused content and technical optimization that help patients find your practice first. Full service details are coming soon.",
          links: [
            {
              label: "Talk to Our Team",
              href: "/contact"
            },
            {
              label: "Read the Blog",
              href: "/blog"
            }
          ]
        }
      }
    ]
  },
  {
    path: "/services/analytics",
    title: "Analytics & Reporting",
    meta_title: "Analytics & Reporting | Lumora Health",
    meta_description: "Data-driven insights to measure ROI, from first click to booked consultation. Full service details are coming soon.",
    sections: [
      {
        id: "analytics-placeholder",
        type: "placeholder",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Services",
          title: "Analytics & Reporting",
          description: "Data-driven insights to measure ROI, from first click to booked consultation. Full service details are coming soon.",
          links: [
            {
              label: "Talk to Our Team",
              href: "/contact"
            },
            {
              label: "Read the Blog",
              href: "/blog"
            }
          ]
        }
      }
    ]
  }
]
