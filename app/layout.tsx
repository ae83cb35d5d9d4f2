import type { Metadata, Viewport } from "next"

import { absoluteUrl, SITE } from "@/lib/site"

import { fraunces, inter } from "./fonts"
import "./globals.css"

export const metadata: Metadata = {
  metadataBase: new URL(SITE.url),
  title: { default: `${SITE.name} | ${SITE.tagline}`, template: `%s | ${SITE.name}` },
  description: SITE.description,
  applicationName: SITE.name,
  openGraph: { type: "website", siteName: SITE.name, url: absoluteUrl("/") },
  twitter: { card: "summary_large_image" },
}

export const viewport: Viewport = {
  themeColor: "#0f5e59",
  width: "device-width",
  initialScale: 1,
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${fraunces.variable}`}>
      <body className="min-h-dvh">{children}</body>
    </html>
  )
}
