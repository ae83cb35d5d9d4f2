import { LIST } from "@/lib/copy/common"
import { TRANSLATION_UI } from "@/lib/copy/translations"

import type { ListColumn } from "./types"

/** The columns the publishable collections' admin lists share (each declaration's `list` names them in its order). */
export const TITLE_COLUMN = { field: "title", label: LIST.columnTitle, sortable: true, kind: "title" } as const satisfies ListColumn
export const LANGUAGE_COLUMN = { field: "locale", label: TRANSLATION_UI.columnLanguage, kind: "language", hide: "sm" } as const satisfies ListColumn
export const STATUS_COLUMN = { field: "published", label: LIST.columnStatus, kind: "status" } as const satisfies ListColumn
export const DATE_COLUMN = { field: "created_at", label: LIST.columnDate, sortable: true, kind: "date", hide: "sm", muted: true } as const satisfies ListColumn
/** The document's public address (the declaration's publicPath), headed "Slug". */
export const PATH_COLUMN = { field: "slug", label: LIST.columnSlug, kind: "path", hide: "md", muted: true } as const satisfies ListColumn
