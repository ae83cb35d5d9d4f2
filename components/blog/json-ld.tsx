import { serializeJsonLd } from "@/lib/site/json-ld"

/** Structured data; the only raw HTML we emit, escaped so nothing in it can end the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
