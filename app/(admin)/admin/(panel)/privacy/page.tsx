import type { Metadata } from "next"

import { loadForScreen } from "@/lib/data/admin/load"
import { listPrivacyRequests } from "@/lib/data/privacy"
import { PRIVACY } from "@/lib/copy/privacy"
import { refusal } from "@/lib/domain/policy"
import { PageHeader } from "@/components/admin/page-header"
import { PrivacyRequestForm } from "@/components/admin/privacy/privacy-request-form"
import { PrivacyRequestList } from "@/components/admin/privacy/privacy-request-list"

import { eraseDataSubject, findDataSubject } from "./actions"

export const metadata: Metadata = { title: PRIVACY.title }

/** Admin → Privacy: data-subject requests (owner and admins; the data layer refuses anyone else). */
export default async function PrivacyPage() {
  const loaded = await loadForScreen("listPrivacyRequests", () => listPrivacyRequests())
  return (
    <>
      <PageHeader title={PRIVACY.title} />
      {loaded.ok && !loaded.data.available ? (
        <p role="alert" className="text-muted-foreground">
          {PRIVACY.errors.unavailable}
        </p>
      ) : loaded.ok ? (
        <>
          <p className="mb-6 max-w-3xl text-sm text-muted-foreground">{PRIVACY.intro}</p>
          <PrivacyRequestForm find={findDataSubject} erase={eraseDataSubject} />
          <PrivacyRequestList requests={loaded.data.requests} now={loaded.data.now} />
        </>
      ) : (
        <p role="alert" className="text-muted-foreground">
          {refusal("privacy")}
        </p>
      )}
    </>
  )
}
