import type { Metadata } from "next"

export const metadata: Metadata = { title: "Admin Access", robots: { index: false, follow: false } }

export default function AdminLoginPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand px-4">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 shadow-sm">
        <h1 className="text-2xl font-semibold">Admin Access</h1>
        <p className="mt-1 text-muted-foreground">Sign in to manage your website content</p>
      </div>
    </main>
  )
}
