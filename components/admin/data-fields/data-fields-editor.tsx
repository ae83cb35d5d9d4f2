"use client"

import { memo } from "react"
import { useFormContext, useWatch } from "react-hook-form"

import { STRUCTURED } from "@/lib/copy/structured"
import type { DataField } from "@/lib/domain/data-fields"
import { ICON_NAMES, type IconName } from "@/lib/domain/icons"
import { Checkbox } from "@/components/ui/checkbox"
import { INPUT_CLASS } from "@/components/ui/field-styles"
import { FieldError } from "@/components/ui/field-error"
import { Icon } from "@/components/ui/icon"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

import { describedBy, Field } from "../editor/field"
import { ImageFieldControl } from "./image-field"
import { LinesFieldControl } from "./lines-field"
import { ListFieldControl, type RenderItemFields } from "./list-field"
import { controlId, joinPath, useErrorAt } from "./paths"

export type DataFieldsEditorProps = {
  /** The fields of the value, in order (a section type's `fields`, a document field's `dataFields`). */
  fields: readonly DataField[]
  /**
   * Where the value sits in the surrounding react-hook-form form ("sections.3.data", "contact"); "" for the form's
   * root. Every control registers at `${name}.${field.name}`, so the form's resolver errors land under them.
   */
  name: string
  disabled?: boolean
}

/**
 * One control per structured field (lib/domain/data-fields), bound to the surrounding form (useFormContext): labels,
 * help and each field's error under its control. Text inputs are registered (typing re-renders nothing); controls
 * that show their value subscribe to their own path only.
 */
export const DataFieldsEditor = memo(function DataFieldsEditor({ fields, name, disabled = false }: DataFieldsEditorProps) {
  return (
    <div className="flex flex-col gap-5">
      {fields.map((field) => (
        <DataFieldControl key={field.name} field={field} path={joinPath(name, field.name)} disabled={disabled} />
      ))}
    </div>
  )
})

// One function for every list: a list item's fields do not re-render when its list does.
const renderItemFields: RenderItemFields = (fields, name, disabled) => <DataFieldsEditor fields={fields} name={name} disabled={disabled} />

type ControlProps<F extends DataField = DataField> = { field: F; path: string; disabled: boolean }

/** The control of one field at one path. */
export function DataFieldControl({ field, path, disabled }: ControlProps) {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "markdown":
    case "url":
      return <TextControl field={field} path={path} disabled={disabled} />
    case "checkbox":
      return <CheckboxControl field={field} path={path} disabled={disabled} />
    case "select":
      return <SelectControl field={field} path={path} disabled={disabled} />
    case "icon":
      return <IconControl field={field} path={path} disabled={disabled} />
    case "link":
      return <LinkControl field={field} path={path} disabled={disabled} />
    case "image":
      return <ImageFieldControl field={field} path={path} disabled={disabled} />
    case "lines":
      return <LinesFieldControl field={field} path={path} disabled={disabled} />
    case "list":
      return <ListFieldControl field={field} path={path} disabled={disabled} renderFields={renderItemFields} />
  }
}

function TextControl({ field, path, disabled }: ControlProps<Extract<DataField, { kind: "text" | "textarea" | "markdown" | "url" }>>) {
  const { register } = useFormContext()
  const error = useErrorAt(path)
  const id = controlId(path)
  const help = field.help ?? (field.kind === "markdown" ? STRUCTURED.markdownHelp : field.kind === "url" ? STRUCTURED.linkHrefHelp : undefined)
  const aria = describedBy(id, { help: Boolean(help), error })
  const required = "required" in field && field.required ? true : undefined
  return (
    <Field id={id} label={field.label} help={help} error={error}>
      {field.kind === "textarea" || field.kind === "markdown" ? (
        <Textarea id={id} rows={field.kind === "markdown" ? 8 : 3} className={field.kind === "markdown" ? "font-mono text-sm" : undefined} aria-required={required} disabled={disabled} {...register(path)} {...aria} />
      ) : (
        <Input
          id={id}
          type="text"
          inputMode={field.kind === "url" ? "url" : undefined}
          spellCheck={field.kind === "url" ? false : undefined}
          autoComplete="off"
          aria-required={required}
          disabled={disabled}
          {...register(path)}
          {...aria}
        />
      )}
    </Field>
  )
}

