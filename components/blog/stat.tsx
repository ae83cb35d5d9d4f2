type StatProps = { value: string; label: string }

/** A headline figure for built-in MDX posts: `<Stat value="70%+" label="..." />` inside `<StatGrid>`. */
export function Stat({ value, label }: StatProps) {
  return (
    <div className="rounded-xl border bg-card p-5">
      <p className="font-display text-3xl font-semibold text-primary">{value}</p>
      <p className="mt-1 text-sm text-muted-foreground">{label}</p>
    </div>
  )
}

export function StatGrid({ children }: { children?: React.ReactNode }) {
  return <div className="not-prose my-8 grid gap-4 sm:grid-cols-3">{children}</div>
}
