import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { buttonField, eyebrowField, headingField, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField("Headline"),
  { name: "tagline", label: "Tagline", kind: "text", max: 200, help: "The italic line under the headline." },
  { name: "line", label: "Supporting line", kind: "textarea", max: 600 },
  buttonField("button", "Button"),
  {
    name: "arrowTarget",
    label: "Arrow scrolls to",
    kind: "text",
    max: 60,
    help: "The anchor of the section the bouncing arrow at the bottom scrolls to (without #); leave empty for no arrow.",
  },
]

export type HeroData = { eyebrow: string; title: string; tagline: string; line: string; button: LinkValue; arrowTarget: string }

/** The full-screen opening of the home page: logo, headline, tagline, one line, a button and an arrow down. */
export const hero: SectionDeclaration = {
  type: "hero",
  label: "Hero",
  description: "A full-screen dark opening with the logo, a large headline, a tagline, one button and an arrow to the next section.",
  fields,
  defaults: {
    ...defaultsOf(fields),
    title: "Your headline: what you do and for whom",
    line: "One sentence on the result a patient or client can expect.",
    button: { label: "Get Started", href: "#contact" },
    arrowTarget: "content",
  },
}
