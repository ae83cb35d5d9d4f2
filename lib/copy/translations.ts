import type { Locale } from "@/lib/domain/i18n"
import type { TranslationStatus } from "@/lib/domain/i18n/translations"

/**
 * The admin's words for content per language (docs/i18n.md). The admin is English: a language is named in English
 * here ("Spanish"), not by its own name (the public switcher's "Español").
 */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Spanish" }

export const languageName = (locale: Locale): string => LANGUAGE_NAMES[locale] ?? locale.toUpperCase()

export const TRANSLATION_UI = {
  panelTitle: "Languages",
  /** This record's own language, at the start of the line. */
  thisLanguage: (language: string) => `This version: ${language}`,
  /** "Spanish: missing", "Spanish: outdated — the English version changed since". */
  status: (language: string, status: TranslationStatus, originalLanguage: string) =>
    status === "outdated" ? `${language}: outdated — the ${originalLanguage} version changed since` : `${language}: ${status}`,
  add: (language: string) => `Add ${language} translation`,
  adding: "Creating…",
  open: (language: string) => `Open ${language}`,
  showSource: (language: string) => `Show ${language} source`,
  sourceTitle: (language: string) => `${language} source`,
  sourceHelp: "The text being translated, as the original reads now. Read-only.",
  sourceNone: "The original has no text to translate yet.",
  /** The statement of which version of the original a translation was last saved against. */
  savedAgainst: (language: string, sourceVersion: number, currentVersion: number) =>
    sourceVersion >= currentVersion
      ? `Last saved against the current ${language} version (version ${sourceVersion}).`
      : `Last saved against ${language} version ${sourceVersion}; the ${language} version is now at version ${currentVersion}.`,
  created: (language: string) => `${language} translation created`,
  createFailed: "Failed to create the translation",
  loadFailed: "The languages of this record could not be loaded.",
  unknownType: "This content type has no translations",
  columnLanguage: "Language",
  filterLabel: "Language",
  filterAll: "All",
} as const
