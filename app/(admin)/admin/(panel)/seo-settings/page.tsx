import type { Metadata } from "next"

import { loadForScreen } from "@/lib/data/admin/load"
import { getCurrentUser } from "@/lib/data/auth"
import { can } from "@/lib/domain/policy"
import { getSiteSettings, type SiteSettings } from "@/lib/data/settings"
import { categoryTitleFromSlug, toSlug } from "@/lib/domain/blog/categories"
import { LOCALE_CODES } from "@/lib/domain/i18n"
import { listPostCategories } from "@/lib/site/repository"
import { SEO_SETTINGS_UI } from "@/lib/copy/people"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { PageHeader } from "@/components/admin/page-header"
import { SeoSettingsForm } from "@/components/admin/people/seo-settings-form"

import { saveSeoSettings } from "./actions"

export const metadata: Metadata = { title: SEO_SETTINGS_UI.title }

/** The categories a re-review period can be set for: the posts' (every language), the clinical ones, saved ones. */
async function reviewCategories(settings: SiteSettings): Promise<{ slug: string; name: string }[]> {
  const bySlug = new Map<string, string>()
  for (const locale of LOCALE_CODES) for (const c of await listPostCategories(locale)) if (!bySlug.has(c.slug)) bySlug.set(c.slug, c.name)
  for (const slug of [...settings.clinicalCategories, ...Object.keys(settings.reReviewMonths)].map(toSlug)) {
    if (slug && !bySlug.has(slug)) bySlug.set(slug, categoryTitleFromSlug(slug))
  }
  return [...bySlug].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name))
}

export default async function SeoSettingsPage() {
  const loaded = await loadForScreen("getSiteSettings", async () => {
    const settings = await getSiteSettings()
    return { settings, categories: await reviewCategories(settings), user: await getCurrentUser() }
  })
  return (
    <>
      <PageHeader title={SEO_SETTINGS_UI.title} />
      {loaded.ok ? (
        <SeoSettingsForm
          initial={loaded.data.settings}
          categories={loaded.data.categories}
          canEdit={can(loaded.data.user?.role, "settings")}
          canEditReview={can(loaded.data.user?.role, "review_settings")}
          save={saveSeoSettings}
        />
      ) : (
        <LoadErrorToast description={SEO_SETTINGS_UI.loadFailed} />
      )}
    </>
  )
}
