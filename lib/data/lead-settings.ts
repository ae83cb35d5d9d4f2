import "server-only"

import { z } from "zod"

import type { SettingsStore } from "@/lib/backend/types"
import { LEADS } from "@/lib/copy/leads"
import { CRM_SOURCE_FIELDS, HUBSPOT_DEFAULT_MAP, WEBHOOK_DEFAULT_MAP, type CrmFieldMap } from "@/lib/domain/leads/crm"
import { DEFAULT_WORKING_HOURS, TIME_OF_DAY, validWorkingDay, type WorkingHours } from "@/lib/domain/leads/working-hours"
import { isValidTimeZone } from "@/lib/domain/schedule/time-zone"
import { crmAddressProblem } from "@/lib/server/crm/address"
import { serverEnv } from "@/lib/server/env"

import { requireMember, requireOwner } from "./auth"
import { resolveBackend } from "./backend"
import { DataError, parseInput } from "./errors"

/** The CRM the leads are handed to: none, HubSpot's Forms API, or a JSON webhook; with the owner's field map. */
export type CrmSettings =
  | { kind: "none" }
  | { kind: "hubspot"; portalId: string; formGuid: string; map: CrmFieldMap; subscriptionTypeId?: string }
  | { kind: "webhook"; url: string; map: CrmFieldMap }

export type LeadSettings = {
  workingHours: WorkingHours
  /** The response target in working minutes (default 60). */
  targetMinutes: number
  /** Editors see every lead, not only those assigned to them. */
  editorsSeeAll: boolean
  crm: CrmSettings
}

export const DEFAULT_LEAD_SETTINGS: LeadSettings = { workingHours: DEFAULT_WORKING_HOURS, targetMinutes: 60, editorsSeeAll: false, crm: { kind: "none" } }

const KEYS = { pipeline: "leadPipeline", editorsSeeAll: "leadsEditorsSeeAll", crm: "leadCrm" } as const

const mapSchema = z
  .partialRecord(z.enum(CRM_SOURCE_FIELDS), z.string().trim().regex(/^[A-Za-z0-9_.-]{1,100}$/, LEADS.errors.fieldMap), { error: LEADS.errors.fieldMap })
  .refine((m) => Object.keys(m).length <= 30, LEADS.errors.fieldMap) as z.ZodType<CrmFieldMap>

const pipelineSchema = z
  .object({
    timeZone: z.string({ error: LEADS.errors.timeZone }).trim().refine(isValidTimeZone, LEADS.errors.timeZone),
    days: z.array(z.number({ error: LEADS.errors.days }).int().min(0).max(6), { error: LEADS.errors.days }).min(1, LEADS.errors.days).max(7).transform((d) => [...new Set(d)].sort()),
    start: z.string({ error: LEADS.errors.hours }).regex(TIME_OF_DAY, LEADS.errors.hours),
    end: z.string({ error: LEADS.errors.hours }).regex(TIME_OF_DAY, LEADS.errors.hours),
    targetMinutes: z.coerce.number({ error: LEADS.errors.target }).int(LEADS.errors.target).min(5, LEADS.errors.target).max(10_080, LEADS.errors.target),
    editorsSeeAll: z.boolean({ error: "Choose on or off" }),
  })
  .refine((v) => validWorkingDay(v.start, v.end), { message: LEADS.errors.hours, path: ["end"] })

const crmSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("none") }),
    z.object({
      kind: z.literal("hubspot"),
      portalId: z.string().trim().regex(/^\d{1,20}$/, LEADS.errors.hubspotIds),
      formGuid: z.string().trim().regex(/^[0-9a-fA-F-]{36}$/, LEADS.errors.hubspotIds),
      // The marketing e-mails' subscription type: a lead who ticked the marketing box is subscribed to it.
      subscriptionTypeId: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().regex(/^\d{1,20}$/, LEADS.errors.subscriptionTypeId).optional()),
      map: mapSchema.default(HUBSPOT_DEFAULT_MAP),
    }),
    z.object({ kind: z.literal("webhook"), url: z.string().trim().max(2000, LEADS.errors.crmUrl), map: mapSchema.default(WEBHOOK_DEFAULT_MAP) }),
  ],
  { error: LEADS.errors.crmKind },
)

/** The settings as stored (anything unreadable falls back to the defaults). */
export async function readLeadSettings(settings: SettingsStore): Promise<LeadSettings> {
  const all = await settings.all()
  const pipeline = pipelineSchema.safeParse({ ...DEFAULT_WORKING_HOURS, targetMinutes: 60, ...(all[KEYS.pipeline] as object), editorsSeeAll: all[KEYS.editorsSeeAll] === true })
  const crm = crmSchema.safeParse(all[KEYS.crm] ?? { kind: "none" })
  const p = pipeline.success ? pipeline.data : null
  return {
    workingHours: p ? { timeZone: p.timeZone, days: p.days, start: p.start, end: p.end } : DEFAULT_WORKING_HOURS,
    targetMinutes: p?.targetMinutes ?? 60,
    editorsSeeAll: all[KEYS.editorsSeeAll] === true,
    crm: crm.success ? crm.data : { kind: "none" },
  }
}

export async function getLeadSettings(): Promise<LeadSettings> {
  await requireMember()
  const { backend } = await resolveBackend()
  return readLeadSettings(backend.settings)
}

function crmError(message: string, field: string): DataError {
  return new DataError("validation", message, { fieldErrors: { [field]: [message] } })
}

/** The owner sets the working hours, the target, what editors see and the CRM; nothing is saved unless all is valid. */
export async function updateLeadSettings(input: unknown): Promise<LeadSettings> {
  await requireOwner()
  const raw = (input ?? {}) as Record<string, unknown>
  const pipeline = parseInput(pipelineSchema, raw)
  const crm = parseInput(crmSchema, raw.crm ?? { kind: "none" })
  if (crm.kind === "webhook") {
    const problem = await crmAddressProblem(crm.url, serverEnv().CRM_ALLOW_PRIVATE)
    if (problem === "not_https") throw crmError(LEADS.errors.crmUrl, "url")
    if (problem === "private") throw crmError(LEADS.errors.crmPrivate, "url")
    if (problem === "unresolved") throw crmError(LEADS.errors.crmUnresolved, "url")
  }
  const { backend } = await resolveBackend()
  const { editorsSeeAll, ...hours } = pipeline
  await backend.transaction(async (tx) => {
    await tx.settings.set(KEYS.pipeline, hours)
    await tx.settings.set(KEYS.editorsSeeAll, editorsSeeAll)
    await tx.settings.set(KEYS.crm, crm)
  })
  return readLeadSettings(backend.settings)
}

/** The settings screen's values (the owner only: the same check as saving them). */
export async function getLeadSettingsForOwner(): Promise<LeadSettings> {
  await requireOwner()
  const { backend } = await resolveBackend()
  return readLeadSettings(backend.settings)
}
