import type { Metadata } from "next"
import Link from "next/link"

import { buttonVariants } from "@/components/ui/button"
import { PageIntro } from "@/components/site/page-intro"

export const metadata: Metadata = {
  title: "Resources",
  description: "Guides, templates and case studies for healthcare and wellness marketers.",
}

export default function ResourcesPage() {
  return (
    <PageIntro
      eyebrow="Resources"
      title="Resources"
      description="Our resource library is in development: practical guides, templates and case studies for healthcare and wellness marketers are on the way."
    >
      <Link href="/blog" className={buttonVariants({ size: "lg" })}>
        Visit Our Blog
      </Link>
      <Link href="/contact" className={buttonVariants({ size: "lg", variant: "outline" })}>
        Request Custom Resources
      </Link>
    </PageIntro>
  )
}
