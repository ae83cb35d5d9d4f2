"use client"

import { useEffect, useRef, useState, useTransition } from "react"
import Link from "next/link"
import { useRouter } from "next/navigation"
import { BookOpen, Languages, Plus } from "lucide-react"

import { languageName, TRANSLATION_UI } from "@/lib/copy/translations"
import type { Locale } from "@/lib/domain/i18n"
import type { TranslationPanelData, TranslationProps, TranslationSource } from "@/lib/data/admin/translation-types"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"

import { toastError, toastSuccess } from "../toasts"

/**
 * The panel's data: the screen's, read again after every successful save of the form (`savedKey` changes), since a
 * save of the original may make a translation outdated and a save of a translation brings it up to date.
 */
export function useTranslationData(translations: TranslationProps | undefined, savedKey: unknown): TranslationPanelData | null {
  const [data, setData] = useState<TranslationPanelData | null>(translations?.initial ?? null)
  const firstKey = useRef(savedKey)
  useEffect(() => {
    if (!translations || firstKey.current === savedKey) return
    firstKey.current = savedKey
    let current = true
    const { actions, kind, id } = translations
    actions.load(kind, id).then(
      (result) => {
        if (current && result.ok) setData(result.data)
      },
      () => {},
    )
    return () => {
      current = false
    }
  }, [translations, savedKey])
  return data
}

type LanguagesPanelProps = {
  translations: TranslationProps
  /** What the panel shows (useTranslationData); the screen's when absent. */
  data?: TranslationPanelData
  /** Whether the original's text is open beside the form (a translation only). */
  sourceOpen?: boolean
  onToggleSource?: () => void
}

/**
 * The editor's Languages line (docs/i18n.md): every other language's version of the record in words ("Spanish:
 * missing", "Spanish: outdated — the English version changed since"), with "Add Spanish translation" when it is
 * missing and "Open Spanish" when it exists; for a translation, the version of the original it was last saved
 * against and "Show English source", which opens the original's text beside the form.
 */
export function LanguagesPanel({ translations, data = translations.initial, sourceOpen = false, onToggleSource }: LanguagesPanelProps) {
  const { kind, id, actions } = translations
  const router = useRouter()
  const [adding, setAdding] = useState<Locale | null>(null)
  const [, startTransition] = useTransition()

  const originalName = languageName(data.originalLocale)

  const add = (locale: Locale) => {
    setAdding(locale)
    startTransition(async () => {
      try {
        const result = await actions.create(kind, id, locale)
        if (!result.ok) {
          toastError(`${TRANSLATION_UI.createFailed}: ${result.error}`, result.error)
          setAdding(null)
          return
        }
        toastSuccess(TRANSLATION_UI.created(languageName(locale)))
        router.push(result.data.editHref)
      } catch (error) {
        toastError(TRANSLATION_UI.createFailed, error)
        setAdding(null)
      }
    })
  }

  return (
    <section aria-labelledby="languages-title" data-testid="languages-panel" className="mb-6 rounded-xl border bg-card px-4 py-3 text-sm shadow-xs sm:px-6">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h2 id="languages-title" className="flex items-center gap-2 font-medium">
          <Languages aria-hidden className="size-4 text-muted-foreground" />
          {TRANSLATION_UI.panelTitle}
        </h2>
        <span className="text-muted-foreground" data-testid="record-language">
          {TRANSLATION_UI.thisLanguage(languageName(data.locale))}
        </span>
        <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
          {data.lines.map((line) => {
            const name = languageName(line.locale)
            return (
              <li key={line.locale} className="flex flex-wrap items-center gap-2" data-testid={`language-${line.locale}`} data-status={line.status}>
                <span data-testid="translation-status" className={line.status === "outdated" ? "font-medium text-amber-700 dark:text-amber-400" : undefined}>
                  {TRANSLATION_UI.status(name, line.status, originalName)}
                </span>
                {line.editHref ? (
                  <Button asChild variant="link" size="sm" className="h-auto px-0">
                    <Link href={line.editHref}>{TRANSLATION_UI.open(name)}</Link>
                  </Button>
                ) : (
                  <Button type="button" variant="outline" size="sm" disabled={adding !== null} onClick={() => add(line.locale)}>
                    <Plus aria-hidden />
                    {adding === line.locale ? TRANSLATION_UI.adding : TRANSLATION_UI.add(name)}
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
        {data.source ? (
          <Button type="button" variant={sourceOpen ? "secondary" : "outline"} size="sm" aria-pressed={sourceOpen} onClick={onToggleSource} className="sm:ml-auto">
            <BookOpen aria-hidden />
            {TRANSLATION_UI.showSource(languageName(data.source.locale))}
          </Button>
        ) : null}
      </div>
      {data.source ? (
        <p className="mt-2 text-xs text-muted-foreground" data-testid="source-version">
          {TRANSLATION_UI.savedAgainst(languageName(data.source.locale), data.source.sourceVersion, data.source.version)}
        </p>
      ) : null}
    </section>
  )
}

/** The original's translatable texts, read-only, beside the translation's form. */
export function TranslationSourcePane({ source, className }: { source: TranslationSource; className?: string }) {
  const name = languageName(source.locale)
  return (
    // Focusable: on a wide screen the pane scrolls on its own, and a keyboard must be able to scroll it.
    <Card className={className} data-testid="translation-source" aria-labelledby="translation-source-title" tabIndex={0} role="region">
      <CardHeader>
        <CardTitle id="translation-source-title" role="heading" aria-level={2}>
          {TRANSLATION_UI.sourceTitle(name)}
        </CardTitle>
        <p className="text-xs text-muted-foreground">{TRANSLATION_UI.sourceHelp}</p>
      </CardHeader>
      <CardContent>
        {source.texts.length === 0 ? <p className="text-sm text-muted-foreground">{TRANSLATION_UI.sourceNone}</p> : null}
        <dl className="flex flex-col gap-4" lang={source.locale}>
          {source.texts.map((t, i) => (
            <div key={`${t.label}-${i}`} className="flex flex-col gap-1">
              <dt className="text-xs font-medium text-muted-foreground">{t.label}</dt>
              <dd className="text-sm break-words whitespace-pre-wrap">{t.text}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
