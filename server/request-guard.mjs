/**
 * Checks a raw request before Next sees it, for the malformed input Next itself would answer with a 500:
 * a path that is not valid percent-encoding, and server-action requests that are cross-origin, of a type no
 * browser sends for an action, or larger than the action body limit. Returns the refusal, or null to go on.
 */

const ACTION_BODY_LIMIT = 1024 * 1024
const ACTION_TYPES = ["text/plain", "multipart/form-data"]

/**
 * @typedef {{ status: number, title: string, detail: string }} Refusal
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 * @param {{ trustForwardedHost: boolean }} opts
 * @returns {Refusal | null}
 */
export function checkRequest(req, { trustForwardedHost }) {
  const url = req.url ?? "/"
  const q = url.indexOf("?")
  const path = q === -1 ? url : url.slice(0, q)
  if (!path.startsWith("/")) return refusal(400, "Bad request", "The address of this request could not be read.")
  try {
    decodeURIComponent(path)
  } catch {
    return refusal(400, "Bad request", "The address of this request is not valid percent-encoding.")
  }
  if (isActionRequest(req)) return checkAction(req, trustForwardedHost)
  return null
}

/** @param {{ method?: string, headers: Record<string, string | string[] | undefined> }} req */
function isActionRequest(req) {
  return req.method === "POST" && req.headers["next-action"] !== undefined
}

/**
 * A request Next may decode as a server action: one with the Next-Action header, or a form post to a page (a
 * form submitted before the page's script ran carries its action in the body). Next answers a body it cannot
 * decode with a 500; our actions return their own failures as values, so for these a 5xx is the request's fault.
 *
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function mayBeDecodedAsAction(req) {
  if (req.method !== "POST") return false
  if (isActionRequest(req)) return true
  if ((req.url ?? "").startsWith("/api/")) return false
  const type = mediaType(req.headers)
  return type === "multipart/form-data" || type === "application/x-www-form-urlencoded"
}

/**
 * @param {{ headers: Record<string, string | string[] | undefined> }} req
 * @param {boolean} trustForwardedHost
 * @returns {Refusal | null}
 */
function checkAction(req, trustForwardedHost) {
  const h = req.headers
  const origin = first(h.origin)
  if (origin !== undefined) {
    const host = (trustForwardedHost && first(h["x-forwarded-host"])) || first(h.host) || ""
    let originHost = ""
    try {
      originHost = new URL(origin).host
    } catch {}
    if (!originHost || originHost.toLowerCase() !== host.toLowerCase()) {
      return refusal(403, "Forbidden", "This request did not come from this site.")
    }
  }
  if (!ACTION_TYPES.includes(mediaType(h))) return refusal(415, "Unsupported media type", "This request's body is of a type the site does not accept.")
  const length = first(h["content-length"])
  if (length !== undefined && (!/^\d+$/.test(length) || Number(length) > ACTION_BODY_LIMIT)) {
    return refusal(413, "Request too large", "This request's body is larger than the site accepts.")
  }
  return null
}

/** @param {string | string[] | undefined} v */
function first(v) {
  return Array.isArray(v) ? v[0] : v
}

/**
 * The Content-Type without its parameters, lower case ("" when absent).
 * @param {Record<string, string | string[] | undefined>} headers
 */
function mediaType(headers) {
  return (first(headers["content-type"]) ?? "").split(";")[0].trim().toLowerCase()
}

/** @returns {Refusal} */
function refusal(status, title, detail) {
  return { status, title, detail }
}

/** A small self-contained page for a refusal: no scripts, nothing from the request echoed. */
export function refusalPage({ title, detail }) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="robots" content="noindex"></head><body><h1>${title}</h1><p>${detail}</p><p><a href="/">Go to the home page</a></p></body></html>`
}
