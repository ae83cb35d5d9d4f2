import Link from "next/link"

import { languageName, TRANSLATION_UI } from "@/lib/copy/translations"
import { LOCALE_CODES, type Locale } from "@/lib/domain/i18n"
import { cn } from "@/lib/utils"

import { listHref, type ListState } from "./list-query"

/** All / English / Spanish above a content list: the choice lands in ?locale= (search and sort are kept, paging restarts). */
export function LanguageFilter({ basePath, state }: { basePath: string; state: ListState }) {
  const options: { locale: Locale | undefined; label: string }[] = [
    { locale: undefined, label: TRANSLATION_UI.filterAll },
    ...LOCALE_CODES.map((locale) => ({ locale, label: languageName(locale) })),
  ]
  return (
    <nav aria-label={TRANSLATION_UI.filterLabel} className="flex items-center gap-2 text-sm" data-testid="language-filter">
      <span className="text-muted-foreground" aria-hidden>
        {TRANSLATION_UI.filterLabel}:
      </span>
      <ul className="inline-flex rounded-md border p-0.5">
        {options.map(({ locale, label }) => {
          const active = state.locale === locale
          const href = listHref(basePath, { q: state.q, sort: state.sort, order: state.order, page: 1, defaults: state.defaults, ...(locale ? { locale } : {}) })
          return (
            <li key={label}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn("inline-block rounded px-2.5 py-1", active ? "bg-secondary font-medium text-secondary-foreground" : "text-muted-foreground hover:bg-accent")}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
