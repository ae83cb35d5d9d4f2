"use client"

import { toast } from "sonner"

import { TOAST } from "@/lib/copy/common"

/** Destructive toast titled "Error"; the failure is logged too (every failure is also logged). */
export function toastError(description: string, cause?: unknown) {
  console.error(description, cause ?? "")
  toast.error(TOAST.errorTitle, { description })
}

export function toastSuccess(description: string, title: string = TOAST.successTitle) {
  toast.success(title, { description })
}
