import type { Metadata } from "next"

import { absoluteUrl } from "@/lib/domain/site"
import { DEFAULT_LOCALE, isLocale, LOCALE_DEFINITIONS, localeInfo, localizedPath, type Locale } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { getSiteChrome } from "@/lib/site/site-chrome"
import { SiteShell } from "@/components/site/site-shell"

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** The site settings' name, description and default social image, under every public page's own metadata. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const { settings } = await getSiteChrome(isLocale(locale) ? locale : undefined)
  const image = settings.socialImage
  return {
    title: { default: `${settings.name} | ${settings.tagline}`, template: `%s | ${settings.name}` },
    description: settings.description,
    applicationName: settings.name,
    openGraph: {
      type: "website",
      siteName: settings.name,
      url: absoluteUrl("/"),
      ...(isLocale(locale) ? { locale: localeInfo(locale).og } : {}),
      ...(image ? { images: [{ url: image.src, width: image.width, height: image.height, alt: image.alt }] } : {}),
    },
    ...(image ? { twitter: { card: "summary_large_image", images: [{ url: image.src, alt: image.alt }] } } : {}),
  }
}

/** The switcher's languages: every one but the page's own, each with its own name and home page. */
function otherLanguages(locale: Locale) {
  return {
    label: publicCopy(locale).site.languages,
    options: LOCALE_DEFINITIONS.filter((l) => l.code !== locale).map((l) => ({ code: l.code, label: l.label, home: localizedPath(l.code, "/") })),
  }
}

export default async function SiteLayout({ children, params }: Props) {
  const raw = (await params).locale
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE
  return (
    <SiteShell chrome={await getSiteChrome(locale)} locale={locale} languages={otherLanguages(locale)}>
      {children}
    </SiteShell>
  )
}
