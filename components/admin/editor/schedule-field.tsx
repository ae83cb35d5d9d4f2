"use client"

import { SCHEDULE_MESSAGES } from "@/lib/copy/publishing"
import { Input } from "@/components/ui/input"

import { describedBy, Field } from "./field"

type ScheduleFieldProps = {
  timeZone: string
  error?: string
  disabled?: boolean
  /** The registered input's props (react-hook-form). */
  input: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }
}

/** "Schedule": a date and time in the site's time zone at which an unpublished record goes live. */
export function ScheduleField({ timeZone, error, disabled, input }: ScheduleFieldProps) {
  return (
    <Field
      id="schedule"
      label={SCHEDULE_MESSAGES.schedule}
      help={`${SCHEDULE_MESSAGES.scheduleHelp} Time zone: ${timeZone}.`}
      error={error}
    >
      <Input id="schedule" type="datetime-local" step={60} disabled={disabled} {...input} {...describedBy("schedule", { help: true, error })} />
    </Field>
  )
}
