import { openDownload } from "@/lib/data/download-request"
import { publicCopy } from "@/lib/copy/public"
import { localizedPath, type Locale } from "@/lib/domain/i18n"
import { downloadLinkLocale } from "@/lib/server/download-link"
import { decodeParam } from "@/lib/server/http/route-param"

// The file's own headers, as the uploads route sends them: nothing downloaded can run in the site's origin.
const FILE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "X-Robots-Tag": "noindex",
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A short page for a link that cannot be served, in the link's language: the reason and the way back to the resource. */
function refusal(status: number, message: string, slug: string, locale: Locale): Response {
  const text = publicCopy(locale).downloadLink
  const back = localizedPath(locale, `/resources/${encodeURIComponent(slug)}`)
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(text.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escape(text.title)}</h1><p>${escape(message)}</p><p><a href="${escape(back)}">${escape(text.back)}</a></p></body></html>`
  return new Response(html, {
    status,
    headers: { ...FILE_HEADERS, "Content-Security-Policy": "default-src 'none'", "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  })
}

/**
 * A gated resource's file behind its signed, expiring link (/api/downloads/{slug}?r=…&e=…&s=…): checked, then
 * streamed from the media library (Supabase: from Storage, through this server). 403 forged, 410 expired, 404 gone;
 * never a 5xx for a bad link (503 only when the storage cannot be reached).
 */
export async function GET(request: Request, { params }: { params: Promise<{ resourceId: string }> }) {
  const slug = decodeParam((await params).resourceId)
  const search = new URL(request.url).searchParams
  const locale = downloadLinkLocale(search)
  const opened = await openDownload(slug, search).catch((error: unknown) => {
    console.error("[download]", error)
    return null
  })
  if (!opened) return refusal(503, publicCopy(locale).downloadLink.unavailable, slug, locale)
  if (!opened.ok) return refusal(opened.status, opened.message, slug, locale)
  const { file } = opened
  return new Response(file.stream(), {
    status: 200,
    headers: {
      ...FILE_HEADERS,
      "Content-Type": file.inline ? file.contentType : "application/octet-stream",
      ...(file.size === null ? {} : { "Content-Length": String(file.size) }),
      "Content-Disposition": `attachment; filename="${file.downloadName.replace(/["\\\r\n]/g, "")}"`,
      "Cache-Control": "private, no-store",
    },
  })
}
