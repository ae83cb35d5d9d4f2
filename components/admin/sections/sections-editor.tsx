"use client"

import { m } from "framer-motion"
import { memo, useCallback, useEffect, useRef, useState } from "react"
import { ChevronDown, ChevronRight, ChevronUp, Copy, Eye, EyeOff, Plus, Trash2 } from "lucide-react"
import { useFieldArray, useFormContext, useWatch } from "react-hook-form"

import { STRUCTURED } from "@/lib/copy/structured"
import type { SectionDeclaration, SectionValue } from "@/lib/domain/sections/types"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"

import { ConfirmDeleteDialog } from "../confirm-delete-dialog"
import { DataFieldsEditor } from "../data-fields/data-fields-editor"
import { controlId, joinPath, useErrorAt, useHasErrors } from "../data-fields/paths"
import { describedBy, Field } from "../editor/field"
import { newSectionId, sectionSummary } from "./summary"
import { ReorderMotion } from "./reorder-motion"

export type SectionsEditorProps = {
  /** The section types a page may use, by type name (the page builder's registry, handed in). */
  types: Readonly<Record<string, SectionDeclaration>>
  /** The form's array field of SectionValue (default "sections"). */
  name?: string
  /** The list's heading (default "Sections"). */
  label?: string
  disabled?: boolean
}

type FocusRequest = { key: string; action: "up" | "down" | "toggle" | "hide" } | { key: null; action: "add" } | { key: null; action: "inserted"; index: number }

/**
 * The page builder: the page's sections in order, each a card with its type, a summary line and a "Hidden" badge;
 * opened, a card shows its anchor and its fields (DataFieldsEditor). Cards move up and down, hide and show,
 * duplicate, and are removed after a confirmation; "Add section" picks a type from `types` and inserts it after the
 * card last worked on (or at the end).
 *
 * A big page stays quick: cards are keyed by react-hook-form's field-array ids and memoized with stable callbacks,
 * each subscribes only to its own values, and a collapsed card mounts no controls, so a keystroke re-renders the card
 * it happens in and nothing else.
 */
