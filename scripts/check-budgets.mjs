#!/usr/bin/env node
// Page-weight budgets of the public pages, read from the production build (run after `npm run build`; `npm test`
// does): the prerendered HTML of four pages, uncompressed, gzip and brotli (what browsers get from server/index.mjs),
// the render-blocking stylesheets each links, and the first-load JavaScript of their routes from the build's own
// report. Bytes, not timings, so the check is stable on a busy machine. The budgets are
// ceilings at today's weight plus a small margin: lower them when a page gets lighter (docs/performance.md).
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

const KB = 1024
// The header menus, footer and contact details are editable documents: their words and links travel in each page's
// RSC payload as the client components' props (docs/performance.md, "Menus and footer"), about 3 KB of raw HTML
// (0.5–1.4 KB gzip, 0.5–0.6 KB brotli), so the post, /blog and the service page stay above their ceilings of before.
// Spanish (docs/i18n.md, docs/performance.md "Two languages") added to every page: three hreflang links and
// og:locale in the head (about 0.3 KB), the language switcher in the header and footer with its props (about 0.5 KB
// of HTML, 1 KB of shared JavaScript), the interface words moved into per-component modules (about 1.2 KB of
// JavaScript), and on the home page the language suggestion (a 2 KB chunk).
// Issue 42: the built-in conversion post back under 67 KB of raw HTML (71.4 before) with the menus still data:
// code blocks without the highlighter's unstyled spans, a small root not-found boundary instead of Next's default
// in every payload, named classes for the post's header, call to action and previous/next links and for the
// not-found views, no 2048/3840 widths in srcsets, no property-style meta tag written twice. The named classes made
// the one stylesheet 4.5 KB larger (0.3–0.4 KB gzip, cached after the first page): css 17 -> 17.5.
// Ceilings: the measured weight rounded up to 0.5 KB with at least 100 bytes to spare.
// Consent (docs/leads.md, "Consent"): the contact form on the home and service pages shows the owner's consent
// wording, the privacy link and the marketing box by its send button, server-rendered and repeated in the RSC payload
// as the form's props (about 1 KB of HTML, 0.3–0.5 KB gzip), and the form draws them (+1 KB of JavaScript
// uncompressed): home 77 -> 78.5 (gzip 16.5 -> 17), service 54 -> 55.5 (gzip 10.5 -> 11.5, br 8.5 -> 9), es home
// 80.5 -> 82 (gzip 17.5 -> 18), es service 56.5 -> 58 (gzip 11.5 -> 12.5); JS / 506 -> 507.5, service 505 -> 506.
// Brotli at the level the server keeps cached bodies at; css is the gzip size of the stylesheets the page links.
const PAGES = [
  { name: "home", file: "en.html", html: 78.5 * KB, gzip: 17 * KB, br: 11.5 * KB, css: 17.5 * KB },
  { name: "post", file: "en/blog/healthcare-website-conversion.html", html: 67 * KB, gzip: 17.5 * KB, br: 12 * KB, css: 17.5 * KB },
  { name: "blog", file: "en/blog.html", html: 39 * KB, gzip: 9 * KB, br: 7.5 * KB, css: 17.5 * KB },
  { name: "service", file: "en/services/social-media.html", html: 55.5 * KB, gzip: 11.5 * KB, br: 9 * KB, css: 17.5 * KB },
  // The Spanish twins: Spanish copy runs longer, and their interface words travel as props (English ones are in
  // the cached client code); /es/blog lists the two Spanish posts.
  { name: "es home", file: "es.html", html: 82 * KB, gzip: 18 * KB, br: 12.5 * KB, css: 17.5 * KB },
  { name: "es post", file: "es/blog/guia-marketing-consultorio-dental.html", html: 67 * KB, gzip: 18 * KB, br: 12.5 * KB, css: 17.5 * KB },
  { name: "es blog", file: "es/blog.html", html: 33 * KB, gzip: 8 * KB, br: 7 * KB, css: 17.5 * KB },
  { name: "es service", file: "es/services/social-media.html", html: 58 * KB, gzip: 12.5 * KB, br: 9.5 * KB, css: 17.5 * KB },
  // The blog's category and sitemap pages, in each language (author pages render on first visit: no file to read).
  { name: "category", file: "en/blog/category/social-media.html", html: 31 * KB, gzip: 7 * KB, br: 6 * KB, css: 17.5 * KB },
  { name: "es category", file: "es/blog/category/redes-sociales.html", html: 27 * KB, gzip: 7 * KB, br: 6 * KB, css: 17.5 * KB },
  { name: "blog sitemap", file: "en/blog/sitemap.html", html: 23.5 * KB, gzip: 6 * KB, br: 5 * KB, css: 17.5 * KB },
  { name: "es blog sitemap", file: "es/blog/sitemap.html", html: 24.5 * KB, gzip: 6.5 * KB, br: 5.5 * KB, css: 17.5 * KB },
  // The services index and the resource library, in both languages since their words moved into the dictionaries
  // (the library as prerendered: no resource yet).
  { name: "services", file: "en/services.html", html: 28 * KB, gzip: 6.5 * KB, br: 5.5 * KB, css: 17.5 * KB },
  { name: "es services", file: "es/services.html", html: 29 * KB, gzip: 6.5 * KB, br: 5.5 * KB, css: 17.5 * KB },
  { name: "resources", file: "en/resources.html", html: 26 * KB, gzip: 6.5 * KB, br: 5.5 * KB, css: 17.5 * KB },
  { name: "es resources", file: "es/resources.html", html: 27 * KB, gzip: 6.5 * KB, br: 5.5 * KB, css: 17.5 * KB },
]
// Both languages share each route's JavaScript.
const ROUTES = [
  { route: "/[locale]", js: 507.5 * KB },
  { route: "/[locale]/blog/[postId]", js: 493 * KB },
  // 499.5: each card is named by its title (aria-labelledby on the article, an id on its heading; +0.2 KB).
  { route: "/[locale]/blog", js: 499.5 * KB },
  // 505: the contact form shares one form-token hook and field-error picker with the lead forms (+0.2 KB).
  { route: "/[locale]/services/social-media", js: 506 * KB },
  { route: "/[locale]/blog/category/[categorySlug]", js: 489 * KB },
  { route: "/[locale]/blog/author/[slug]/[[...page]]", js: 489 * KB },
  { route: "/[locale]/blog/sitemap", js: 477 * KB },
  // 473.5: the not-found views every page's boundary carries moved into one module (+32 bytes on every route).
  { route: "/[locale]/services", js: 473.5 * KB },
  { route: "/[locale]/resources", js: 488 * KB },
]

