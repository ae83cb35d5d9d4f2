/**
 * The one seam through which admin Markdown (page bodies at /{slug}, editor previews) is rendered. Until the
 * blog's sanitising renderer is on main this is a minimal text-only renderer: headings and paragraphs, every
 * character escaped by React, no links, no HTML.
 */
export function RenderedMarkdown({ source }: { source: string }) {
  const blocks = source
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
  return (
    <div className="flex flex-col gap-4 leading-relaxed" data-testid="rendered-markdown">
      {blocks.map((block, index) => {
        const heading = /^(#{1,4})\s+(.*)$/.exec(block)
        if (heading && !block.includes("\n")) {
          const level = heading[1]!.length
          const text = heading[2]
          if (level === 1) return <h2 key={index} className="text-3xl font-semibold">{text}</h2>
          if (level === 2) return <h2 key={index} className="text-2xl font-semibold">{text}</h2>
          if (level === 3) return <h3 key={index} className="text-xl font-semibold">{text}</h3>
          return <h4 key={index} className="text-lg font-semibold">{text}</h4>
        }
        return (
          <p key={index} className="whitespace-pre-line">
            {block}
          </p>
        )
      })}
    </div>
  )
}
