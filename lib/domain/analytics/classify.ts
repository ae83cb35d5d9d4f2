import { isBot as isListedBot } from "isbot"

import type { DeviceClass } from "./types"

/**
 * Crawlers, link previewers, monitors, scripts and headless browsers, by the isbot package's maintained list (a
 * hand-written pattern here once held words such as "yahoo", "feed" or "telegram", which the user agents of real
 * browsers and in-app browsers contain). Bots that run no JavaScript never send the beacon; these are the ones that
 * do, or that call the endpoint directly. An empty or tiny user agent is no browser's either.
 */
export function isBot(userAgent: string): boolean {
  return !userAgent || userAgent.length < 10 || isListedBot(userAgent)
}

export function deviceClass(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return "tablet"
  if (/mobi|iphone|ipod|android|phone|blackberry|opera mini|iemobile/i.test(userAgent)) return "mobile"
  return "desktop"
}

/** "es-MX" → "es"; anything that is not a language tag → "". */
export function primaryLanguage(tag: unknown): string {
  if (typeof tag !== "string") return ""
  const m = /^([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*$/i.exec(tag.trim())
  return m ? m[1]!.toLowerCase() : ""
}
