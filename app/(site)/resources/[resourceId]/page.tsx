import type { Metadata } from "next"

import { decodeParam } from "@/lib/server/http/route-param"
import { PlaceholderPage } from "@/components/site/placeholder-page"

type Props = { params: Promise<{ resourceId: string }> }

function titleFromId(id: string): string {
  const words = decodeParam(id).split("-").filter(Boolean)
  const title = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ")
  return title.slice(0, 80) || "Resource"
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { resourceId } = await params
  return { title: titleFromId(resourceId), robots: { index: false } }
}

export default async function ResourcePage({ params }: Props) {
  const { resourceId } = await params
  return (
    <PlaceholderPage
      eyebrow="Resources"
      title={titleFromId(resourceId)}
      description="This resource is being prepared by our strategists. Ask us for it and we will send it as soon as it is ready."
    />
  )
}
