import { Loader2 } from "lucide-react"

import { cn } from "@/lib/utils"

/** A spinning indicator with an accessible label. */
function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center justify-center", className)}>
      <Loader2 aria-hidden className="size-6 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </span>
  )
}

export { Spinner }
