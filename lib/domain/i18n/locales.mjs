// The site's languages, in one place. A plain ES module because next.config.mjs (which cannot load TypeScript in the
// standalone server) builds its locale rewrites from this list; everything else imports it through ./index.ts.
// Adding a language: one entry here, its interface strings (lib/copy/public/<code>.ts) and its seed content.

/** The default language is served without a prefix (/blog); every other one under its code (/es/blog). */
export const DEFAULT_LOCALE = "en"

export const LOCALE_DEFINITIONS = [
  // `intl`: the tag for dates and numbers; `label`: the language's own name, for the switcher; `og`: Open Graph's locale.
  { code: "en", label: "English", intl: "en-US", og: "en_US" },
  { code: "es", label: "Español", intl: "es-US", og: "es_US" },
]

export const LOCALE_CODES = LOCALE_DEFINITIONS.map((l) => l.code)
