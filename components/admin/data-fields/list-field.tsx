"use client"

import { memo, useCallback, useEffect, useRef, useState } from "react"
import { ChevronDown, ChevronRight, ChevronUp, Plus, Trash2 } from "lucide-react"
import { useFieldArray, useFormContext, useWatch } from "react-hook-form"

import { STRUCTURED } from "@/lib/copy/structured"
import { defaultsOf, type DataField, type ListField } from "@/lib/domain/data-fields"
import { LIST_MAX } from "@/lib/domain/data-fields/schema"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"

import { controlId, joinPath, useErrorAt, useHasErrors } from "./paths"

/** Draws an item's fields: DataFieldsEditor, handed in so that this module does not import it back. */
export type RenderItemFields = (fields: readonly DataField[], name: string, disabled: boolean) => React.ReactNode

type ListFieldControlProps = { field: ListField; path: string; disabled: boolean; renderFields: RenderItemFields }

type FocusRequest = { key: string; action: "up" | "down" | "toggle" } | { key: null; action: "add" | "added" }

/**
 * Repeated items (cards, metrics, menu links): each a collapsible card titled by the list's `titleField`, with move
 * up / move down / remove buttons named after the item ("Move card 2 up"), and an add button. Keys are
 * react-hook-form's field-array ids, so an item's card (and its open state) follows it when it moves; focus stays
 * on the button that moved it. A collapsed item mounts no controls; an item with an error opens itself.
 */
