import * as React from "react"

import { cn } from "@/lib/utils"

/** The message under a form field; pair with aria-invalid and aria-describedby on the control. */
function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  if (!children) return null
  return (
    <p data-slot="field-error" role="alert" className={cn("text-sm font-medium text-destructive", className)} {...props}>
      {children}
    </p>
  )
}

export { FieldError }
