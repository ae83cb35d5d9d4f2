"use client"

import type { ContentKind } from "@/lib/domain/types"
import { useWatch } from "react-hook-form"

import { SEO_EDITOR_UI } from "@/lib/copy/people"
import { SERP, truncateToWidth, urlBreadcrumbs } from "@/lib/domain/seo/serp"

import type { SeoFormFields } from "@/lib/data/admin/seo-types"

type SeoPreviewsProps = { kind: ContentKind; siteUrl: string; titleSuffix: string; savedSlug: string | null }

/** The search result and the social card as they would look, recomputed as the editor types. */
export function SeoPreviews({ kind, siteUrl, titleSuffix, savedSlug }: SeoPreviewsProps) {
  const v = useWatch<SeoFormFields>() as Partial<SeoFormFields>
  const path = kind === "post" ? `/blog/${v.slug ?? ""}` : `/${v.slug ?? ""}`
  const url = (v.canonical_url ?? "").trim() || `${siteUrl.replace(/\/$/, "")}${path}`
  const title = (v.meta_title ?? "").trim() || ((v.title ?? "").trim() ? `${(v.title ?? "").trim()}${titleSuffix}` : "")
  const description = (v.meta_description ?? "").trim() || (kind === "post" ? (v.excerpt ?? "").trim() : "")
  const shownTitle = truncateToWidth(title, SERP.titleFontPx, SERP.titleMaxPx)
  const shownDescription = truncateToWidth(description, SERP.descriptionFontPx, SERP.descriptionMaxPx)

  const socialTitle = (v.social_title ?? "").trim() || title
  const socialImage = (v.social_image ?? "").trim() || (v.featured_image ?? "") || (kind === "post" && savedSlug ? `/blog/${savedSlug}/og` : "")
  let domain = siteUrl
  try {
    domain = new URL(siteUrl).host
  } catch {
    // keep the configured text
  }

  return (
    <div className="grid gap-5">
      <section aria-labelledby="serp-preview-heading" className="grid gap-2">
        <h3 id="serp-preview-heading" className="text-sm font-medium">
          {SEO_EDITOR_UI.searchPreview}
        </h3>
        <div className="rounded-md border bg-white p-4 font-[Arial,sans-serif]" data-testid="serp-preview">
          <p className="truncate text-sm text-[#202124]" data-testid="serp-url">
            {urlBreadcrumbs(url)}
          </p>
          <p className="text-xl leading-snug text-[#1a0dab]" data-testid="serp-title">
            {shownTitle.text}
          </p>
          <p className="text-sm leading-normal text-[#4d5156]" data-testid="serp-description">
            {shownDescription.text}
          </p>
        </div>
      </section>
      <section aria-labelledby="social-preview-heading" className="grid gap-2">
        <h3 id="social-preview-heading" className="text-sm font-medium">
          {SEO_EDITOR_UI.socialPreview}
        </h3>
        <div className="max-w-md overflow-hidden rounded-md border bg-white" data-testid="social-preview">
          <div className="flex aspect-[1200/630] items-center justify-center bg-muted text-sm text-muted-foreground">
            {socialImage ? (
              // eslint-disable-next-line @next/next/no-img-element -- a preview of whatever URL the editor typed
              <img src={socialImage} alt="" className="size-full object-cover" data-testid="social-image" />
            ) : (
              SEO_EDITOR_UI.generatedImage
            )}
          </div>
          <div className="grid gap-0.5 border-t bg-[#f0f2f5] px-3 py-2">
            <p className="text-xs text-[#606770] uppercase" data-testid="social-domain">
              {domain}
            </p>
            <p className="truncate font-semibold text-[#1d2129]" data-testid="social-title">
              {socialTitle}
            </p>
          </div>
        </div>
      </section>
    </div>
  )
}