export function ListFieldControl({ field, path, disabled, renderFields }: ListFieldControlProps) {
  const { control } = useFormContext()
  const { fields: items, append, remove, move } = useFieldArray({ control, name: path })
  const error = useErrorAt(path)
  const id = controlId(path)
  const max = field.max ?? LIST_MAX
  const min = field.min ?? 0
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set())
  // The index of an item just added: its key is known only once the field array has rendered it.
  const [added, setAdded] = useState<number | null>(null)
  const addedKey = added === null ? undefined : items[added]?.id
  if (addedKey) {
    setOpenKeys((keys) => new Set(keys).add(addedKey))
    setAdded(null)
  }
  const focusNext = useRef<FocusRequest | null>(null)
  const listRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const request = focusNext.current
    if (!request) return
    focusNext.current = null
    const root = listRef.current
    if (!root) return
    if (request.action === "add") return root.querySelector<HTMLElement>(`:scope > div > [data-action="add"]`)?.focus()
    if (request.action === "added") {
      // The new item is open: its first control takes the focus.
      const item = [...root.querySelectorAll<HTMLElement>(":scope > ol > li[data-item-key]")].at(-1)
      return (item?.querySelector<HTMLElement>("[data-item-body] :is(input, textarea, select, button)") ?? item?.querySelector<HTMLElement>(`[data-action="toggle"]`))?.focus()
    }
    const item = root.querySelector<HTMLElement>(`[data-item-key="${request.key}"]`)
    const target = item?.querySelector<HTMLElement>(`[data-action="${request.action}"]:not(:disabled)`)
    ;(target ?? item?.querySelector<HTMLElement>(`[data-action="toggle"]`))?.focus()
  })

  const itemsRef = useRef(items)
  useEffect(() => {
    itemsRef.current = items
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
  const onRemove = useCallback(
    (index: number) => {
      const rest = itemsRef.current.filter((_, i) => i !== index)
      const neighbour = rest[Math.min(index, rest.length - 1)]
      focusNext.current = neighbour ? { key: neighbour.id, action: "toggle" } : { key: null, action: "add" }
      remove(index)
    },
    [remove],
  )
  const onAdd = () => {
    focusNext.current = { key: null, action: "added" }
    setAdded(items.length)
    append(defaultsOf(field.of), { shouldFocus: false })
  }

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={`${id}-label`} aria-describedby={[field.help ? `${id}-help` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined}>
      <div className="flex items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          {field.label}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">{STRUCTURED.listCount(items.length, max)}</span>
      </div>
      {field.help ? (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {field.help}
        </p>
      ) : null}
      <div ref={listRef} className="flex flex-col gap-2">
        {items.length === 0 ? <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">{STRUCTURED.listEmpty(field.itemLabel)}</p> : null}
        <ol className="flex flex-col gap-2">
          {items.map((item, index) => (
            <ListItem
              key={item.id}
              itemKey={item.id}
              listPath={path}
              index={index}
              count={items.length}
              field={field}
              expanded={openKeys.has(item.id)}
              canRemove={items.length > min}
              disabled={disabled}
              onToggle={onToggle}
              onMove={onMove}
              onRemove={onRemove}
              renderFields={renderFields}
            />
          ))}
        </ol>
        <div>
          <Button type="button" variant="outline" size="sm" data-action="add" onClick={onAdd} disabled={disabled || items.length >= max}>
            <Plus aria-hidden />
            {STRUCTURED.add(field.itemLabel)}
          </Button>
        </div>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

type ListItemProps = {
  itemKey: string
  listPath: string
  index: number
  count: number
  field: ListField
  expanded: boolean
  canRemove: boolean
  disabled: boolean
  onToggle: (key: string) => void
  onMove: (index: number, to: number) => void
  onRemove: (index: number) => void
  renderFields: RenderItemFields
}

/** The words of an item's title field (a link's label, an image's alt text), or nothing. */
function titleText(value: unknown): string {
  if (typeof value === "string") return value.trim()
  if (value && typeof value === "object") {
    const v = value as { label?: unknown; alt?: unknown }
    return typeof v.label === "string" ? v.label.trim() : typeof v.alt === "string" ? v.alt.trim() : ""
  }
  return ""
}

const ListItem = memo(function ListItem(props: ListItemProps) {
  const { itemKey, listPath, index, count, field, expanded, canRemove, disabled, onToggle, onMove, onRemove, renderFields } = props
  const { control } = useFormContext()
  const itemPath = joinPath(listPath, index)
  const title = titleText(useWatch({ control, name: joinPath(itemPath, field.titleField ?? ""), disabled: !field.titleField }))
  const hasErrors = useHasErrors(itemPath)
  const open = expanded || hasErrors
  const n = index + 1
  const bodyId = `${controlId(itemPath)}-body`
  const heading = STRUCTURED.itemHeading(field.itemLabel, n)
  return (
    <li className="rounded-md border bg-card" data-item-key={itemKey}>
      <div className="flex items-center gap-1 p-1">
        <button
          type="button"
          data-action="toggle"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => onToggle(itemKey)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {open ? <ChevronDown aria-hidden className="size-4 shrink-0" /> : <ChevronRight aria-hidden className="size-4 shrink-0" />}
          <span className="shrink-0 font-medium">{heading}</span>
          {field.titleField ? <span className="truncate text-muted-foreground">{title ? `: ${title}` : `: ${STRUCTURED.untitled}`}</span> : null}
        </button>
        {hasErrors ? <Badge variant="destructive">{STRUCTURED.hasErrors}</Badge> : null}
        <Button type="button" variant="ghost" size="icon" data-action="up" aria-label={STRUCTURED.moveUp(field.itemLabel, n)} disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)}>
          <ChevronUp aria-hidden />
        </Button>
        <Button type="button" variant="ghost" size="icon" data-action="down" aria-label={STRUCTURED.moveDown(field.itemLabel, n)} disabled={disabled || index === count - 1} onClick={() => onMove(index, index + 1)}>
          <ChevronDown aria-hidden />
        </Button>
        <Button type="button" variant="ghost" size="icon" data-action="remove" aria-label={STRUCTURED.remove(field.itemLabel, n)} disabled={disabled || !canRemove} onClick={() => onRemove(index)}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      {open ? (
        <div id={bodyId} data-item-body className="border-t p-3">
          {renderFields(field.of, itemPath, disabled)}
        </div>
      ) : null}
    </li>
  )
})
