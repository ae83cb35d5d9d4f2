import Image from "next/image"
import Link from "next/link"

import type { ResourceView } from "@/lib/site/site-documents"
import { consentShown } from "@/lib/site/consent"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import { clientCopy, publicCopy } from "@/lib/copy/public"
import { RenderedMarkdown } from "@/components/admin/rendered-markdown"
import { buttonVariants } from "@/components/ui/button"

import { DownloadGate } from "./download-gate"

/** One resource at /resources/{slug}: cover, summary, description and the download (a link, or the gate form). */
export async function ResourceArticle({ resource, hours, locale = DEFAULT_LOCALE }: { resource: ResourceView; hours: number; locale?: Locale }) {
  const consent = resource.gated && resource.file ? await consentShown("download", locale) : undefined
  const copy = publicCopy(locale)
  const text = copy.resource
  const gateText = clientCopy(locale, copy.downloadGate)
  return (
    <article data-testid="resource" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">{text.kindLabel[resource.kind]}</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{resource.title}</h1>
      {resource.summary ? <p className="mt-5 max-w-3xl text-lg text-muted-foreground">{resource.summary}</p> : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          {resource.cover ? (
            <Image
              src={resource.cover.src}
              alt={resource.cover.alt}
              width={resource.cover.width}
              height={resource.cover.height}
              sizes="(min-width: 1024px) 640px, 100vw"
              priority
              className="mb-8 h-auto w-full rounded-2xl"
            />
          ) : null}
          {resource.body ? <RenderedMarkdown source={resource.body} /> : null}
        </div>
        <aside>
          {!resource.file ? (
            <div className="rounded-2xl border bg-card p-6 shadow-sm">
              <p className="text-sm text-muted-foreground">{text.noFile}</p>
              <Link href={localizedPath(locale, "/contact")} className={buttonVariants({ size: "lg", className: "mt-4" })}>
                {text.askForIt}
              </Link>
            </div>
          ) : resource.gated ? (
            <DownloadGate slug={resource.slug} title={resource.title} hours={hours} locale={gateText ? locale : undefined} text={gateText} consent={consent} />
          ) : (
            <div className="rounded-2xl border bg-card p-6 shadow-sm">
              <a href={resource.file} download className={buttonVariants({ variant: "gradient", size: "lg" })} data-testid="download-link">
                {text.download(resource.title)}
              </a>
            </div>
          )}
          <Link href={localizedPath(locale, "/resources")} className="mt-6 inline-block text-sm font-semibold text-primary hover:underline">
            {text.allResources}
          </Link>
        </aside>
      </div>
    </article>
  )
}
