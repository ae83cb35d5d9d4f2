import { describe, expect, it } from "vitest"

import { hubspotSubmission, leadPage, webhookBody } from "@/lib/domain/leads/crm"
import { formatDuration } from "@/lib/domain/leads/duration"
import type { LeadRow } from "@/lib/domain/leads/types"

const lead: LeadRow = {
  id: "4b3c2a10-0000-4000-8000-000000000001",
  kind: "contact",
  resource: null,
  name: "Dr. Sofia  Alvarez",
  email: "sofia@alvarezortho.com",
  message: "We need a new site",
  read: false,
  created_at: "2026-12-02T09:00:00.000Z",
  folder: "inbox",
  spam_reason: "",
  possible_spam: false,
  page_path: "/contact",
  referrer_origin: "https://www.google.com",
  utm: { utm_source: "google", utm_campaign: "implants" },
  visit: { landing_path: "/services/seo", first_content: null, last_content: null, views: 3 },
  locale: "en",
  status: "qualified",
  owner_id: null,
  value: "1250.00",
  tags: ["implants", "berlin"],
  received_at: "2026-12-02T09:00:00.000Z",
  opened_at: null,
  first_response_at: null,
  due_at: null,
  reminded_at: null,
  escalated_at: null,
}

describe("the CRM hand-off's bodies", () => {
  it("builds HubSpot's Forms API v3 submission: mapped contact fields, the journey's page, the consent given", () => {
    const page = leadPage(lead, "https://www.example.com", "Website contact")
    expect(page).toEqual({ pageUri: "https://www.example.com/services/seo", pageName: "Website contact" })
    const body = hubspotSubmission(lead, { email: "email", firstname: "firstname", lastname: "lastname", value: "deal_value", tags: "lead_tags", landing_path: "landing" }, page, { fallbackText: "Consent text" })
    expect(body).toEqual({
      submittedAt: String(Date.parse("2026-12-02T09:00:00.000Z")),
      fields: [
        { objectTypeId: "0-1", name: "email", value: "sofia@alvarezortho.com" },
        { objectTypeId: "0-1", name: "firstname", value: "Dr. Sofia" },
        { objectTypeId: "0-1", name: "lastname", value: "Alvarez" },
        { objectTypeId: "0-1", name: "deal_value", value: "1250.00" },
        { objectTypeId: "0-1", name: "lead_tags", value: "implants;berlin" },
        { objectTypeId: "0-1", name: "landing", value: "/services/seo" },
      ],
      context: { pageUri: "https://www.example.com/services/seo", pageName: "Website contact" },
      legalConsentOptions: { consent: { consentToProcess: true, text: "Consent text", communications: [] } },
    })
  })

  it("falls back to the form's page without a journey, and leaves empty values out of HubSpot's fields", () => {
    const bare = { ...lead, visit: null, value: null }
    expect(leadPage(bare, "https://www.example.com", "x").pageUri).toBe("https://www.example.com/contact")
    expect(hubspotSubmission(bare, { value: "deal_value", email: "email" }, { pageUri: "", pageName: "" }, { fallbackText: "" }).fields).toEqual([{ objectTypeId: "0-1", name: "email", value: "sofia@alvarezortho.com" }])
  })

  it("sends the consent the lead stores: its wording version's text, and the marketing box under the owner's subscription type", () => {
    const page = { pageUri: "https://www.example.com/contact", pageName: "Website contact" }
    const consent = { version_id: "v2", version: 2, form: "contact" as const, text: "By sending you agree.\n\nSend me news.", hash: "a".repeat(64), at: lead.received_at }
    const ticked = { ...lead, consent: { ...consent, marketing: true } }
    expect(hubspotSubmission(ticked, {}, page, { fallbackText: "old", subscriptionTypeId: "12345" }).legalConsentOptions).toEqual({
      consent: { consentToProcess: true, text: "By sending you agree.", communications: [{ value: true, subscriptionTypeId: 12345, text: "Send me news." }] },
    })
    const unticked = { ...lead, consent: { ...consent, marketing: false } }
    expect(hubspotSubmission(unticked, {}, page, { fallbackText: "old", subscriptionTypeId: "12345" }).legalConsentOptions.consent.communications).toEqual([
      { value: false, subscriptionTypeId: 12345, text: "Send me news." },
    ])
    // No subscription type named: no subscription is claimed, whatever the box.
    expect(hubspotSubmission(ticked, {}, page, { fallbackText: "old" }).legalConsentOptions.consent).toEqual({ consentToProcess: true, text: "By sending you agree.", communications: [] })
  })

  it("maps the generic webhook's keys as the owner chose, always with the lead's id", () => {
    expect(webhookBody(lead, { email: "contact_email", utm_source: "source", status: "stage" })).toEqual({
      lead_id: lead.id,
      contact_email: "sofia@alvarezortho.com",
      source: "google",
      stage: "qualified",
    })
  })
})

describe("durations", () => {
  it("reads as minutes, hours and days", () => {
    expect(formatDuration(59_999)).toBe("0 min")
    expect(formatDuration(45 * 60_000)).toBe("45 min")
    expect(formatDuration(125 * 60_000)).toBe("2 h 5 min")
    expect(formatDuration(3 * 3_600_000)).toBe("3 h")
    expect(formatDuration((3 * 24 + 4) * 3_600_000)).toBe("3 d 4 h")
  })
})
