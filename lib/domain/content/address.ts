import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"

import type { ContentTypeDeclaration } from "./types"

/**
 * A record's own public address in its language, from its type's declaration: the declared `publicPath` at the
 * locale's address (/es/work/{slug} for a Spanish case study; docs/i18n.md). None (null) for a singleton: it is shown
 * on every page and has no address of its own (its `publicPath` only says where a preview opens).
 *
 * The one rule for redirects (lib/data/redirects.ts) and for the `path` column the document stores write on every
 * save, which the Supabase save hook reads (so both backends move and release the same addresses).
 */
export function addressOf(type: Pick<ContentTypeDeclaration, "publicPath"> & { kind?: ContentTypeDeclaration["kind"] }, row: { slug: string; locale?: Locale | string | null }): string | null {
  if (type.kind === "singleton") return null
  const path = type.publicPath(row)
  return path && localizedPath((row.locale ?? DEFAULT_LOCALE) as Locale, path)
}

/** What a document row stores of its address: its path, and whether moving it (a published slug change) leaves a redirect. */
export function storedAddress(type: Pick<ContentTypeDeclaration, "publicPath" | "kind" | "redirectOnSlugChange">, row: { slug: string; locale?: Locale | string | null }): { path: string | null; redirect_on_move: boolean } {
  return { path: addressOf(type, row), redirect_on_move: type.redirectOnSlugChange }
}
