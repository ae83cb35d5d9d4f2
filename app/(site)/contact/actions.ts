"use server"

import { headers } from "next/headers"

import { submitLocalContact } from "@/lib/contact/submit-local"
import type { ContactResult } from "@/lib/contact/types"
import { clientIp, ipLimitKey } from "@/lib/request-ip"

/** The contact form's embedded path (no Formspree configured): validate, rate-limit, store, then report. */
export async function sendContactMessage(input: unknown): Promise<ContactResult> {
  return submitLocalContact(input, { ip: ipLimitKey(clientIp(await headers())) })
}
