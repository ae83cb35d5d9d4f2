"use client"

import { useState, useTransition, type FormEvent } from "react"

import type { ActionResult } from "@/lib/data/result"
import { LEADS } from "@/lib/copy/leads"
import { CRM_SOURCE_FIELDS } from "@/lib/domain/leads/crm"
import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"
import { INPUT_CLASS } from "@/components/ui/field-styles"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

import { toastError, toastSuccess } from "../toasts"

const t = LEADS.settings

export type LeadSettingsValues = {
  timeZone: string
  days: number[]
  start: string
  end: string
  targetMinutes: number
  editorsSeeAll: boolean
  crm: { kind: "none" | "hubspot" | "webhook"; portalId?: string; formGuid?: string; subscriptionTypeId?: string; url?: string; map?: Record<string, string> }
}

const mapText = (map: Record<string, string> | undefined) => Object.entries(map ?? {}).map(([k, v]) => `${k} = ${v}`).join("\n")
function parseMap(text: string): Record<string, string> {
  const map: Record<string, string> = {}
  for (const line of text.split("\n")) {
    const [from, ...rest] = line.split("=")
    if (from?.trim()) map[from.trim()] = rest.join("=").trim()
  }
  return map
}

/** The owner's lead settings: working hours and target, what editors see, and the CRM with its field map. */
export function LeadSettingsForm({ initial, save }: { initial: LeadSettingsValues; save: (input: unknown) => Promise<ActionResult> }) {
  const [v, setV] = useState(initial)
  const [map, setMap] = useState(mapText(initial.crm.map))
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({})
  const [pending, start] = useTransition()
  const set = <K extends keyof LeadSettingsValues>(key: K, value: LeadSettingsValues[K]) => setV((s) => ({ ...s, [key]: value }))
  const setCrm = (patch: Partial<LeadSettingsValues["crm"]>) => setV((s) => ({ ...s, crm: { ...s.crm, ...patch } }))

  function submit(event: FormEvent) {
    event.preventDefault()
    const crm =
      v.crm.kind === "none"
        ? { kind: "none" }
        : v.crm.kind === "hubspot"
          ? { kind: "hubspot", portalId: v.crm.portalId ?? "", formGuid: v.crm.formGuid ?? "", subscriptionTypeId: v.crm.subscriptionTypeId ?? "", map: parseMap(map) }
          : { kind: "webhook", url: v.crm.url ?? "", map: parseMap(map) }
    start(async () => {
      const result = await save({ ...v, crm })
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {})
        toastError(result.error)
        return
      }
      setErrors({})
      toastSuccess(t.saved)
    })
  }
  const error = (name: string) => errors[name]?.[0]

  return (
    <form onSubmit={submit} className="max-w-2xl space-y-6" noValidate aria-label={t.title}>
      <fieldset className="space-y-3 rounded-xl border bg-background p-6">
        <legend className="px-1 font-semibold">{t.hours}</legend>
        <div className="grid gap-1">
          <Label htmlFor="ls-zone">{t.timeZone}</Label>
          <Input id="ls-zone" value={v.timeZone} onChange={(e) => set("timeZone", e.target.value)} aria-invalid={Boolean(error("timeZone"))} />
          <FieldError>{error("timeZone")}</FieldError>
        </div>
        <fieldset>
          <legend className="text-sm font-medium">{t.days}</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {t.dayNames.map((name, day) => (
              <label key={day} className="flex items-center gap-1 text-sm">
                <input type="checkbox" checked={v.days.includes(day)} onChange={(e) => set("days", e.target.checked ? [...v.days, day] : v.days.filter((d) => d !== day))} />
                {name}
              </label>
            ))}
          </div>
          <FieldError>{error("days")}</FieldError>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <div className="grid gap-1">
            <Label htmlFor="ls-start">{t.start}</Label>
            <Input id="ls-start" value={v.start} onChange={(e) => set("start", e.target.value)} aria-invalid={Boolean(error("start"))} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="ls-end">{t.end}</Label>
            <Input id="ls-end" value={v.end} onChange={(e) => set("end", e.target.value)} aria-invalid={Boolean(error("end"))} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="ls-target">{t.target}</Label>
            <Input id="ls-target" inputMode="numeric" value={String(v.targetMinutes)} onChange={(e) => set("targetMinutes", Number(e.target.value))} aria-invalid={Boolean(error("targetMinutes"))} />
          </div>
        </div>
        <FieldError>{error("start") ?? error("end") ?? error("targetMinutes")}</FieldError>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={v.editorsSeeAll} onChange={(e) => set("editorsSeeAll", e.target.checked)} />
          {t.editorsSeeAll}
        </label>
      </fieldset>
      <fieldset className="space-y-3 rounded-xl border bg-background p-6">
        <legend className="px-1 font-semibold">{t.crm}</legend>
        <div className="grid gap-1">
          <Label htmlFor="ls-crm">{t.crmKind}</Label>
          <select id="ls-crm" className={INPUT_CLASS} value={v.crm.kind} onChange={(e) => setCrm({ kind: e.target.value as LeadSettingsValues["crm"]["kind"] })}>
            {(["none", "hubspot", "webhook"] as const).map((k) => (
              <option key={k} value={k}>
                {t.crmKinds[k]}
              </option>
            ))}
          </select>
          <FieldError>{error("kind")}</FieldError>
        </div>
        {v.crm.kind === "hubspot" ? (
          <div className="flex flex-wrap gap-3">
            <div className="grid gap-1">
              <Label htmlFor="ls-portal">{t.portalId}</Label>
              <Input id="ls-portal" value={v.crm.portalId ?? ""} onChange={(e) => setCrm({ portalId: e.target.value })} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="ls-form">{t.formGuid}</Label>
              <Input id="ls-form" value={v.crm.formGuid ?? ""} onChange={(e) => setCrm({ formGuid: e.target.value })} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="ls-subscription">{t.subscriptionTypeId}</Label>
              <Input id="ls-subscription" inputMode="numeric" value={v.crm.subscriptionTypeId ?? ""} onChange={(e) => setCrm({ subscriptionTypeId: e.target.value })} />
            </div>
            <FieldError>{error("portalId") ?? error("formGuid") ?? error("subscriptionTypeId")}</FieldError>
          </div>
        ) : null}
        {v.crm.kind === "webhook" ? (
          <div className="grid gap-1">
            <Label htmlFor="ls-url">{t.url}</Label>
            <Input id="ls-url" value={v.crm.url ?? ""} onChange={(e) => setCrm({ url: e.target.value })} aria-invalid={Boolean(error("url"))} />
            <FieldError>{error("url")}</FieldError>
          </div>
        ) : null}
        {v.crm.kind !== "none" ? (
          <div className="grid gap-1">
            <Label htmlFor="ls-map">{t.fieldMap}</Label>
            <Textarea id="ls-map" rows={6} value={map} onChange={(e) => setMap(e.target.value)} aria-invalid={Boolean(error("map"))} />
            <p className="text-xs text-muted-foreground">
              {t.fieldMapHelp}
              {CRM_SOURCE_FIELDS.join(", ")}
            </p>
            <FieldError>{error("map")}</FieldError>
          </div>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={pending}>
        {t.save}
      </Button>
    </form>
  )
}