export function SectionsEditor({ types, name = "sections", label = STRUCTURED.sections, disabled = false }: SectionsEditorProps) {
  const { control, getValues } = useFormContext()
  const { fields: items, insert, remove, move } = useFieldArray({ control, name })
  const error = useErrorAt(name)
  const id = controlId(name)
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set())
  const [added, setAdded] = useState<number | null>(null)
  const addedKey = added === null ? undefined : items[added]?.id
  if (addedKey) {
    setOpenKeys((keys) => new Set(keys).add(addedKey))
    setAdded(null)
  }
  const [picking, setPicking] = useState(false)
  const [removing, setRemoving] = useState<{ index: number; name: string } | null>(null)
  const focusNext = useRef<FocusRequest | null>(null)
  // The card last worked on (its field-array key): a new section goes after it.
  const lastFocused = useRef<string | null>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const itemsRef = useRef(items)
  useEffect(() => {
    itemsRef.current = items
  })

  useEffect(() => {
    const request = focusNext.current
    if (!request) return
    focusNext.current = null
    const root = listRef.current
    if (request.action === "add") return addRef.current?.focus()
    if (!root) return
    if (request.action === "inserted") {
      const card = root.querySelectorAll<HTMLElement>(":scope > li[data-section-key]")[request.index]
      return (card?.querySelector<HTMLElement>("[data-section-body] :is(input, textarea, select, button)") ?? card?.querySelector<HTMLElement>(`[data-action="toggle"]`))?.focus()
    }
    const card = root.querySelector<HTMLElement>(`:scope > li[data-section-key="${request.key}"]`)
    const target = card?.querySelector<HTMLElement>(`[data-section-actions] [data-action="${request.action}"]:not(:disabled)`)
    ;(target ?? card?.querySelector<HTMLElement>(`[data-action="toggle"]`))?.focus()
  })

  const onToggle = useCallback((key: string) => {
    setOpenKeys((keys) => {
      const next = new Set(keys)
      if (!next.delete(key)) next.add(key)
      return next
    })
  }, [])
  const onMove = useCallback(
    (index: number, to: number) => {
      const key = itemsRef.current[index]?.id
      if (!key || to < 0 || to >= itemsRef.current.length) return
      focusNext.current = { key, action: to < index ? "up" : "down" }
      move(index, to)
    },
    [move],
  )
  const onDuplicate = useCallback(
    (index: number) => {
      const copy = structuredClone(getValues(joinPath(name, index)) as SectionValue)
      focusNext.current = { key: null, action: "inserted", index: index + 1 }
      setAdded(index + 1)
      insert(index + 1, { ...copy, id: newSectionId() }, { shouldFocus: false })
    },
    [getValues, insert, name],
  )
  const onAskRemove = useCallback((index: number, sectionName: string) => setRemoving({ index, name: sectionName }), [])
  const onFocusCard = useCallback((key: string) => {
    lastFocused.current = key
  }, [])

  function confirmRemove() {
    if (!removing) return
    const rest = items.filter((_, i) => i !== removing.index)
    const neighbour = rest[Math.min(removing.index, rest.length - 1)]
    focusNext.current = neighbour ? { key: neighbour.id, action: "toggle" } : { key: null, action: "add" }
    if (items[removing.index]?.id === lastFocused.current) lastFocused.current = null
    remove(removing.index)
    setRemoving(null)
  }

  function addSection(type: SectionDeclaration) {
    setPicking(false)
    const after = lastFocused.current === null ? -1 : items.findIndex((item) => item.id === lastFocused.current)
    const index = after === -1 ? items.length : after + 1
    const value: SectionValue = { id: newSectionId(), type: type.type, hidden: false, anchor: "", data: structuredClone(type.defaults) }
    focusNext.current = { key: null, action: "inserted", index }
    setAdded(index)
    insert(index, value, { shouldFocus: false })
  }

  const typeList = Object.values(types)
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${id}-label`}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-label`} className="text-sm font-medium">
          {label}
        </h2>
        <span className="text-xs text-muted-foreground tabular-nums">{items.length}</span>
      </div>
      {items.length === 0 ? <p className="rounded-md border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{STRUCTURED.noSections}</p> : null}
      <ReorderMotion>
        <ol ref={listRef} className="flex flex-col gap-2">
          {items.map((item, index) => {
            const type = (item as unknown as { type?: unknown }).type
            const typeName = typeof type === "string" ? type : ""
            return (
              <SectionCard
                key={item.id}
                itemKey={item.id}
                arrayName={name}
                index={index}
                count={items.length}
                typeName={typeName}
                declaration={types[typeName]}
                expanded={openKeys.has(item.id)}
                disabled={disabled}
                onToggle={onToggle}
                onMove={onMove}
                onDuplicate={onDuplicate}
                onRemove={onAskRemove}
                onFocusCard={onFocusCard}
              />
            )
          })}
        </ol>
      </ReorderMotion>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <div>
        <Button ref={addRef} type="button" variant="outline" onClick={() => setPicking(true)} disabled={disabled || typeList.length === 0}>
          <Plus aria-hidden />
          {STRUCTURED.addSection}
        </Button>
      </div>
      {picking ? <SectionPicker types={typeList} idPrefix={id} onPick={addSection} onOpenChange={setPicking} /> : null}
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        description={removing ? STRUCTURED.removeSectionConfirm(removing.name) : ""}
        onConfirm={confirmRemove}
      />
    </section>
  )
}

type SectionPickerProps = {
  types: readonly SectionDeclaration[]
  idPrefix: string
  onPick: (type: SectionDeclaration) => void
  onOpenChange: (open: boolean) => void
}

