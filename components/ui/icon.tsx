import { ICON_SPRITE_URL, type IconName } from "@/lib/icons"

type IconProps = { name: IconName; className?: string }

/**
 * A decorative icon from the sprite: a few bytes per use, no JavaScript, same in server and client components.
 * Without a class it keeps lucide's 24 px default, which a button's own icon size still overrides.
 */
export function Icon({ name, className }: IconProps) {
  const size = className ? undefined : 24
  return (
    <svg aria-hidden="true" className={className} width={size} height={size}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  )
}
