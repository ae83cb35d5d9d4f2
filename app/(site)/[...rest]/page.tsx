import { notFound } from "next/navigation"

// Unknown URLs render the (site) not-found page, so they keep the public header and footer.
export default function CatchAll() {
  notFound()
}
