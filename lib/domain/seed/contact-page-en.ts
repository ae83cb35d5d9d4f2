/** The contact page's heading (its h1 and <title>), the line under it and the path its canonical link names. */
export type ContactPageCopy = { title: string; description: string; path: string }

/** The English contact page, word for word as the page first wrote it. */
export const CONTACT_PAGE_EN: ContactPageCopy = {
  title: "Get in Touch",
  description: "Tell us about your practice and your goals: our team replies to every message within one business day.",
  path: "/contact",
}
