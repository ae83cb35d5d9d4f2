import Link from "next/link"

import { MEMBER_REVIEW as T } from "@/lib/copy/medical-review"
import type { MyReviewItem } from "@/lib/data/medical-review"
import { Badge } from "@/components/ui/badge"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

/** A Reviewer's open review requests: each one's content, type, language, who asked and when it is due. */
export function MyReviewRequests({ items }: { items: MyReviewItem[] }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="my-reviews-empty">
        {T.none}
      </p>
    )
  }
  return (
    <Table aria-label={T.table} data-testid="my-reviews">
      <TableHeader>
        <TableRow>
          <TableHead>{T.document}</TableHead>
          <TableHead>{T.type}</TableHead>
          <TableHead>{T.language}</TableHead>
          <TableHead>{T.requestedBy}</TableHead>
          <TableHead>{T.due}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={`${item.kind}-${item.documentId}`} data-late={item.late} data-testid="my-review">
            <TableCell>
              <Link href={item.href} className="font-medium underline-offset-2 hover:underline">
                {item.title || item.documentId}
              </Link>
            </TableCell>
            <TableCell>{item.typeLabel}</TableCell>
            <TableCell className="uppercase">{item.locale}</TableCell>
            <TableCell>{item.requestedBy}</TableCell>
            <TableCell>
              {item.dueDate ?? T.noDate}
              {item.late ? (
                <Badge variant="destructive" className="ml-2">
                  {T.overdue}
                </Badge>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
