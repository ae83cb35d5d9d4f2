import { comparePosts } from "@/lib/domain/blog/search"

type Keyed = { date: string; slug: string }
type AdminPage<T> = { rows: T[]; total: number }
type FetchAdmin<T> = (offset: number, limit: number) => Promise<AdminPage<T>>

function mergeSorted<T extends Keyed>(a: T[], b: T[]): T[] {
  const out: T[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) out.push(comparePosts(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!)
  while (i < a.length) out.push(a[i++]!)
  while (j < b.length) out.push(b[j++]!)
  return out
}

/**
 * One page of the merged list (built-in posts + admin posts, one order) without loading the whole archive:
 * at most `limit + builtIns.length + 1` admin rows are read, whatever the page number.
 * `builtIns` must already be filtered and sorted; `fetchAdmin` returns rows sorted the same way.
 * The admin row just before the window (when there is one) tells how many built-ins precede the window.
 */
export async function pageOfMerged<T extends Keyed>(
  builtIns: T[],
  fetchAdmin: FetchAdmin<T>,
  offset: number,
  limit: number,
): Promise<{ items: T[]; total: number }> {
  const reserved = new Set(builtIns.map((p) => p.slug))
  const nB = builtIns.length
  const a0 = Math.max(0, offset - nB)
  const withPredecessor = a0 > 0
  const fetchOffset = withPredecessor ? a0 - 1 : 0
  const fetchLimit = limit + nB + (withPredecessor ? 1 : 0)
  const { rows, total: totalAdmin } = await fetchAdmin(fetchOffset, fetchLimit)
  const total = totalAdmin + nB
  const reachedEnd = fetchOffset + rows.length >= totalAdmin || rows.length < fetchLimit

  let window: T[]
  let candidates: T[]
  let start: number
  if (withPredecessor) {
    const predecessor = rows[0]
    if (!predecessor) return { items: [], total }
    window = rows.slice(1)
    candidates = builtIns.filter((b) => comparePosts(b, predecessor) > 0)
    start = a0 + (nB - candidates.length)
  } else {
    window = rows
    candidates = builtIns
    start = 0
  }

  let merged = mergeSorted(
    window.filter((row) => !reserved.has(row.slug)),
    candidates,
  )
  const last = window[window.length - 1]
  if (!reachedEnd && last) merged = merged.filter((p) => comparePosts(p, last) <= 0)
  return { items: merged.slice(offset - start, offset - start + limit), total }
}
