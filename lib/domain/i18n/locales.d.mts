export declare const DEFAULT_LOCALE: "en"
export declare const LOCALE_DEFINITIONS: ReadonlyArray<{ code: "en" | "es"; label: string; intl: string; og: string }>
export declare const LOCALE_CODES: ReadonlyArray<"en" | "es">
export declare const UNLOCALIZED_ROOTS: ReadonlyArray<string>
type Rule = { source: string; destination: string }
export declare function localeRoutingRules(): { rewrites: Rule[]; redirects: Array<Rule & { permanent: boolean }> }
