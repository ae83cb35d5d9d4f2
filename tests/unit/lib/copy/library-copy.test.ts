import { describe, expect, it } from "vitest"

import { EN, RESOURCE_PLACEHOLDER } from "@/lib/copy/public/en"
import { ES } from "@/lib/copy/public/es"

// The services index's and the resource library's words moved from their routes into the dictionaries: English
// keeps its words exactly (typed out here), Spanish has its own for every one.

describe("the services index and resource library words", () => {
  it("keep the English words the routes had", () => {
    expect(EN.services).toMatchObject({
      metaTitle: "Our Services",
      metaDescription: "Social media, web development, content, email, SEO and analytics for healthcare and wellness brands.",
      eyebrow: "What we do",
      title: "Our Services",
      description: "Six disciplines, one growth plan: everything a modern practice needs to be found, chosen and remembered.",
      listLabel: "Service list",
    })
    expect(EN.services.cards).toEqual({
      "social-media": { title: "Social Media Management", description: "Strategic content planning and community growth" },
      "website-development": { title: "Web Development", description: "Custom websites optimized for conversion and user experience" },
      "content-creation": { title: "Content Creation", description: "Reels, photos and videos" },
      "email-marketing": { title: "Email Marketing", description: "Targeted campaigns and automated flows" },
      seo: { title: "SEO Strategy", description: "Visibility-focused content and technical optimization" },
      analytics: { title: "Analytics & Reporting", description: "Data-driven insights to measure ROI" },
    })
    expect(EN.resources).toMatchObject({
      eyebrow: "Resources",
      title: "Resources",
      metaDescription: "Guides, templates and case studies for healthcare and wellness marketers.",
      intro:
        "Our resource library is in development: practical guides, templates and case studies for healthcare and wellness marketers are on the way.",
      visitBlog: "Visit Our Blog",
      requestCustom: "Request Custom Resources",
      upcomingTitle: "Coming to the Library",
      inDevelopment: "In development",
      latestTitle: "Latest Resources",
    })
    expect(EN.resources.kinds.template).toEqual({
      title: "Template Library",
      card: "Content calendars, email flows and campaign briefs",
      description: "Content calendars, email flows and campaign briefs you can adapt for your practice. The library is in development.",
    })
    // The page of an English address with no published resource: only English has it.
    expect(RESOURCE_PLACEHOLDER.title("Patient Guide")).toBe("Patient Guide")
    expect(RESOURCE_PLACEHOLDER.title("")).toBe("Resource")
    expect(RESOURCE_PLACEHOLDER.text).toBe("This resource is being prepared by our strategists. Ask us for it and we will send it as soon as it is ready.")
  })

  it("give Spanish its own words", () => {
    expect(ES.services.title).toBe("Nuestros servicios")
    expect(Object.keys(ES.services.cards)).toEqual(Object.keys(EN.services.cards))
    expect(ES.services.cards["social-media"].title).toBe("Gestión de redes sociales")
    expect(ES.resources.kinds["case-study"].title).toBe("Casos de éxito")
    expect(ES.formServer.notAvailable).toBe("Este recurso no está disponible para descarga.")
  })
})
