// The site's not-found pages, drawn on the server. Next (16.4) answers a page that calls notFound() with a shell the
// browser has to draw: `<html id="__next_error__">` with no lang attribute and an empty body, the not-found content
// only in the RSC payload (vercel/next.js#62228; an address no route matches is drawn in full, one a page refuses is
// not). A visitor without JavaScript sees a blank page and a screen reader is told no language. For a browser's page
// request that Next answers so, this layer sends the site's own not-found page instead, as Next draws it at
// /not-found (/es/not-found; a missing post's at /not-found/post), with the status 404; those addresses themselves
// answer 404 too. Client-side navigations (RSC requests) are left to Next's not-found boundaries.
import { endArgs, toBuffer, writeHeadHeaders } from "./response-parts.mjs"

const ERROR_SHELL = Buffer.from('<html id="__next_error__"')
const NOT_FOUND = "/not-found"
const POST_NOT_FOUND = "/not-found/post"
// Paths the app serves outside the site's pages: their 404s are not pages.
const NOT_PAGES = /^\/(?:api|_next|admin|preview)(?:\/|$)|\.[a-z0-9]+$/i

/**
 * The not-found page that answers for `pathname` (decoded, without query): the post page for an address under a
 * blog, else the site's; in the address's language (a prefix of `locales` other than the default one). Null for an
 * address that is not a page (API, files, the admin and previews).
 * @param {string} pathname
 * @param {readonly string[]} prefixes the non-default languages' codes ("es")
 */
export function notFoundPageFor(pathname, prefixes) {
  if (NOT_PAGES.test(pathname)) return null
  const first = pathname.split("/")[1] ?? ""
  const prefix = prefixes.includes(first) ? `/${first}` : ""
  const rest = prefix ? pathname.slice(prefix.length) || "/" : pathname
  const page = /^\/blog\/[^/]+\/?$/.test(rest) ? POST_NOT_FOUND : NOT_FOUND
  return `${prefix}${page}`
}

/** Whether `pathname` is one of the not-found pages themselves ("/not-found", "/es/not-found/post"). */
export function isNotFoundPage(pathname, prefixes) {
  const first = pathname.split("/")[1] ?? ""
  const rest = prefixes.includes(first) ? pathname.slice(first.length + 1) : pathname
  return rest === NOT_FOUND || rest === POST_NOT_FOUND
}

/**
 * Returns `wrap(req, res)`: call it before handing a request on. `origin` is where this server answers itself
 * ("http://127.0.0.1:3000"); `prefixes` the non-default languages' codes.
 * @param {{ origin: string, prefixes: readonly string[] }} options
 */
export function createNotFoundPages({ origin, prefixes }) {
  /** The not-found page's HTML, as this server answers it (from its page cache, once drawn). */
  async function pageBody(path) {
    const res = await fetch(origin + path, { headers: { accept: "text/html", "accept-encoding": "identity" } })
    const body = Buffer.from(await res.arrayBuffer())
    if (body.includes(ERROR_SHELL)) throw new Error(`${path} answered the error shell`)
    return body
  }

  return function wrap(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return
    if (req.headers.rsc || req.headers["next-router-prefetch"]) return
    let pathname
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)
    } catch {
      return
    }
    const itself = isNotFoundPage(pathname, prefixes)
    const page = itself ? null : notFoundPageFor(pathname, prefixes)
    if (!itself && !page) return

    const { write, end, writeHead, flushHeaders } = res
    /** @type {"pass" | "hold" | undefined} */
    let state
    /** @type {Buffer[]} */
    const chunks = []

    // With status and headers final, at the first byte: the not-found pages are sent as 404 (and kept by no cache);
    // another page's 404 page is held whole, to be looked at.
    function decide() {
      if (state) return
      if (itself && res.statusCode === 200) {
        res.statusCode = 404
        res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate")
        res.removeHeader("etag")
      }
      state = !itself && res.statusCode === 404 && /^text\/html/i.test(String(res.getHeader("content-type") ?? "")) ? "hold" : "pass"
    }

    res.writeHead = function (status, reason, headers) {
      if (typeof reason !== "string") {
        headers = reason
        reason = undefined
      }
      res.statusCode = status
      if (reason) res.statusMessage = reason
      for (const [name, value] of writeHeadHeaders(headers)) res.setHeader(name, value)
      return state === "pass" ? writeHead.call(res, res.statusCode) : res
    }
    res.flushHeaders = function () {
      decide()
      if (state === "pass") flushHeaders.call(res)
    }
    res.write = function (chunk, enc, callback) {
      decide()
      if (state === "pass") return write.call(res, chunk, enc, callback)
      const body = toBuffer(chunk, enc)
      if (body) chunks.push(body)
      const done = typeof enc === "function" ? enc : callback
      if (typeof done === "function") process.nextTick(done)
      return true
    }
    res.end = function (...args) {
      const [chunk, enc, callback] = endArgs(...args)
      decide()
      if (state === "pass") return end.call(res, chunk, enc, callback)
      const last = toBuffer(chunk, enc)
      if (last) chunks.push(last)
      const body = Buffer.concat(chunks)
      if (typeof callback === "function") res.once("finish", callback)
      const send = (bytes) => {
        // From here the head goes out as Node writes it (through writeHead above) with the body.
        state = "pass"
        res.removeHeader("content-length")
        res.removeHeader("etag")
        res.statusCode = 404
        end.call(res, req.method === "HEAD" ? undefined : bytes)
      }
      if (!body.includes(ERROR_SHELL)) {
        send(body)
        return res
      }
      pageBody(page).then(send, (err) => {
        console.error("[server] the not-found page could not be drawn", err)
        send(body)
      })
      return res
    }
  }
}
