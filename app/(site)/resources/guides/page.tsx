import type { Metadata } from "next"

import { PlaceholderPage } from "@/components/site/placeholder-page"

export const metadata: Metadata = { title: "Marketing Guides", description: "Step-by-step playbooks for practice owners and marketing leads. Our first guides are being written now." }

export default function Page() {
  return <PlaceholderPage eyebrow="Resources" title="Marketing Guides" description="Step-by-step playbooks for practice owners and marketing leads. Our first guides are being written now." />
}
