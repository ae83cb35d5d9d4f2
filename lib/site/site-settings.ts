import "server-only"

import { cache } from "react"

import { getMedicalDisclaimerAnon } from "./public-reads"

/** The disclaimer text shown under posts that turn it on (Admin → SEO Settings). */
export const getMedicalDisclaimer = cache(() => getMedicalDisclaimerAnon())
