import Link from "next/link"

import { buttonVariants } from "@/components/ui/button"

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-32 text-center">
      <p className="font-display text-7xl font-semibold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-semibold">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">The page you are looking for has moved or never existed.</p>
      <Link href="/" className={buttonVariants({ size: "lg", className: "mt-8 text-sm" })}>
        Return to Home
      </Link>
    </section>
  )
}
