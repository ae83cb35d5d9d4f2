// English words a public client component draws, in a module of their own: a client bundle carries only the
// parts its components import (the bundler keeps a whole module). Another language's words arrive as props.
import { RESOURCE_PAGE } from "@/lib/copy/public-documents"

import { VALIDATION_UI } from "./validation"

/** The gated download form of a resource (client). */
export const DOWNLOAD_GATE_UI = {
  ...RESOURCE_PAGE.gate,
  download: "Download {title}",
  readyHelp: "The link works for {hours} hours.",
  honeypot: "Leave this field empty",
  validation: VALIDATION_UI,
}
