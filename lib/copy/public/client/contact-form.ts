// English words a public client component draws, in a module of their own: a client bundle carries only the
// parts its components import (the bundler keeps a whole module). Another language's words arrive as props.
import { CONTACT_LABELS, CONTACT_TEXT } from "@/lib/copy/contact"

import { VALIDATION_UI } from "./validation"

/** The contact form (client) and the server's answers to it. */
export const CONTACT_FORM_UI = {
  ...CONTACT_TEXT,
  labels: { ...CONTACT_LABELS },
  messagePlaceholder: "A few words about your practice, your goals and your timeline",
  honeypot: "Leave this field empty",
  validation: VALIDATION_UI,
}