/** "Add a section": every type with its label and description; mounted only while open. */
function SectionPicker({ types, idPrefix, onPick, onOpenChange }: SectionPickerProps) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" data-testid="section-picker">
        <DialogHeader>
          <DialogTitle>{STRUCTURED.pickerTitle}</DialogTitle>
          <DialogDescription>{STRUCTURED.pickerDescription}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 sm:grid-cols-2">
          {types.map((type) => (
            <li key={type.type}>
              <button
                type="button"
                onClick={() => onPick(type)}
                aria-labelledby={`${idPrefix}-type-${type.type}`}
                aria-describedby={`${idPrefix}-type-${type.type}-about`}
                className="flex h-full w-full flex-col gap-1 rounded-md border p-3 text-left outline-none hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/40"
              >
                <span id={`${idPrefix}-type-${type.type}`} className="text-sm font-medium">
                  {type.label}
                </span>
                <span id={`${idPrefix}-type-${type.type}-about`} className="text-xs text-muted-foreground">
                  {type.description}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  )
}

type SectionCardProps = {
  itemKey: string
  arrayName: string
  index: number
  count: number
  typeName: string
  declaration: SectionDeclaration | undefined
  expanded: boolean
  disabled: boolean
  onToggle: (key: string) => void
  onMove: (index: number, to: number) => void
  onDuplicate: (index: number) => void
  onRemove: (index: number, name: string) => void
  onFocusCard: (key: string) => void
}

const SectionCard = memo(function SectionCard(props: SectionCardProps) {
  const { itemKey, arrayName, index, count, typeName, declaration, expanded, disabled, onToggle, onMove, onDuplicate, onRemove, onFocusCard } = props
  const { control, setValue } = useFormContext()
  const path = joinPath(arrayName, index)
  const [hidden, data] = useWatch({ control, name: [joinPath(path, "hidden"), joinPath(path, "data")] }) as [unknown, unknown]
  const hasErrors = useHasErrors(path)
  const open = expanded || hasErrors
  const n = index + 1
  const typeLabel = declaration?.label ?? STRUCTURED.unknownType(typeName)
  const sectionName = STRUCTURED.sectionName(declaration?.label ?? typeName, n)
  const summary = sectionSummary(declaration, data)
  const isHidden = hidden === true
  const bodyId = `${controlId(path)}-body`
  return (
    <m.li
      layout="position"
      className={`rounded-lg border bg-card ${isHidden ? "border-dashed" : ""}`}
      data-section-key={itemKey}
      data-testid="section-card"
      onFocusCapture={() => onFocusCard(itemKey)}
    >
      <div className="flex flex-wrap items-center gap-1 p-2">
        <button
          type="button"
          data-action="toggle"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => onToggle(itemKey)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded px-2 py-1.5 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {open ? <ChevronDown aria-hidden className="size-4 shrink-0" /> : <ChevronRight aria-hidden className="size-4 shrink-0" />}
          <span className="flex min-w-0 flex-col">
            <span className="text-sm font-medium">{`${n}. ${typeLabel}`}</span>
            {summary ? (
              <span className="truncate text-xs text-muted-foreground">
                <span className="sr-only">: </span>
                <span data-testid="section-summary">{summary}</span>
              </span>
            ) : null}
          </span>
        </button>
        {isHidden ? <Badge variant="muted">{STRUCTURED.hidden}</Badge> : null}
        {hasErrors ? <Badge variant="destructive">{STRUCTURED.hasErrors}</Badge> : null}
        <div className="flex items-center gap-0.5" data-section-actions>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            data-action="hide"
            aria-label={isHidden ? STRUCTURED.show(sectionName) : STRUCTURED.hide(sectionName)}
            aria-pressed={isHidden}
            disabled={disabled}
            onClick={() => setValue(joinPath(path, "hidden"), !isHidden, { shouldDirty: true })}
          >
            {isHidden ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          </Button>
          <Button type="button" variant="ghost" size="icon" data-action="up" aria-label={STRUCTURED.sectionMoveUp(sectionName)} disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)}>
            <ChevronUp aria-hidden />
          </Button>
          <Button type="button" variant="ghost" size="icon" data-action="down" aria-label={STRUCTURED.sectionMoveDown(sectionName)} disabled={disabled || index === count - 1} onClick={() => onMove(index, index + 1)}>
            <ChevronDown aria-hidden />
          </Button>
          <Button type="button" variant="ghost" size="icon" data-action="duplicate" aria-label={STRUCTURED.duplicate(sectionName)} disabled={disabled} onClick={() => onDuplicate(index)}>
            <Copy aria-hidden />
          </Button>
          <Button type="button" variant="ghost" size="icon" data-action="remove" aria-label={STRUCTURED.removeSection(sectionName)} disabled={disabled} onClick={() => onRemove(index, sectionName)}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {open ? (
        <div id={bodyId} data-section-body className="flex flex-col gap-5 border-t p-4">
          <AnchorInput path={joinPath(path, "anchor")} disabled={disabled} />
          {declaration ? <DataFieldsEditor fields={declaration.fields} name={joinPath(path, "data")} disabled={disabled} /> : null}
        </div>
      ) : null}
    </m.li>
  )
})

function AnchorInput({ path, disabled }: { path: string; disabled: boolean }) {
  const { register } = useFormContext()
  const error = useErrorAt(path)
  const id = controlId(path)
  return (
    <Field id={id} label={STRUCTURED.anchor} help={STRUCTURED.anchorHelp} error={error}>
      <Input id={id} autoComplete="off" spellCheck={false} disabled={disabled} {...register(path)} {...describedBy(id, { help: true, error })} />
    </Field>
  )
}
