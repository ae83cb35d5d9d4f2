import type { ContactPageCopy } from "../contact-page-en"

/** The Spanish contact page (/es/contact): its heading (the h1 and <title>), the line under it and its canonical path. */
export const CONTACT_PAGE_ES: ContactPageCopy = {
  title: "Hablemos",
  description: "Cuéntenos sobre su consultorio y sus metas: nuestro equipo responde cada mensaje en un plazo de un día hábil.",
  path: "/es/contact",
}
