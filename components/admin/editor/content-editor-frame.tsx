"use client"

import { useMemo, useState } from "react"
import dynamic from "next/dynamic"
import { PanelRight } from "lucide-react"
import { FormProvider, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form"

import { contentType } from "@/lib/domain/content"
import type { FieldDeclaration } from "@/lib/domain/content"
import { shouldAutoSlug, slugify } from "@/lib/domain/slug"
import { DOCUMENT_TYPE_NAMES, type ContentKind } from "@/lib/domain/types"
import { DEFAULT_LOCALE, localizedPath } from "@/lib/domain/i18n"
import { PREVIEW_MESSAGES } from "@/lib/copy/publishing"
import { Button } from "@/components/ui/button"
import { Card, CardContent } from "@/components/ui/card"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Textarea } from "@/components/ui/textarea"
import type { EditorSafetyProps } from "@/lib/data/admin/editor-safety-types"
import type { LooseSeoValues, SeoEditorContext } from "@/lib/data/admin/seo-types"
import type { TranslationProps } from "@/lib/data/admin/translation-types"

import { ENTITY_MESSAGES } from "../entity-messages"
import { EditorPublishBox } from "./editor-publish-box"
import { describedBy, Field } from "./field"
import { MarkdownField, type RenderPreviewAction } from "./markdown-field"
import type { ShareProps } from "./publish-box"
import { EditorNotices } from "./safety/editor-notices"
import { LanguagesPanel, TranslationSourcePane, useTranslationData } from "./languages-panel"
import { HistoryPanel } from "./safety/history-panel"
import { SeoSettingsCard } from "./seo/seo-settings-card"
import type { SaveAction } from "./types"
import { useEditorSave } from "./use-editor-save"

// Structured fields and the page builder load with the first type that declares them: posts and pages do not ship them.
const DataFieldsEditor = dynamic(() => import("../data-fields/data-fields-editor").then((m) => m.DataFieldsEditor))
const SectionsEditor = dynamic(() => import("../sections/sections-editor").then((m) => m.SectionsEditor))
// The live preview is offered in the document editors, and loads when it is first opened.
const LivePreviewPane = dynamic(() => import("./live-preview").then((m) => m.LivePreviewPane))

const hasLivePreview = (kind: ContentKind) => (DOCUMENT_TYPE_NAMES as readonly string[]).includes(kind)

/** What the route's screen hands every post and page editor. */
export type ContentEditorProps<Values> = {
  id: string | null
  initialValues: Values
  save: SaveAction<Values>
  renderPreview: RenderPreviewAction
  /** SITE_TIME_ZONE: the Schedule field is entered and shown in it. */
  timeZone?: string
  /** The saved record's schedule text (null unless it is waiting to go live). */
  scheduledFor?: string | null
  share?: ShareProps
  /** History, browser drafts, the version check and presence (absent: none of them). */
  safety?: EditorSafetyProps
  /** People (posts), previews and the pre-publish checklist. */
  seo?: SeoEditorContext
  /** The record's languages (absent: a new record, or a type without them). */
  translations?: TranslationProps
}

type FrameProps<T extends FieldValues & LooseSeoValues, C, R> = Omit<ContentEditorProps<T>, "initialValues"> & {
  kind: ContentKind
  form: UseFormReturn<T, C, R>
  /** The declared fields shown in the main card, in order (text, slug, textarea, markdown kinds). */
  main: readonly string[]
  /** Text area heights of the main card's textarea and markdown fields. */
  rows: Record<string, number>
  /** The SEO card under the main card ("main"), in the side column after the history ("side"), or none (a type without SEO). */
  seoCard: "main" | "side" | "none"
  /** The type's own side boxes, after the publish box and the history. */
  side?: React.ReactNode
}

/** The public address of a record of this type with this slug ("/blog/a", "/a"). */
function publicPathOf(kind: ContentKind, slug: string): string {
  return (contentType(kind).publicPath as (row: { slug: string }) => string)({ slug })
}

/** The fields a server error may name and the form shows: every declared one with a message slot, and the schedule. */
function serverFieldsOf(kind: ContentKind): string[] {
  const type = contentType(kind)
  return [...type.fields.filter((f) => f.kind !== "checkbox").map((f) => f.name), ...(type.publishable ? ["schedule"] : [])]
}

