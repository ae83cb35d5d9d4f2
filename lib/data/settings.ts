import "server-only"

import { z } from "zod"

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
}

export const DEFAULT_MEDICAL_DISCLAIMER =
  "This article is for general information only and is not medical advice. Talk to a qualified health professional about your own situation."

export const DEFAULT_SETTINGS: SiteSettings = {
  blockPublishOnChecklistFailures: false,
  clinicalCategories: [],
  medicalDisclaimer: DEFAULT_MEDICAL_DISCLAIMER,
}

const settingsSchema = z.object({
  blockPublishOnChecklistFailures: z.boolean({ error: "Choose on or off" }),
  clinicalCategories: z
    .array(z.string().trim().toLowerCase().max(100, "Each category must be at most 100 characters"))
    .max(50, "At most 50 categories")
    .transform((list) => [...new Set(list.filter(Boolean))]),
  medicalDisclaimer: z.string().trim().max(2000, "The disclaimer must be at most 2,000 characters"),
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

export async function getSiteSettings(): Promise<SiteSettings> {
  await requireContentAccess()
  return readSettings()
}

/** The owner and admins change the switches (site settings in the role policy). */
export async function updateSiteSettings(input: unknown): Promise<SiteSettings> {
  await requirePermission("settings")
  const data = parseInput(settingsSchema, input)
  const { backend } = await resolveBackend()
  for (const [key, value] of Object.entries(data)) await backend.settings.set(key, value)
  return readSettings()
}

/** What public pages may show: the disclaimer text only. */
export async function getPublicMedicalDisclaimer(): Promise<string> {
  if (isBuildPhase()) return DEFAULT_MEDICAL_DISCLAIMER
  return (await readSettings()).medicalDisclaimer
}

/** For the data layer's own checks (the caller is already an admin). */
export const settingsForChecks = readSettings
