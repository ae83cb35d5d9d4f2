"use client"

import { useState } from "react"
import { get, useFormContext, useFormState, useWatch } from "react-hook-form"

import { STRUCTURED } from "@/lib/copy/structured"
import type { DataField } from "@/lib/domain/data-fields"
import { Textarea } from "@/components/ui/textarea"

import { describedBy, Field } from "../editor/field"
import { controlId, errorAt } from "./paths"

type LinesFieldControlProps = { field: Extract<DataField, { kind: "lines" }>; path: string; disabled: boolean }

const asLines = (value: unknown): string[] => (Array.isArray(value) ? value.map((v) => (typeof v === "string" ? v : "")) : [])

/** A list of plain lines edited as one text area, one line per entry; blank lines are dropped when it loses focus. */
export function LinesFieldControl({ field, path, disabled }: LinesFieldControlProps) {
  const { control, setValue } = useFormContext()
  const value = asLines(useWatch({ control, name: path }))
  const { errors } = useFormState({ name: path })
  // The list's own message (its maximum), else the first line's.
  const lineErrors = get(errors, path) as unknown
  const error = errorAt(errors, path) ?? (Array.isArray(lineErrors) ? lineErrors.map((e: { message?: string } | undefined) => e?.message).find(Boolean) : undefined)
  const id = controlId(path)
  const joined = value.join("\n")
  const [text, setText] = useState(joined)
  // What this control last wrote: a value put in from outside (a reset, a restored draft) replaces the text shown.
  const [written, setWritten] = useState(joined)
  if (joined !== written) {
    setWritten(joined)
    setText(joined)
  }
  const write = (lines: string[]) => {
    setWritten(lines.join("\n"))
    setValue(path, lines, { shouldDirty: true, shouldValidate: Boolean(error) })
  }
  const help = field.help ? `${field.help} ${STRUCTURED.linesHelp}` : STRUCTURED.linesHelp
  return (
    <Field id={id} label={field.label} help={help} error={error}>
      <Textarea
        id={id}
        rows={Math.min(Math.max(value.length + 1, 3), 12)}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          write(next.split("\n"))
        }}
        onBlur={() => {
          const lines = text.split("\n").map((l) => l.trim()).filter(Boolean)
          if (lines.join("\n") !== text) {
            setText(lines.join("\n"))
            write(lines)
          }
        }}
        {...describedBy(id, { help: true, error })}
      />
    </Field>
  )
}
