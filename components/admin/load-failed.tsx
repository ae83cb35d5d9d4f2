import Link from "next/link"

import { Button } from "@/components/ui/button"

import { PageHeader } from "./page-header"

/** A record's screen whose data could not be loaded: the reason in words and the way back to its list. */
export function LoadFailed({ title, listHref, message, backLabel }: { title: string; listHref: string; message: string; backLabel: string }) {
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title, href: listHref }]} />
      <p className="text-muted-foreground" role="alert">
        {message}
      </p>
      <Button asChild variant="outline" className="mt-4">
        <Link href={listHref}>{backLabel}</Link>
      </Button>
    </>
  )
}
