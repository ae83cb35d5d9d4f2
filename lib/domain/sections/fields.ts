import { SECTION_FIELDS } from "@/lib/copy/sections"
import type { DataField, ImageValue, LinkValue } from "@/lib/domain/data-fields"
import type { IconName } from "@/lib/domain/icons"

/** Fields several section types share, so the editors label them the same way everywhere. */

export const eyebrowField = {
  name: "eyebrow",
  label: SECTION_FIELDS.eyebrow.label,
  kind: "text",
  max: 120,
  help: SECTION_FIELDS.eyebrow.help,
} as const satisfies DataField

export function headingField(label: string = SECTION_FIELDS.heading.label): DataField {
  return { name: "title", label, kind: "text", required: true, max: 200 }
}

export const descriptionField = {
  name: "description",
  label: SECTION_FIELDS.description.label,
  kind: "textarea",
  max: 1_000,
  help: SECTION_FIELDS.description.help,
} as const satisfies DataField

export function buttonField(name: string, label: string, help?: string): DataField {
  return {
    name,
    label,
    kind: "link",
    help: help ?? SECTION_FIELDS.button.help,
  }
}

export function imageField(name: string, label: string, required = false): DataField {
  return { name, label, kind: "image", required }
}

/** Cards of a title, a text and an icon (features, reasons, industries). */
export function iconCardsField(name: string, label: string, itemLabel: string, max = 12): DataField {
  return {
    name,
    label,
    kind: "list",
    itemLabel,
    titleField: "title",
    max,
    of: [
      { name: "title", label: SECTION_FIELDS.iconCard.title, kind: "text", required: true, max: 120 },
      { name: "description", label: SECTION_FIELDS.iconCard.description, kind: "textarea", max: 600 },
      { name: "icon", label: SECTION_FIELDS.iconCard.icon, kind: "icon" },
    ],
  }
}

/** A card as parsed by iconCardsField's schema (an icon may be left empty). */
export type IconCard = { title: string; description: string; icon: IconName | null }

/** A choice of how many items a collection-driven section shows. */
export function countField(label: string, max = 6): DataField {
  return {
    name: "count",
    label,
    kind: "select",
    options: Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
  }
}

export type { ImageValue, LinkValue }
