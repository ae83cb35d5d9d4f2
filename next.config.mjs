// A plain ES module (not next.config.ts): the container image runs the server from Next's standalone output, where
// a TypeScript config would need the SWC compiler, which that output does not carry.
import { join } from "node:path"

import { PHASE_PRODUCTION_BUILD } from "next/constants.js"

import { localeRoutingRules } from "./lib/domain/i18n/locales.mjs"

const isDev = process.env.NODE_ENV !== "production"

const supabaseOrigin = (() => {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL
  if (!url) return ""
  try {
    return new URL(url).origin
  } catch {
    return ""
  }
})()

// Public pages are static, so scripts keep 'unsafe-inline' here (Next's inline bootstrap); /admin gets a
// per-request nonce policy from proxy.ts instead.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${supabaseOrigin ? ` ${supabaseOrigin}` : ""}`,
  "font-src 'self'",
  `connect-src 'self' https://formspree.io${supabaseOrigin ? ` ${supabaseOrigin}` : ""}${isDev ? " ws:" : ""}`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'self' https://formspree.io",
].join("; ")

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(isDev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }]),
]

// The live preview page: the same policy, but the admin's editor (same origin) may frame it.
const framedBySelf = [
  ...securityHeaders.filter((h) => h.key !== "X-Frame-Options" && h.key !== "Content-Security-Policy"),
  { key: "Content-Security-Policy", value: contentSecurityPolicy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
]

// The production server (server/index.mjs) compresses responses itself and keeps the compressed bodies of cacheable
// responses (SERVER_COMPRESSES is its signal); Next's own gzip is for `next start`/`next dev` only.
// COMPRESS_RESPONSES=false turns both off, for a proxy or CDN that compresses. Read at start, no rebuild needed.
const compress = process.env.COMPRESS_RESPONSES !== "false" && process.env.SERVER_COMPRESSES !== "1"

/** @type {(phase: string) => import("next").NextConfig} */
const nextConfig = (phase) => ({
  // The build also writes .next/standalone: the server files and the node_modules they use, which the container
  // image runs (Dockerfile). Only while building: a running server given this option warns that it is not
  // server.js, but this project's own server (server/index.mjs) is what runs, in the image too.
  output: phase === PHASE_PRODUCTION_BUILD ? "standalone" : undefined,
  // What the documented custom-server API (server/index.mjs) loads beyond Next's own server.js: it reads this
  // configuration at start, which needs these two; and the built-in posts, which lib/site/posts.ts reads by a
  // path it builds (so that the whole project is not traced from there); and the bot list the page-view intake's
  // thread imports when it runs from source (the app's bundles carry their own copy).
  outputFileTracingIncludes: {
    "/*": ["./node_modules/next/constants.js", "./node_modules/next/dist/compiled/webpack/**/*", "./node_modules/next/dist/compiled/@babel/runtime/**/*", "./content/blog/**/*", "./node_modules/isbot/**/*"],
  },
  poweredByHeader: false,
  // app/not-found.tsx replaces Next's built-in root boundary that every page's payload carries; with it, the
  // address no route matches needs a page of its own, outside every root layout: Next's global not-found page.
  experimental: { globalNotFound: true },
  compress,
  // Under server/index.mjs, validators for prerendered pages come from its compression layer (a native hash of the
  // bytes); Next's own hashes every page in JavaScript on every request, and stays on for `next start`.
  generateEtags: process.env.SERVER_COMPRESSES !== "1",
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "nodemailer", "@node-rs/argon2"],
  // Page and data cache entries stay in each server's memory, checked against cache-tag state every server shares
  // (the database with DATABASE_URL, else a file in DATA_DIR): a publish on one server is seen by all, and a
  // scheduled expiry survives a restart. docs/deploy.md.
  cacheHandler: join(/*turbopackIgnore: true*/ process.cwd(), "lib", "server", "cache", "handler.mjs"),
  cacheMaxMemorySize: 0,
  images: {
    formats: ["image/avif", "image/webp"],
    // Next's ladder without 2048 and 3840: the widest image slot is 1000 CSS px (a case study's cover), which
    // 1920 serves at twice the density, and every width is written out in each srcset (twice for the LCP image,
    // in its preload and on the <img>), about 80 bytes of HTML per image per width.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    dangerouslyAllowSVG: false,
  },
  // English at /, other languages at /{code}/ (lib/domain/i18n): every public page is rendered under app/[locale].
  async rewrites() {
    return { beforeFiles: [], afterFiles: localeRoutingRules().rewrites, fallback: [] }
  },
  async redirects() {
    return localeRoutingRules().redirects
  },
  async headers() {
    // Every path but /api/uploads and /api/downloads, whose files carry their own sandbox policy (a later rule would
    // replace it), and the member's document previews, which the editor frames beside itself (same origin only).
    return [
      { source: "/((?!api/uploads/|api/downloads/|preview/live/).*)", headers: securityHeaders },
      { source: "/preview/live/:path*", headers: framedBySelf },
    ]
  },
})

export default nextConfig
