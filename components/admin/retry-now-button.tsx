"use client"

import { useTransition } from "react"
import { RefreshCw } from "lucide-react"

import { INBOX } from "@/lib/copy/inbox"
import { Button } from "@/components/ui/button"

import { toastError, toastSuccess } from "./toasts"
import type { ActionResult } from "@/lib/data/admin/views"

export function RetryNowButton({ id, retry }: { id: string; retry: (id: string) => Promise<ActionResult> }) {
  const [pending, startTransition] = useTransition()
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          try {
            const result = await retry(id)
            if (result.ok) toastSuccess(INBOX.delivery.retried)
            else toastError(INBOX.delivery.retryFailed, result.error)
          } catch (error) {
            toastError(INBOX.delivery.retryFailed, error)
          }
        })
      }
    >
      <RefreshCw aria-hidden className={pending ? "animate-spin" : undefined} />
      {INBOX.delivery.retryNow}
    </Button>
  )
}
