import Link from "next/link"

import { buttonVariants } from "@/components/ui/button"

/** The list's call to action: every route leads to /contact. */
export function BlogCta() {
  return (
    <section className="bg-brand-deep text-white" aria-labelledby="blog-cta-title">
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-16 text-center sm:px-6">
        <h2 id="blog-cta-title" className="text-3xl font-semibold sm:text-4xl">
          Ready to put these ideas to work?
        </h2>
        <p className="mt-4 max-w-2xl text-[#c9dad6]">
          Tell us about your practice and we will show you where the quickest wins are: search, social, email or your
          website.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/contact" className={buttonVariants({ variant: "gradient", size: "lg", className: "text-sm" })}>
            Book a Free Strategy Call
          </Link>
          <Link
            href="/contact"
            className={buttonVariants({ variant: "outline", size: "lg", className: "border-white/40 bg-transparent text-sm text-white hover:bg-white/10 hover:text-white" })}
          >
            Ask Us a Question
          </Link>
        </div>
      </div>
    </section>
  )
}
