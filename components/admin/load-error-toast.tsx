"use client"

import { useEffect } from "react"
import { toast } from "sonner"

import { TOAST } from "@/lib/copy/common"

/** Shows a server-side load failure ("Failed to load posts", ...) as the spec's Error toast, once. */
export function LoadErrorToast({ description }: { description: string }) {
  useEffect(() => {
    console.error(description)
    // A fixed id keeps Strict Mode's double effect from stacking two toasts.
    toast.error(TOAST.errorTitle, { id: `load-error:${description}`, description })
  }, [description])
  return null
}
