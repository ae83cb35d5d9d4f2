import type { CalloutType } from "@/lib/site/markdown/rehype-callouts"
import type { IconName } from "@/lib/domain/icons"
import { Icon } from "@/components/ui/icon"

// Colours per type come from blog.css, by the box's data-callout.
const STYLES: Record<CalloutType, { label: string; icon: IconName }> = {
  note: { label: "Note", icon: "info" },
  tip: { label: "Tip", icon: "lightbulb" },
  important: { label: "Important", icon: "message-square-warning" },
  warning: { label: "Warning", icon: "alert-triangle" },
}

type CalloutProps = { type?: string; title?: string; children?: React.ReactNode }

/**
 * NOTE / TIP / IMPORTANT / WARNING box, from `> [!NOTE]` Markdown or `<Callout type="tip">` in built-in MDX. A note
 * (role="note"), not an <aside>: an aside is a complementary landmark, and a post with several unnamed ones fills a
 * screen reader's landmark list with entries it cannot tell apart.
 */
export function Callout({ type, title, children }: CalloutProps) {
  const kind = (type && type in STYLES ? type : "note") as CalloutType
  const style = STYLES[kind]
  return (
    <div role="note" data-callout={kind} className="callout">
      <p className="callout-title">
        <Icon name={style.icon} className="size-4" />
        {title ?? style.label}
      </p>
      <div className="callout-body">{children}</div>
    </div>
  )
}
