"use client"

import { Toaster as Sonner, type ToasterProps } from "sonner"

/** One toast at a time, about 4.5 seconds each (spec §9). */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      visibleToasts={1}
      duration={4500}
      closeButton
      richColors
      toastOptions={{ classNames: { title: "font-semibold" } }}
      {...props}
    />
  )
}

export { Toaster }
