export declare const DEFAULT_LOCALE: "en"
export declare const LOCALE_DEFINITIONS: ReadonlyArray<{ code: "en" | "es"; label: string; intl: string; og: string }>
export declare const LOCALE_CODES: ReadonlyArray<"en" | "es">
