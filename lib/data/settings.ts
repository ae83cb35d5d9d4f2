import "server-only"

import { z } from "zod"

import type { Backend } from "@/lib/backend/types"

import { requireContentAccess, requirePermission } from "./auth"
import { resolveBackend } from "./backend"
import { parseInput } from "./errors"
import { isBuildPhase } from "@/lib/server/env"

/**
 * Site-wide switches, read and written in this one module (who may change them is decided here only).
 * Values live in the backend's key/value settings store; missing keys take the defaults below.
 */
export type SiteSettings = {
  /** Failures of the pre-publish checklist block Publish and Schedule (a draft can always be saved). */
  blockPublishOnChecklistFailures: boolean
  /** Category slugs whose posts need a medical reviewer. */
  clinicalCategories: string[]
  /** Shown under posts that turn the medical disclaimer on. */
  medicalDisclaimer: string
  /** Every reviewable document needs a current medical approval to be published, not only clinical posts. */
  medicalReviewForAll: boolean
  /** Months from an approval to its re-review, per category slug (1–36; others: DEFAULT_REREVIEW_MONTHS). */
  reReviewMonths: Record<string, number>
}

/** Months from an approval to its re-review where the category names none. */
export const DEFAULT_REREVIEW_MONTHS = 12

export const DEFAULT_MEDICAL_DISCLAIMER =
  "This article is for general information only and is not medical advice. Talk to a qualified health professional about your own situation."

export const DEFAULT_SETTINGS: SiteSettings = {
  blockPublishOnChecklistFailures: false,
  clinicalCategories: [],
  medicalDisclaimer: DEFAULT_MEDICAL_DISCLAIMER,
  medicalReviewForAll: false,
  reReviewMonths: {},
}

const settingsSchema = z.object({
  blockPublishOnChecklistFailures: z.boolean({ error: "Choose on or off" }),
  clinicalCategories: z
    .array(z.string().trim().toLowerCase().max(100, "Each category must be at most 100 characters"))
    .max(50, "At most 50 categories")
    .transform((list) => [...new Set(list.filter(Boolean))]),
  medicalDisclaimer: z.string().trim().max(2000, "The disclaimer must be at most 2,000 characters"),
  medicalReviewForAll: z.boolean({ error: "Choose on or off" }),
  reReviewMonths: z
    .record(
      z.string().trim().toLowerCase().min(1).max(100, "Each category must be at most 100 characters"),
      z.number({ error: "Re-review after 1 to 36 months" }).int("Re-review after 1 to 36 months").min(1, "Re-review after 1 to 36 months").max(36, "Re-review after 1 to 36 months"),
    )
    .refine((r) => Object.keys(r).length <= 50, "At most 50 categories"),
})

function fromStore(raw: Record<string, unknown>): SiteSettings {
  const merged = { ...DEFAULT_SETTINGS, ...raw }
  const parsed = settingsSchema.safeParse(merged)
  return parsed.success ? { ...parsed.data, medicalDisclaimer: parsed.data.medicalDisclaimer || DEFAULT_MEDICAL_DISCLAIMER } : DEFAULT_SETTINGS
}

/** Internal: the settings without a caller check (public rendering and the server's publish check). */
async function readSettings(): Promise<SiteSettings> {
  const { backend } = await resolveBackend()
  return fromStore(await backend.settings.all())
}

/** The settings through a given backend: inside a transaction, its own (the embedded database has one connection). */
export async function settingsIn(backend: Backend): Promise<SiteSettings> {
  return fromStore(await backend.settings.all())
}

export async function getSiteSettings(): Promise<SiteSettings> {
  await requireContentAccess()
  return readSettings()
}

/** The switches that decide what needs medical review and when it is due again: the owner's alone. */
export const REVIEW_SETTING_KEYS = ["clinicalCategories", "medicalReviewForAll", "reReviewMonths"] as const satisfies readonly (keyof SiteSettings)[]

/**
 * The owner and admins change the switches (site settings in the role policy); a change to what needs medical review
 * (REVIEW_SETTING_KEYS) needs the owner (review_settings), so an admin's save that leaves them as they are still works.
 */
export async function updateSiteSettings(input: unknown): Promise<SiteSettings> {
  await requirePermission("settings")
  // A form may send some of the switches: the others keep their saved values.
  const given = input && typeof input === "object" && !Array.isArray(input) ? input : {}
  const saved = await readSettings()
  const data = parseInput(settingsSchema, { ...saved, ...given })
  if (REVIEW_SETTING_KEYS.some((key) => !sameValue(data[key], saved[key]))) await requirePermission("review_settings")
  const { backend } = await resolveBackend()
  for (const [key, value] of Object.entries(data)) await backend.settings.set(key, value)
  return readSettings()
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

/** Key order does not make a different setting ({a: 1, b: 2} is {b: 2, a: 1}); list order does. */
function canonical(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value
  return Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)))
}

/** What public pages may show: the disclaimer text only. */
export async function getPublicMedicalDisclaimer(): Promise<string> {
  if (isBuildPhase()) return DEFAULT_MEDICAL_DISCLAIMER
  return (await readSettings()).medicalDisclaimer
}

/** For the data layer's own checks (the caller is already an admin). */
export const settingsForChecks = readSettings
