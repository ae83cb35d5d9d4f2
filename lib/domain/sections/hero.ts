import { HERO } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { buttonField, eyebrowField, headingField, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(HERO.fields.title),
  { name: "tagline", label: HERO.fields.tagline.label, kind: "text", max: 200, help: HERO.fields.tagline.help },
  { name: "line", label: HERO.fields.line, kind: "textarea", max: 600 },
  buttonField("button", HERO.fields.button),
  {
    name: "arrowTarget",
    label: HERO.fields.arrowTarget.label,
    kind: "text",
    max: 60,
    help: HERO.fields.arrowTarget.help,
  },
]

export type HeroData = { eyebrow: string; title: string; tagline: string; line: string; button: LinkValue; arrowTarget: string }

/** The full-screen opening of the home page: logo, headline, tagline, one line, a button and an arrow down. */
export const hero: SectionDeclaration = {
  type: "hero",
  label: HERO.label,
  description: HERO.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    title: "Your headline: what you do and for whom",
    line: "One sentence on the result a patient or client can expect.",
    button: { label: "Get Started", href: "#contact" },
    arrowTarget: "content",
  },
}
