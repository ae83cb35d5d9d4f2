import type { Metadata } from "next"

import { loadForScreen } from "@/lib/data/admin/load"
import { getLeadRetention } from "@/lib/data/lead-retention"
import { getLeadSettingsForOwner } from "@/lib/data/lead-settings"
import { getNotificationModes } from "@/lib/data/protected-notifications"
import { LEADS } from "@/lib/copy/leads"
import { LeadRetentionForm } from "@/components/admin/leads/lead-retention-form"
import { LeadSettingsForm } from "@/components/admin/leads/lead-settings-form"
import { NotificationModesForm } from "@/components/admin/leads/notification-modes-form"
import { PageHeader } from "@/components/admin/page-header"

import { saveLeadRetention, saveLeadSettings, saveNotificationModes } from "../actions"

export const metadata: Metadata = { title: LEADS.settings.title }

export default async function LeadSettingsPage() {
  const loaded = await loadForScreen("getLeadSettings", () => getLeadSettingsForOwner())
  const retention = loaded.ok ? await loadForScreen("getLeadRetention", () => getLeadRetention()) : null
  // The owner and admins (the settings permission): an admin sees this card without the owner's lead settings.
  const modes = await loadForScreen("getNotificationModes", () => getNotificationModes())
  return (
    <>
      <PageHeader title={LEADS.settings.title} crumbs={[{ label: LEADS.title, href: "/admin/leads" }]} />
      {loaded.ok ? (
        <LeadSettingsForm
          initial={{ ...loaded.data.workingHours, targetMinutes: loaded.data.targetMinutes, editorsSeeAll: loaded.data.editorsSeeAll, crm: loaded.data.crm as never }}
          save={saveLeadSettings}
        />
      ) : (
        <p role="alert" className="text-muted-foreground">
          {LEADS.settings.ownerOnly}
        </p>
      )}
      {modes.ok ? <NotificationModesForm initial={modes.data} save={saveNotificationModes} /> : null}
      {retention?.ok ? <LeadRetentionForm key={retention.data.months} months={retention.data.months} next={retention.data.next} save={saveLeadRetention} /> : null}
    </>
  )
}
