import { ICON_SPRITE_URL, type IconName } from "@/lib/domain/icons"

type IconProps = { name: IconName; className?: string }

/**
 * A decorative icon from the sprite: a few bytes per use, no JavaScript, same in server and client components.
 * Without a class it keeps lucide's 24 px default, which a button's own icon size still overrides.
 */
export function Icon({ name, className }: IconProps) {
  // Spread only when needed: an undefined prop still costs bytes in the page's RSC payload.
  const size = className ? {} : { width: 24, height: 24 }
  return (
    <svg aria-hidden="true" className={className} {...size}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  )
}
