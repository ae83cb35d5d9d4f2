"use server"

import { headers } from "next/headers"

import { clientIp, ipLimitKey } from "@/lib/request-ip"

import { submitLocalContact } from "./submit-local"
import type { ContactResult } from "./types"

/**
 * The contact form's server action, for the embedded path (no Formspree configured): validate, rate-limit, store,
 * then report. It lives here rather than beside a route because the form appears on several pages and components
 * import from lib, never from app.
 */
export async function sendContactMessage(input: unknown): Promise<ContactResult> {
  return submitLocalContact(input, { ip: ipLimitKey(clientIp(await headers())) })
}
