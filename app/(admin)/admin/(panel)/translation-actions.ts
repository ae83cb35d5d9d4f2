"use server"

import { runAdminAction } from "@/lib/data/admin/run-action"
import { editorHrefOf, isTranslatableKind, loadTranslationPanel } from "@/lib/data/admin/translation-extras"
import { createTranslation } from "@/lib/data/documents"
import { DataError } from "@/lib/data/errors"
import { TRANSLATION_UI } from "@/lib/copy/translations"
import { storedLocale } from "@/lib/domain/i18n/translations"

// The editors' Languages panel. The kind comes from the browser, so it is checked like any other input; the data
// functions check the session and the type's permission themselves.

function translatable(kind: unknown) {
  if (!isTranslatableKind(kind)) throw new DataError("validation", TRANSLATION_UI.unknownType)
  return kind
}

/** Creates the record's version in `locale` (a draft copy of the original) and answers where its editor is. */
export async function createTranslationAction(kind: string, sourceId: string, locale: string) {
  return runAdminAction("createTranslation", { kind, sourceId, locale }, async () => {
    const type = translatable(kind)
    const row = await createTranslation(type, sourceId, locale)
    return { id: row.id, editHref: editorHrefOf(type, row.id, storedLocale(row.locale)) }
  })
}

/** The Languages panel of a record, read again after a save. */
export async function translationPanelAction(kind: string, id: string) {
  return runAdminAction("listTranslations", { kind, id }, async () => loadTranslationPanel(translatable(kind), id))
}