/**
 * The frame every post and page editor shares: the form grid, notices, the main card rendered from the type's
 * declared fields, the publish box, the history, the SEO card, and the save (useEditorSave). The type brings its
 * form (schema and values) and its side boxes.
 */
export function ContentEditorFrame<T extends FieldValues & LooseSeoValues, C, R>(props: FrameProps<T, C, R>) {
  const { kind, id, form, save, renderPreview, timeZone = "UTC", scheduledFor = null, share, safety, seo, main, rows, seoCard, side, translations } = props
  const type = contentType(kind)
  const serverFields = useMemo(() => serverFieldsOf(kind) as Path<T>[], [kind])
  const { guard, saved, onSubmit } = useEditorSave({ kind, id, form, save, serverFields, scheduledFor, safety, seo })
  const livePath = saved.published && saved.slug ? publicPathOf(kind, saved.slug) : null
  // A version in another language lives at that language's address ("/es/blog/x").
  const locale = translations?.initial.locale ?? DEFAULT_LOCALE
  const liveHref = livePath ? localizedPath(locale, livePath) : null
  const languages = useTranslationData(translations, saved)
  const firstLivePath = useMemo(() => {
    const values = form.formState.defaultValues
    return id !== null && values?.published === true && values.slug ? publicPathOf(kind, String(values.slug)) : null
  }, [form, id, kind])
  // The checklist's live paths follow the saves made here: the record's own address is live exactly while it is published.
  const seoNow = useMemo(() => {
    if (!seo || firstLivePath === livePath) return seo
    const others = seo.checklist.livePaths.filter((p) => p !== firstLivePath && p !== livePath)
    return { ...seo, checklist: { ...seo.checklist, livePaths: livePath ? [...others, livePath] : others } }
  }, [seo, firstLivePath, livePath])

  const fields = main.map((name) => type.fields.find((f) => f.name === name)).filter((f): f is FieldDeclaration => f !== undefined)
  const mainCard = (className: string) => (
    <Card className={className}>
      <CardContent className="flex flex-col gap-5">
        {fields.map((field) => (
          <MainField key={field.name} id={id} form={form} field={field} rows={rows[field.name]} renderPreview={renderPreview} titleField={type.titleField} />
        ))}
      </CardContent>
    </Card>
  )
  const seoSettings = seoCard === "none" ? null : <SeoSettingsCard kind={kind} seo={seoNow} savedSlug={saved.slug || null} />
  // One pane at a time beside the form: the live preview, or (a translation) the original's text.
  const [aside, setAside] = useState<"none" | "live" | "source">("none")
  const live = aside === "live"
  const source = aside === "source" ? (languages?.source ?? null) : null
  const beside = live || source !== null
  const liveToggle = hasLivePreview(kind) ? (
    <div className="flex justify-end lg:col-span-3">
      <Button type="button" variant={live ? "secondary" : "outline"} size="sm" aria-pressed={live} onClick={() => setAside((on) => (on === "live" ? "none" : "live"))}>
        <PanelRight aria-hidden />
        {PREVIEW_MESSAGES.livePreview}
      </Button>
    </div>
  ) : null

  const editor = (
    <FormProvider {...form}>
      {/* With the live preview open the form is one column: the page takes the other half of a wide screen. */}
      <form onSubmit={onSubmit} noValidate className={beside ? "grid min-w-0 grid-cols-1 gap-6" : "grid grid-cols-1 gap-6 lg:grid-cols-3"} data-testid={`${kind}-editor`}>
        {liveToggle}
        <EditorNotices safety={guard} retry={() => void onSubmit()} />
        {seoCard === "main" ? (
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            {mainCard("gap-4")}
            {seoSettings}
          </div>
        ) : (
          mainCard("min-w-0 gap-4 lg:col-span-2")
        )}
        <div className="flex min-w-0 flex-col gap-6">
          <EditorPublishBox
            kind={kind}
            id={id}
            saveLabel={ENTITY_MESSAGES[kind].save}
            liveHref={liveHref}
            saved={id === null ? null : saved}
            timeZone={timeZone}
            share={share}
            seo={seoNow}
          />
          <HistoryPanel safety={guard} />
          {seoCard === "side" ? seoSettings : null}
          {side}
        </div>
      </form>
    </FormProvider>
  )
  // Side by side on a wide screen (the page sticks beside the form as it scrolls); above the form on a narrow one.
  // One tree either way, so opening the preview keeps the editor's own state (open sections, focus).
  // The original's text sits before the form: beside it on a wide screen, above it on a narrow one.
  const body = (
    <div className={beside ? "grid grid-cols-1 gap-6 xl:grid-cols-2" : "contents"}>
      {editor}
      {live ? (
        <LivePreviewPane kind={kind} id={id} form={form} className="order-first h-[70dvh] xl:sticky xl:top-4 xl:order-last xl:self-start xl:h-[calc(100dvh-2rem)]" />
      ) : null}
      {source ? <TranslationSourcePane source={source} className="order-first min-w-0 xl:sticky xl:top-4 xl:max-h-[calc(100dvh-2rem)] xl:self-start xl:overflow-y-auto" /> : null}
    </div>
  )
  if (!translations || !languages) return body
  return (
    <>
      <LanguagesPanel
        translations={translations}
        data={languages}
        sourceOpen={source !== null}
        onToggleSource={() => setAside((on) => (on === "source" ? "none" : "source"))}
      />
      {body}
    </>
  )
}

