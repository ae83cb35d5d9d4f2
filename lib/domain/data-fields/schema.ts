// zod/mini: these rules ship with the section and document editors.
import { z } from "zod/mini"

import { DATA_FIELD_MESSAGES as M } from "@/lib/copy/validation"
import { ICON_NAMES } from "@/lib/domain/icons"

import type { DataField, ImageValue, LinkValue } from "./types"

/** A value an editor may put behind a link: a site path, an in-page anchor, or an http(s), mailto or tel URL. */
export const LINK_HREF_PATTERN = /^(?:\/(?![/\\])\S*|#[A-Za-z][\w-]*|https?:\/\/[^\s/]+\S*|mailto:\S+@\S+|tel:\+?[0-9 ()-]{3,})$/i

/** An image source: a file of this site (/images/…, /media/…, /brand/…), never another host. */
export const IMAGE_SRC_PATTERN = /^\/(?![/\\])[\w./%-]+$/

const TEXT_MAX = { text: 300, textarea: 2_000, markdown: 20_000 } as const
export const LIST_MAX = 50
export const LINE_MAX = 500

function text(label: string, max: number, required: boolean) {
  const checks: z.core.$ZodCheck<string>[] = [z.trim(), z.maxLength(max, M.tooLong(label, max))]
  if (required) checks.push(z.minLength(1, M.required(label)))
  return z.pipe(z.nullish(z.string({ error: M.notText(label) })), z.transform((v) => v ?? "")).check(...checks)
}

function href(label: string, required: boolean) {
  return text(label, 2_000, required).check(
    z.refine((v) => v === "" || LINK_HREF_PATTERN.test(v), { error: M.hrefInvalid(label) }),
  )
}

function image(label: string, required: boolean) {
  const value = z.object({
    src: z.string().check(z.trim(), z.regex(IMAGE_SRC_PATTERN, M.imageInvalid(label))),
    alt: text(M.imageAlt(label), 500, true),
    width: z.number().check(z.int(), z.positive(), z.lte(20_000)),
    height: z.number().check(z.int(), z.positive(), z.lte(20_000)),
  })
  return required ? value : z.pipe(z.nullish(value), z.transform((v) => v ?? null))
}

function link(label: string, required: boolean) {
  const value = z.object({ label: text(M.linkLabel(label), 200, required), href: href(M.linkHref(label), required) })
  return required ? value : z.pipe(z.nullish(value), z.transform((v) => v ?? { label: "", href: "" }))
}

/** An absent list is an empty one (a value saved before the field existed). */
function orEmpty<T extends z.ZodMiniType<unknown, unknown[]>>(list: T) {
  return z.pipe(z.pipe(z.nullish(z.array(z.unknown())), z.transform((v) => v ?? [])), list)
}

/** The zod schema of one field's value. */
export function fieldSchema(field: DataField): z.ZodMiniType {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "markdown":
      return text(field.label, field.max ?? TEXT_MAX[field.kind], field.required === true)
    case "url":
      return href(field.label, field.required === true)
    case "icon":
      return field.required
        ? z.enum(ICON_NAMES, { error: M.iconInvalid(field.label) })
        : z.pipe(z.nullish(z.union([z.enum(ICON_NAMES), z.literal("")], { error: M.iconInvalid(field.label) })), z.transform((v) => v || null))
    case "checkbox":
      return z.pipe(z.nullish(z.boolean()), z.transform((v) => v ?? false))
    case "image":
      return image(field.label, field.required === true)
    case "link":
      return link(field.label, field.required === true)
    case "select":
      return z.pipe(
        z.pipe(z.nullish(z.string()), z.transform((v) => v ?? field.options[0]?.value ?? "")),
        z.enum(field.options.map((o) => o.value) as [string, ...string[]], { error: M.choiceInvalid(field.label) }),
      )
    case "lines":
      return orEmpty(
        z
          .array(text(field.label, field.itemMax ?? LINE_MAX, false))
          .check(z.maxLength(field.max ?? LIST_MAX, M.tooManyLines(field.label, field.max ?? LIST_MAX))),
      )
    case "list": {
      const max = field.max ?? LIST_MAX
      const checks: z.core.$ZodCheck<unknown[]>[] = [z.maxLength(max, M.tooManyItems(field.label, max))]
      if (field.min) checks.push(z.minLength(field.min, M.tooFewItems(field.label, field.min, field.itemLabel)))
      return orEmpty(z.array(schemaOf(field.of)).check(...checks))
    }
  }
}

/** The schema of a value made of these fields: unknown keys are dropped, every field is checked. */
export function schemaOf(fields: readonly DataField[]) {
  return z.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])))
}

/** A new value's defaults: empty texts, no image, empty lists (or `min` empty items). */
export function defaultOf(field: DataField): unknown {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "markdown":
    case "url":
      return ""
    case "icon":
      return null
    case "checkbox":
      return false
    case "image":
      return null
    case "link":
      return { label: "", href: "" } satisfies LinkValue
    case "select":
      return field.options[0]?.value ?? ""
    case "lines":
      return []
    case "list":
      return Array.from({ length: field.min ?? 0 }, () => defaultsOf(field.of))
  }
}

export function defaultsOf(fields: readonly DataField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.name, defaultOf(f)]))
}

/** Every image in a value (for the pre-publish checklist's alt-text rule and the media library's usage). */
export function imagesIn(fields: readonly DataField[], value: Record<string, unknown> | null | undefined): ImageValue[] {
  if (!value) return []
  const out: ImageValue[] = []
  for (const f of fields) {
    const v = value[f.name]
    if (f.kind === "image" && v && typeof v === "object") out.push(v as ImageValue)
    if (f.kind === "list" && Array.isArray(v)) for (const item of v) out.push(...imagesIn(f.of, item as Record<string, unknown>))
  }
  return out
}

/** Every link target in a value (for the checklist's link rule). */
export function linksIn(fields: readonly DataField[], value: Record<string, unknown> | null | undefined): string[] {
  if (!value) return []
  const out: string[] = []
  for (const f of fields) {
    const v = value[f.name]
    if (f.kind === "link" && v && typeof v === "object" && (v as LinkValue).href) out.push((v as LinkValue).href)
    if (f.kind === "url" && typeof v === "string" && v) out.push(v)
    if (f.kind === "list" && Array.isArray(v)) for (const item of v) out.push(...linksIn(f.of, item as Record<string, unknown>))
  }
  return out
}
