import { FieldError } from "@/components/ui/field-error"
import { Label } from "@/components/ui/label"

type FieldProps = {
  id: string
  label: React.ReactNode
  help?: React.ReactNode
  error?: string
  aside?: React.ReactNode
  children: React.ReactNode
}

/** Label, control, help text and the field's error underneath (the control carries aria-invalid itself). */
export function Field({ id, label, help, error, aside, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {help ? (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

/** aria props tying a control to its help text and error. */
export function describedBy(id: string, { help, error }: { help?: boolean; error?: string }) {
  const ids = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ")
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const
}