type MainFieldProps<T extends FieldValues, C, R> = {
  id: string | null
  form: UseFormReturn<T, C, R>
  field: FieldDeclaration
  rows: number | undefined
  renderPreview: RenderPreviewAction
  titleField: string
}

/**
 * One declared field of the main card: the title (filling the slug while it may), the slug, a textarea, Markdown,
 * structured data (DataFieldsEditor over `dataFields`) or the page builder's sections (SectionsEditor over
 * `sectionTypes`); any other kind is a text input.
 */
export function MainField<T extends FieldValues, C, R>({ id, form, field, rows, renderPreview, titleField }: MainFieldProps<T, C, R>) {
  const { register, getValues, setValue, control, formState } = form
  const name = field.name as Path<T>
  const error = (formState.errors[field.name]?.message as string | undefined) ?? undefined
  const help = Boolean(field.help)
  const markdown = useWatch({ control, name, disabled: field.kind !== "markdown" }) as string | undefined
  const aria = describedBy(field.name, { help, error })

  if (field.kind === "sections") {
    // The sections editor shows its list's own message; each section's fields show theirs.
    return (
      <div className="flex flex-col gap-1.5">
        <SectionsEditor types={field.sectionTypes ?? {}} name={field.name} label={field.label} disabled={formState.isSubmitting} />
        {field.help ? (
          <p id={`${field.name}-help`} className="text-xs text-muted-foreground">
            {field.help}
          </p>
        ) : null}
      </div>
    )
  }
  if (field.kind === "data") {
    return (
      <fieldset className="flex min-w-0 flex-col gap-4" aria-describedby={[help ? `${field.name}-help` : "", error ? `${field.name}-error` : ""].join(" ").trim() || undefined}>
        <legend className="mb-2 text-sm font-medium">{field.label}</legend>
        {field.help ? (
          <p id={`${field.name}-help`} className="text-xs text-muted-foreground">
            {field.help}
          </p>
        ) : null}
        <DataFieldsEditor fields={field.dataFields ?? []} name={field.name} disabled={formState.isSubmitting} />
        <FieldError id={`${field.name}-error`}>{error}</FieldError>
      </fieldset>
    )
  }

  let control_: React.ReactNode
  if (field.kind === "markdown") {
    control_ = (
      <MarkdownField id={field.name} value={markdown ?? ""} renderPreview={renderPreview}>
        <Textarea id={field.name} rows={rows} className="font-mono text-sm" {...register(name)} {...aria} />
      </MarkdownField>
    )
  } else if (field.kind === "textarea") {
    control_ = <Textarea id={field.name} rows={rows} {...register(name)} {...aria} />
  } else if (field.kind === "slug") {
    control_ = <Input id={field.name} autoComplete="off" spellCheck={false} {...register(name)} {...aria} />
  } else if (field.name === titleField) {
    const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
      if (shouldAutoSlug({ isNew: id === null, slug: String(getValues("slug" as Path<T>) ?? "") })) {
        setValue("slug" as Path<T>, slugify(event.target.value) as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: formState.isSubmitted })
      }
    }
    control_ = <Input id={field.name} autoComplete="off" {...register(name, { onChange })} {...aria} />
  } else {
    control_ = <Input id={field.name} {...register(name)} {...aria} />
  }
  return (
    <Field id={field.name} label={field.label} help={field.help} error={error}>
      {control_}
    </Field>
  )
}
