import { notFound } from "next/navigation"

import { isLocale, LOCALE_CODES } from "@/lib/domain/i18n"

import { baseMetadata, baseViewport, RootDocument } from "../root-document"

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/**
 * The public site's root, once per language, so that <html lang> is the page's language. English pages are
 * rendered here as /en/… and served at / (the rewrite in next.config.mjs); other languages live at their prefix
 * (/es/…). An unknown prefix never reaches it: the rewrite sends /fr/x to /en/fr/x, a not-found page.
 * The public shell and the site's not-found page are one level down, in (site), where a page's notFound() finds
 * them (a not-found page beside a root layout is not drawn inside it).
 */
export function generateStaticParams() {
  return LOCALE_CODES.map((locale) => ({ locale }))
}
export const metadata = baseMetadata
export const viewport = baseViewport

export default async function LocaleRootLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <RootDocument lang={locale}>{children}</RootDocument>
}