const dir = process.argv[2] ?? ".next"
const failures = []
const kb = (n) => `${(n / KB).toFixed(1)} KB`
const check = (what, actual, budget) => {
  const ok = actual <= budget
  console.log(`${ok ? "ok  " : "OVER"} ${what.padEnd(44)} ${kb(actual).padStart(9)} / ${kb(budget)}`)
  if (!ok) failures.push(what)
}

for (const page of PAGES) {
  const path = join(dir, "server/app", page.file)
  if (!existsSync(path)) {
    // The page is no longer prerendered where this script looks: a budget that reads nothing must not pass.
    console.error(`missing ${path}: is ${page.name} still static? Update scripts/check-budgets.mjs.`)
    process.exit(1)
  }
  const html = readFileSync(path)
  check(`${page.name} HTML`, html.length, page.html)
  check(`${page.name} HTML gzip`, gzipSync(html).length, page.gzip)
  const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  check(`${page.name} HTML brotli`, br.length, page.br)
  const stylesheets = [...html.toString().matchAll(/<link rel="stylesheet" href="\/_next\/([^"]+)"/g)].map((m) => m[1])
  const css = stylesheets.reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file))).length, 0)
  check(`${page.name} stylesheets gzip (${stylesheets.length})`, css, page.css)
}

const stats = JSON.parse(readFileSync(join(dir, "diagnostics/route-bundle-stats.json"), "utf8"))
for (const { route, js } of ROUTES) {
  const row = stats.find((r) => r.route === route)
  if (!row) {
    console.error(`route ${route} is missing from the build's bundle report: update scripts/check-budgets.mjs.`)
    process.exit(1)
  }
  check(`${route} first-load JS (uncompressed)`, row.firstLoadUncompressedJsBytes, js)
}

if (failures.length) {
  console.error(`\nOver budget: ${failures.join(", ")}. Make the page lighter, or raise the budget with a reason.`)
  process.exit(1)
}
