import type { DeviceClass } from "./types"

/**
 * Crawlers, link previewers, monitors and headless browsers. Bots that run no JavaScript never send the beacon;
 * these are the ones that do, or that call the endpoint directly.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|scrape|headless|phantomjs|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|quora link|whatsapp|telegram|discord|skype|curl\/|wget\/|python-|go-http|java\/|okhttp|axios\/|node-fetch|undici|postman|insomnia|httpclient|libwww|apache-httpclient|feed|rss|bingpreview|yahoo|yandex|baidu|duckduck|semrush|ahrefs|mj12|dotbot|petalbot|bytespider|gptbot|claude|perplexity|ccbot|amazonbot|applebot/i

export function isBot(userAgent: string): boolean {
  return !userAgent || userAgent.length < 10 || BOT.test(userAgent)
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
