import { cn } from "@/lib/utils"

type MetaCounterProps = { id: string; length: number; target: number }

/** "42 / 60": search engines cut titles near 60 characters and descriptions near 160. */
export function MetaCounter({ id, length, target }: MetaCounterProps) {
  const over = length > target
  return (
    <span id={id} className={cn("text-xs tabular-nums", over ? "font-medium text-amber-700" : "text-muted-foreground")} data-testid={id}>
      {length} / {target}
      {over ? <span className="sr-only"> (longer than recommended)</span> : null}
    </span>
  )
}
