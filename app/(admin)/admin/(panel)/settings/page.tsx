import type { Metadata } from "next"
import Link from "next/link"

import { SITE_SETTINGS_SCREEN } from "@/lib/copy/site-content"
import { settingsCards } from "@/lib/domain/content/admin"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { PageHeader } from "@/components/admin/page-header"

export const metadata: Metadata = { title: SITE_SETTINGS_SCREEN.title }

/**
 * Menus and site settings in one place, each with what it changes, so nobody has to hunt for the menu editor: one
 * card per singleton, from its declaration's `admin.card`.
 */
export default function SiteSettingsIndexPage() {
  return (
    <>
      <PageHeader title={SITE_SETTINGS_SCREEN.title} />
      <p className="mb-6 max-w-2xl text-sm text-muted-foreground">{SITE_SETTINGS_SCREEN.intro}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {settingsCards().map((card) => (
          <li key={card.href}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle>
                  <Link href={card.href} className="hover:underline">
                    {card.title}
                  </Link>
                </CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">{card.description}</CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </>
  )
}
