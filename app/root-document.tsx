import type { Metadata, Viewport } from "next"

import { absoluteUrl, SITE } from "@/lib/domain/site"

import { fraunces, inter } from "./fonts"
import "./globals.css"
// The named classes load with the site's styles, after globals.css (which sets the order of the cascade layers):
// one render-blocking stylesheet on every public page, cached from the first visit, instead of a second and
// third request on blog pages.
import "@/components/ui/ui.css"
import "@/components/site/site.css"
import "@/components/home/home.css"
import "@/components/sections/hero.css"
import "@/components/home/intro-overlay.css"
import "@/components/motion/reveal.css"
import "@/components/blog/blog.css"
import "@/components/blog/prose.css"

/**
 * The <html> every root layout draws. The app has three roots, because <html lang> differs by page: the public site
 * (app/[locale]/layout.tsx, in the visitor's language), the admin (app/(admin)/layout.tsx, English) and the previews
 * (app/(preview)/layout.tsx). They share the fonts, the stylesheet and the base metadata here.
 */
export const baseMetadata: Metadata = {
  metadataBase: new URL(SITE.url),
  title: { default: `${SITE.name} | ${SITE.tagline}`, template: `%s | ${SITE.name}` },
  description: SITE.description,
  applicationName: SITE.name,
  openGraph: { type: "website", siteName: SITE.name, url: absoluteUrl("/") },
  twitter: { card: "summary_large_image" },
}

export const baseViewport: Viewport = {
  themeColor: "#0f5e59",
  width: "device-width",
  initialScale: 1,
}

export function RootDocument({ lang, children }: { lang: string; children: React.ReactNode }) {
  return (
    <html lang={lang} className={`${inter.variable} ${fraunces.variable}`}>
      <body className="min-h-dvh">{children}</body>
    </html>
  )
}
