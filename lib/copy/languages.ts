import type { Locale } from "@/lib/domain/i18n"

/** The language switcher's and the language suggestion's words, in each language. */
export const LANGUAGE_COPY: Record<Locale, { switcherLabel: string; suggestion: { message: string; action: string; dismiss: string } }> = {
  en: {
    switcherLabel: "Language",
    suggestion: { message: "This page is also available in English.", action: "Read it in English", dismiss: "Close" },
  },
  es: {
    switcherLabel: "Idioma",
    suggestion: { message: "Esta página también está disponible en español.", action: "Verla en español", dismiss: "Cerrar" },
  },
}
