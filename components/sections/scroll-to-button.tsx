"use client"

import { scrollToId } from "@/components/site/scroll"

type ScrollToButtonProps = Omit<React.ComponentProps<"a">, "href"> & { targetId: string }

/** An in-page link that scrolls smoothly (instantly under reduced motion) to the element with targetId. */
export function ScrollToButton({ targetId, onClick, ...props }: ScrollToButtonProps) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented && scrollToId(targetId)) event.preventDefault()
      }}
      {...props}
    />
  )
}
