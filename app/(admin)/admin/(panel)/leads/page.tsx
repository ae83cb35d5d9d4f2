import type { Metadata } from "next"
import Link from "next/link"
import { Download } from "lucide-react"

import { loadForScreen } from "@/lib/data/admin/load"
import { getLeadScreen, LEAD_VIEWS, type LeadView } from "@/lib/data/leads"
import { LEADS } from "@/lib/copy/leads"
import { LEAD_COUNT_CAP, LEAD_STATUS_CHOICES } from "@/lib/domain/leads/types"
import { Button } from "@/components/ui/button"
import { INPUT_CLASS } from "@/components/ui/field-styles"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { LeadFigures } from "@/components/admin/leads/lead-figures"
import { LeadList } from "@/components/admin/leads/lead-list"
import { SavedViews } from "@/components/admin/leads/saved-views"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { PageHeader } from "@/components/admin/page-header"
import { Pagination } from "@/components/admin/pagination"

import { bulkLeads, removeView, saveView } from "./actions"

export const metadata: Metadata = { title: LEADS.title }

const u = LEADS.ui
const PATH = "/admin/leads"
const FILTER_KEYS = ["view", "status", "source", "campaign", "landing"] as const

type Raw = Record<string, string | string[] | undefined>
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ""

export default async function LeadsPage({ searchParams }: { searchParams: Promise<Raw> }) {
  const raw = await searchParams
  const state = Object.fromEntries(FILTER_KEYS.map((k) => [k, one(raw[k]).slice(0, 300)])) as Record<(typeof FILTER_KEYS)[number], string>
  const view = (LEAD_VIEWS as readonly string[]).includes(state.view) ? (state.view as LeadView) : "all"
  const page = Math.max(1, Math.min(100_000, Number.parseInt(one(raw.page), 10) || 1))
  const filters = new URLSearchParams(Object.entries(state).filter(([k, v]) => v && !(k === "view" && v === "all")))
  const hrefWith = (over: Record<string, string>) => {
    const p = new URLSearchParams(filters)
    for (const [k, v] of Object.entries(over)) {
      if (v) p.set(k, v)
      else p.delete(k)
    }
    const q = p.toString()
    return `${PATH}${q ? `?${q}` : ""}`
  }
  const loaded = await loadForScreen("listLeads", () => getLeadScreen({ ...state, view, page }))
  const screen = loaded.ok ? loaded.data : null
  const ownerOf = new Map(screen?.members.map((m) => [m.id, m.email]))
  return (
    <>
      <PageHeader
        title={LEADS.title}
        actions={
          <>
            {screen?.canConfigure ? (
              <Button asChild variant="ghost">
                <Link href={`${PATH}/settings`}>{LEADS.settings.link}</Link>
              </Button>
            ) : null}
            {screen?.canExport && screen.list.total > 0 ? (
              <Button asChild variant="outline">
                <a href={`${PATH}/export${filters.size ? `?${filters}` : ""}`} download>
                  <Download aria-hidden />
                  {u.exportCsv}
                </a>
              </Button>
            ) : null}
          </>
        }
      />
      {screen ? <LeadFigures figures={screen.figures} targetMinutes={screen.targetMinutes} /> : <LoadErrorToast description={u.loadFailed} />}
      <nav aria-label={u.viewsLabel} className="my-4 flex flex-wrap gap-2">
        {LEAD_VIEWS.map((v) => (
          <Link
            key={v}
            href={hrefWith({ view: v === "all" ? "" : v, page: "" })}
            aria-current={v === view ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${v === view ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-muted"}`}
          >
            {LEADS.views[v]}
          </Link>
        ))}
      </nav>
      <form method="get" action={PATH} className="mb-4 flex flex-wrap items-end gap-3" aria-label={u.filters}>
        {view !== "all" ? <input type="hidden" name="view" value={view} /> : null}
        <div className="grid gap-1">
          <Label htmlFor="filter-status">{u.status}</Label>
          <select id="filter-status" name="status" defaultValue={state.status} className={INPUT_CLASS}>
            <option value="">{u.anyStatus}</option>
            {LEAD_STATUS_CHOICES.filter((s) => s !== "spam").map((s) => (
              <option key={s} value={s}>
                {LEADS.statuses[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-source">{u.source}</Label>
          <Input id="filter-source" name="source" defaultValue={state.source} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-campaign">{u.campaign}</Label>
          <Input id="filter-campaign" name="campaign" defaultValue={state.campaign} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-landing">{u.landing}</Label>
          <Input id="filter-landing" name="landing" defaultValue={state.landing} />
        </div>
        <Button type="submit" variant="outline">
          {u.apply}
        </Button>
        <Button asChild variant="ghost">
          <Link href={PATH}>{u.clear}</Link>
        </Button>
      </form>
      {screen ? <SavedViews views={screen.views} query={filters.toString()} save={saveView} remove={removeView} /> : null}
      <p className="my-3 text-sm text-muted-foreground" data-testid="leads-summary">
        {u.total(screen?.list.total ?? 0, LEAD_COUNT_CAP)}
      </p>
      <LeadList
        items={(screen?.list.rows ?? []).map((r) => ({
          id: r.id,
          name: r.undecryptable ? LEADS.undecryptable : r.name,
          email: r.email,
          status: r.folder === "spam" ? "spam" : r.status,
          owner: r.owner_id ? (ownerOf.get(r.owner_id) ?? "") : "",
          value: r.value,
          source: r.utm.utm_source ?? "",
          ageMs: r.ageMs,
          firstResponseMs: r.firstResponseMs,
          overdue: r.overdue,
        }))}
        members={screen?.members ?? []}
        bulk={bulkLeads}
      />
      {screen && screen.list.total > screen.list.pageSize ? (
        <Pagination basePath={PATH} state={{ q: "", sort: "created_at", order: "desc", page }} total={Math.min(screen.list.total, LEAD_COUNT_CAP)} pageSize={screen.list.pageSize} noun="leads" hrefFor={(p) => hrefWith({ page: String(p) })} />
      ) : null}
    </>
  )
}
