import * as React from "react"

import { cn } from "@/lib/utils"

import { TEXTAREA_CLASS } from "./field-styles"

function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(TEXTAREA_CLASS, className)}
      {...props}
    />
  )
}

export { Textarea }
