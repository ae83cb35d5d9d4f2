import type { CalloutType } from "@/lib/blog/markdown/rehype-callouts"
import type { IconName } from "@/lib/icons"
import { cn } from "@/lib/utils"
import { Icon } from "@/components/ui/icon"

const STYLES: Record<CalloutType, { label: string; icon: IconName; className: string }> = {
  note: { label: "Note", icon: "info", className: "border-[#2f6fb0] bg-[#eef5fc] [&_.callout-title]:text-[#1d4f82]" },
  tip: { label: "Tip", icon: "lightbulb", className: "border-[#1f7a4d] bg-[#edf8f1] [&_.callout-title]:text-[#145535]" },
  important: {
    label: "Important",
    icon: "message-square-warning",
    className: "border-[#7a4fb5] bg-[#f4effb] [&_.callout-title]:text-[#55328a]",
  },
  warning: {
    label: "Warning",
    icon: "alert-triangle",
    className: "border-[#b26a00] bg-[#fdf5e8] [&_.callout-title]:text-[#7a4700]",
  },
}

type CalloutProps = { type?: string; title?: string; children?: React.ReactNode }

/** NOTE / TIP / IMPORTANT / WARNING box, from `> [!NOTE]` Markdown or `<Callout type="tip">` in built-in MDX. */
export function Callout({ type, title, children }: CalloutProps) {
  const kind = (type && type in STYLES ? type : "note") as CalloutType
  const style = STYLES[kind]
  return (
    <aside data-callout={kind} className={cn("callout my-6 rounded-r-lg border-l-4 px-5 py-4", style.className)}>
      <p className="callout-title mb-1 flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
        <Icon name={style.icon} className="size-4" />
        {title ?? style.label}
      </p>
      <div className="callout-body [&>*:first-child]:mt-0 [&>*:last-child]:mb-0">{children}</div>
    </aside>
  )
}
