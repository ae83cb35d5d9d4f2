"use client"

/**
 * The answer to a URL no route matches. The site's catch-all route answers those with the site's own 404 page, so
 * this shows only if that route is removed; it exists because without it Next puts its default page, inline styles
 * and all, into the RSC payload of every page. A client component, so this markup ships once, in the bundle.
 */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-semibold">404</h1>
      <p className="mt-3 text-muted-foreground">This page could not be found.</p>
    </main>
  )
}
