import Link from "next/link"
import { Plus } from "lucide-react"

import { Button } from "@/components/ui/button"

type ListEmptyProps = { message: string; actionLabel: string; actionHref: string }

export function ListEmpty({ message, actionLabel, actionHref }: ListEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-14 text-center" data-testid="list-empty">
      <p className="text-muted-foreground">{message}</p>
      <Button asChild>
        <Link href={actionHref}>
          <Plus aria-hidden />
          {actionLabel}
        </Link>
      </Button>
    </div>
  )
}
