/** The callout kinds of GitHub's `> [!NOTE]` syntax: the renderer, the word count and the editor's toolbar read them here. */
export const CALLOUT_TYPES = ["note", "tip", "important", "warning"] as const
export type CalloutType = (typeof CALLOUT_TYPES)[number]

/** "NOTE|TIP|IMPORTANT|WARNING", for a pattern's alternation (match it case-insensitively). */
export const CALLOUT_ALTERNATION = CALLOUT_TYPES.join("|").toUpperCase()
