"use client"

import { DOWNLOAD_GATE_UI } from "@/lib/copy/public/client/download-gate"
import { fill } from "@/lib/copy/public/fill"
import type { PublicCopy } from "@/lib/copy/public"
import type { ConsentShown } from "@/lib/domain/consent"
import { downloadRequestSchemaFor, type DownloadRequestField, type DownloadRequestResult } from "@/lib/domain/schemas/download-request"
import { buttonVariants } from "@/components/ui/button"
import { LeadForm, type LeadFormField } from "@/components/contact/lead-form"

type DownloadGateProps = {
  slug: string
  title: string
  hours: number
  /** The page's language (the server answers in it) and the form's words in it; both absent for English. */
  locale?: string
  text?: PublicCopy["downloadGate"]
  consent?: ConsentShown
}

/**
 * A gated resource's form: name and e-mail, sent through the lead pipeline (/api/resources/{slug}/request). The
 * answer's signed link is shown at once.
 */
export function DownloadGate({ slug, title, hours, locale, text: T = DOWNLOAD_GATE_UI, consent }: DownloadGateProps) {
  const fields: LeadFormField<DownloadRequestField>[] = [
    { name: "name", label: T.name, type: "text", autoComplete: "name" },
    { name: "email", label: T.email, type: "email", autoComplete: "email" },
  ]
  return (
    <LeadForm
      endpoint={`/api/resources/${encodeURIComponent(slug)}/request`}
      fields={fields}
      rules={downloadRequestSchemaFor(T.validation)}
      locale={locale}
      text={T}
      testId="download-gate"
      consent={consent}
      done={{
        testId: "download-ready",
        title: T.ready,
        body: (done: Extract<DownloadRequestResult, { ok: true }>) => (
          <>
            <a href={done.url} className={buttonVariants({ variant: "gradient", size: "lg", className: "mt-4" })} data-testid="download-link">
              {fill(T.download, { title })}
            </a>
            <p className="mt-3 text-sm text-muted-foreground">{fill(T.readyHelp, { hours })}</p>
            {done.emailed ? <p className="mt-1 text-sm text-muted-foreground">{T.emailed}</p> : null}
          </>
        ),
      }}
    />
  )
}
