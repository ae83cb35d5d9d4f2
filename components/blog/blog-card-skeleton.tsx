// Plain divs rather than the ui Skeleton: the list is a client leaf, and the primitive's class merging would add
// tailwind-merge to /blog's bundle.
const bone = "animate-pulse bg-muted"

export const SKELETON_CARD_COUNT = 6

/** The list's loading state: six cards shaped like the real grid. */
export function BlogGridSkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-skeleton" aria-busy="true">
      <span className="sr-only" role="status">
        Loading posts...
      </span>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border bg-card" data-testid="skeleton-card">
          <div className={`${bone} aspect-[16/9]`} />
          <div className="space-y-3 p-5">
            <div className={`${bone} rounded-md h-5 w-24`} />
            <div className={`${bone} rounded-md h-6 w-full`} />
            <div className={`${bone} rounded-md h-4 w-5/6`} />
            <div className={`${bone} rounded-md h-4 w-2/3`} />
          </div>
        </div>
      ))}
    </div>
  )
}
