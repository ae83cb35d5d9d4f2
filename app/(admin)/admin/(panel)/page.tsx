import type { Metadata } from "next"

export const metadata: Metadata = { title: "Dashboard", robots: { index: false, follow: false } }

export default function AdminDashboardPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
    </main>
  )
}
