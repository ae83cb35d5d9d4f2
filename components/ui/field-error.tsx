import * as React from "react"

import { cn } from "@/lib/utils"

import { FIELD_ERROR_CLASS } from "./field-styles"

/** The message under a form field; pair with aria-invalid and aria-describedby on the control. */
function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  if (!children) return null
  return (
    <p data-slot="field-error" role="alert" className={cn(FIELD_ERROR_CLASS, className)} {...props}>
      {children}
    </p>
  )
}

export { FieldError }
