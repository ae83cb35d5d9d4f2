import type { Locale } from "@/lib/domain/i18n"
import type { TranslationEntry } from "@/lib/domain/i18n/translations"
import type { ContentKind } from "@/lib/domain/types"

import type { ActionResult } from "./views"

/** One language's line of an editor's Languages panel: its status and the editor of that version (null when missing). */
export type TranslationLine = Pick<TranslationEntry, "locale" | "status" | "original" | "id"> & { editHref: string | null }

/** One translatable field of the original, as the translator reads it beside the form: a label and its text. */
export type SourceText = { label: string; text: string }

/** The original a translation is made from: its language, version, and translatable texts (read-only). */
export type TranslationSource = {
  locale: Locale
  /** The original's version now. */
  version: number
  /** The original's version this translation was last saved against. */
  sourceVersion: number
  texts: SourceText[]
}

/** What the Languages panel reads: the record's language, every other language's line, and (a translation) its source. */
export type TranslationPanelData = {
  locale: Locale
  /** The language of the original (the record's own when it is the original). */
  originalLocale: Locale
  lines: TranslationLine[]
  source: TranslationSource | null
}

export type TranslationActions = {
  /** Creates the `locale` version of the record (a draft copy) and answers where its editor is. */
  create(kind: ContentKind, sourceId: string, locale: Locale): Promise<ActionResult<{ id: string; editHref: string }>>
  /** The panel again (after a save: the original may have changed, a translation may be up to date again). */
  load(kind: ContentKind, id: string): Promise<ActionResult<TranslationPanelData>>
}

/** What the editor screen hands the editor; absent for a new record and for a type without languages. */
export type TranslationProps = { kind: ContentKind; id: string; initial: TranslationPanelData; actions: TranslationActions }