function CheckboxControl({ field, path, disabled }: ControlProps<Extract<DataField, { kind: "checkbox" }>>) {
  const { control, setValue } = useFormContext()
  const checked = useWatch({ control, name: path }) === true
  const error = useErrorAt(path)
  const id = controlId(path)
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(next) => setValue(path, next === true, { shouldDirty: true })}
          disabled={disabled}
          {...describedBy(id, { help: Boolean(field.help), error })}
        />
        <Label htmlFor={id}>{field.label}</Label>
      </div>
      {field.help ? (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {field.help}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

function SelectControl({ field, path, disabled }: ControlProps<Extract<DataField, { kind: "select" }>>) {
  const { register } = useFormContext()
  const error = useErrorAt(path)
  const id = controlId(path)
  return (
    <Field id={id} label={field.label} help={field.help} error={error}>
      <select id={id} className={INPUT_CLASS} disabled={disabled} {...register(path)} {...describedBy(id, { help: Boolean(field.help), error })}>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

const ICON_SET = new Set<string>(ICON_NAMES)

/** A select of the site's icons (null: none), with the chosen one drawn from the sprite beside it. */
function IconControl({ field, path, disabled }: ControlProps<Extract<DataField, { kind: "icon" }>>) {
  const { control, setValue, formState } = useFormContext()
  const current: unknown = useWatch({ control, name: path })
  const error = useErrorAt(path)
  const id = controlId(path)
  const value = typeof current === "string" && ICON_SET.has(current) ? (current as IconName) : ""
  return (
    <Field id={id} label={field.label} help={field.help} error={error}>
      <div className="flex items-center gap-2">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted text-foreground" data-testid={`${id}-preview`}>
          {value ? <Icon name={value} className="size-5" /> : null}
        </span>
        <select
          id={id}
          className={INPUT_CLASS}
          value={value}
          onChange={(event) => setValue(path, event.target.value || null, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
          disabled={disabled}
          aria-required={field.required ? true : undefined}
          {...describedBy(id, { help: Boolean(field.help), error })}
        >
          {field.required && value ? null : <option value="">{STRUCTURED.iconNone}</option>}
          {ICON_NAMES.map((icon) => (
            <option key={icon} value={icon}>
              {icon}
            </option>
          ))}
        </select>
      </div>
    </Field>
  )
}

/** A link's words and target, grouped under the field's label. */
function LinkControl({ field, path, disabled }: ControlProps<Extract<DataField, { kind: "link" }>>) {
  const { register } = useFormContext()
  const labelPath = joinPath(path, "label")
  const hrefPath = joinPath(path, "href")
  const labelError = useErrorAt(labelPath)
  const hrefError = useErrorAt(hrefPath)
  const labelId = controlId(labelPath)
  const hrefId = controlId(hrefPath)
  const helpId = `${controlId(path)}-help`
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3" aria-describedby={field.help ? helpId : undefined}>
      <legend className="px-1 text-sm font-medium">{field.label}</legend>
      {field.help ? (
        <p id={helpId} className="text-xs text-muted-foreground">
          {field.help}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={labelId} label={<><span className="sr-only">{field.label}: </span>{STRUCTURED.linkLabel}</>} error={labelError}>
          <Input id={labelId} autoComplete="off" disabled={disabled} {...register(labelPath)} {...describedBy(labelId, { error: labelError })} />
        </Field>
        <Field id={hrefId} label={<><span className="sr-only">{field.label}: </span>{STRUCTURED.linkHref}</>} error={hrefError}>
          <Input id={hrefId} inputMode="url" spellCheck={false} autoComplete="off" disabled={disabled} {...register(hrefPath)} {...describedBy(hrefId, { error: hrefError })} />
        </Field>
      </div>
    </fieldset>
  )
}

/** The current value at a path, for controls that draw it (an item's title). */
export function useValueAt<T>(path: string, disabled = false): T | undefined {
  const { control } = useFormContext()
  return useWatch({ control, name: path, disabled }) as T | undefined
}
