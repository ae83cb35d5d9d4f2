import type { Metadata } from "next"

import { loadForScreen } from "@/lib/data/admin/load"
import { getCurrentUser } from "@/lib/data/auth"
import { can } from "@/lib/domain/policy"
import { getSiteSettings } from "@/lib/data/settings"
import { SEO_SETTINGS_UI } from "@/lib/copy/people"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { PageHeader } from "@/components/admin/page-header"
import { SeoSettingsForm } from "@/components/admin/people/seo-settings-form"

import { saveSeoSettings } from "./actions"

export const metadata: Metadata = { title: SEO_SETTINGS_UI.title }

export default async function SeoSettingsPage() {
  const loaded = await loadForScreen("getSiteSettings", async () => ({ settings: await getSiteSettings(), user: await getCurrentUser() }))
  return (
    <>
      <PageHeader title={SEO_SETTINGS_UI.title} />
      {loaded.ok ? (
        <SeoSettingsForm initial={loaded.data.settings} canEdit={can(loaded.data.user?.role, "settings")} save={saveSeoSettings} />
      ) : (
        <LoadErrorToast description={SEO_SETTINGS_UI.loadFailed} />
      )}
    </>
  )
}
