import { Checkbox } from "@/components/ui/checkbox"
import { Label } from "@/components/ui/label"

type CheckboxFieldProps = {
  id: string
  label: React.ReactNode
  help: React.ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
}

/** A setting that is on or off: the box, its label beside it and its help line under the label (read with the box). */
export function CheckboxField({ id, label, help, checked, onCheckedChange, disabled }: CheckboxFieldProps) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onCheckedChange(v === true)} disabled={disabled} aria-describedby={`${id}-help`} />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      </div>
    </div>
  )
}
