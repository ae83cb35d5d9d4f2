import type { ResourceKind, ResourceView } from "@/lib/blog/site-documents"
import { RESOURCE_KIND_PAGES } from "@/lib/copy/public-documents"
import { PageIntro } from "@/components/site/page-intro"
import { PlaceholderPage } from "@/components/site/placeholder-page"

import { ResourceCards } from "./resource-cards"

/** /resources/guides, /templates, /case-studies: the published resources of one kind, or the page's placeholder. */
export function ResourceKindPage({ kind, items }: { kind: ResourceKind; items: readonly ResourceView[] }) {
  const { title, description } = RESOURCE_KIND_PAGES[kind]
  if (items.length === 0) return <PlaceholderPage eyebrow="Resources" title={title} description={description} />
  return (
    <>
      <PageIntro eyebrow="Resources" title={title} />
      <section aria-label={title} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ResourceCards items={items} />
      </section>
    </>
  )
}
