import Link from "next/link"

import { ANALYTICS_UI } from "@/lib/copy/analytics"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { cn } from "@/lib/utils"

const PRESETS = ["7", "30", "90"] as const
const ERROR_ID = "analytics-range-error"

type RangePickerProps = {
  basePath: string
  /** The preset asked for ("7", "30", "90", "custom"; anything else selects none). */
  preset: string | null
  /** The days in the custom fields: the range shown, or what was typed when it was refused. */
  from: string
  to: string
  error?: { message: string; fieldErrors?: Record<string, string[]> } | null
}

/** Last 7 / 30 / 90 days as links, and a custom range as a GET form: the range lives in the URL. */
export function RangePicker({ basePath, preset, from, to, error }: RangePickerProps) {
  const t = ANALYTICS_UI.range
  // A refused custom range marks the fields it names (every field when it names none) and points them at the message.
  const named = error?.fieldErrors ?? {}
  const customRefused = !!error && preset === "custom"
  const fromInvalid = customRefused && (!!named.from || !named.to)
  const toInvalid = customRefused && (!!named.to || !named.from)
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end lg:justify-between" data-testid="analytics-range">
      <nav aria-label={t.label}>
        <ul className="flex flex-wrap gap-2">
          {PRESETS.map((p) => {
            const active = preset === p
            return (
              <li key={p}>
                <Link
                  href={`${basePath}?range=${p}`}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center rounded-md border px-3 text-sm font-medium transition-colors",
                    active ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent hover:text-accent-foreground",
                  )}
                >
                  {t.presets[p]}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <form method="get" action={basePath} className="flex flex-wrap items-end gap-3" noValidate>
        <fieldset className={cn("flex flex-wrap items-end gap-3 rounded-md", preset === "custom" && "ring-2 ring-primary/30 ring-offset-4")}>
          <legend className="mb-1 text-sm font-medium">{t.custom}</legend>
          <input type="hidden" name="range" value="custom" />
          <div className="flex flex-col gap-1">
            <Label htmlFor="analytics-from">{t.from}</Label>
            <Input
              id="analytics-from"
              name="from"
              type="date"
              defaultValue={from}
              className="w-auto"
              aria-invalid={fromInvalid || undefined}
              aria-describedby={fromInvalid ? ERROR_ID : undefined}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="analytics-to">{t.to}</Label>
            <Input
              id="analytics-to"
              name="to"
              type="date"
              defaultValue={to}
              className="w-auto"
              aria-invalid={toInvalid || undefined}
              aria-describedby={toInvalid ? ERROR_ID : undefined}
            />
          </div>
          <Button type="submit" variant="outline">
            {t.apply}
          </Button>
        </fieldset>
      </form>
      {error ? (
        <p id={ERROR_ID} role="alert" className="text-sm font-medium text-destructive lg:basis-full" data-testid="analytics-range-error">
          {t.invalid}: {error.message}
        </p>
      ) : null}
    </div>
  )
}
