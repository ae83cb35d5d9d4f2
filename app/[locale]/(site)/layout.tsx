import type { Metadata } from "next"

import { absoluteUrl } from "@/lib/domain/site"
import { DEFAULT_LOCALE, isLocale, localeInfo } from "@/lib/domain/i18n"
import { getSiteChrome } from "@/lib/blog/site-chrome"
import { SiteShell } from "@/components/site/site-shell"

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** The site settings' name, description and default social image, under every public page's own metadata. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const { settings } = await getSiteChrome()
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

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  return (
    <SiteShell chrome={await getSiteChrome()} locale={isLocale(locale) ? locale : DEFAULT_LOCALE}>
      {children}
    </SiteShell>
  )
}
