import Link from "next/link"
import { ChevronRight } from "lucide-react"

import { SHELL } from "@/lib/copy/admin"

type Crumb = { label: string; href?: string }
type PageHeaderProps = { title: string; crumbs?: Crumb[]; actions?: React.ReactNode }

/** The page title with a breadcrumb back to Dashboard; on the dashboard itself the title stands alone. */
export function PageHeader({ title, crumbs = [], actions }: PageHeaderProps) {
  const trail: Crumb[] = [{ label: SHELL.dashboard, href: "/admin" }, ...crumbs]
  const isDashboard = crumbs.length === 0 && title === SHELL.dashboard
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {isDashboard ? null : (
          <nav aria-label={SHELL.breadcrumb} className="mb-1">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
              {trail.map((crumb, index) => (
                <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                  {index > 0 ? <ChevronRight aria-hidden className="size-3.5" /> : null}
                  {crumb.href ? (
                    <Link href={crumb.href} className="hover:text-foreground hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="text-foreground">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
              <li className="flex items-center gap-1">
                <ChevronRight aria-hidden className="size-3.5" />
                <span aria-current="page" className="max-w-[16rem] truncate text-foreground">
                  {title}
                </span>
              </li>
            </ol>
          </nav>
        )}
        <h1 className="truncate text-2xl font-semibold sm:text-3xl">{title}</h1>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  )
}
