import { rfc822 } from "./dates"
import { xmlEscape } from "./sitemap-xml"

type RssItem = {
  title: string
  link: string
  description: string
  pubDate: string
  categories: string[]
  author?: string
}

type RssChannel = {
  title: string
  link: string
  description: string
  selfUrl: string
  language?: string
  items: RssItem[]
}

/** RSS 2.0 (https://www.rssboard.org/rss-specification) with an atom:link to itself. */
export function buildRssXml(channel: RssChannel): string {
  const items = channel.items
    .map((item) => {
      const categories = item.categories.map((c) => `      <category>${xmlEscape(c)}</category>\n`).join("")
      return (
        `    <item>\n` +
        `      <title>${xmlEscape(item.title)}</title>\n` +
        `      <link>${xmlEscape(item.link)}</link>\n` +
        `      <guid isPermaLink="true">${xmlEscape(item.link)}</guid>\n` +
        `      <pubDate>${rfc822(item.pubDate)}</pubDate>\n` +
        (item.author ? `      <dc:creator>${xmlEscape(item.author)}</dc:creator>\n` : "") +
        `      <description>${xmlEscape(item.description)}</description>\n` +
        categories +
        `    </item>\n`
      )
    })
    .join("")
  const newest = channel.items[0]?.pubDate
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n` +
    `  <channel>\n` +
    `    <title>${xmlEscape(channel.title)}</title>\n` +
    `    <link>${xmlEscape(channel.link)}</link>\n` +
    `    <description>${xmlEscape(channel.description)}</description>\n` +
    `    <language>${xmlEscape(channel.language ?? "en-us")}</language>\n` +
    (newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : "") +
    `    <atom:link href="${xmlEscape(channel.selfUrl)}" rel="self" type="application/rss+xml" />\n` +
    items +
    `  </channel>\n` +
    `</rss>\n`
  )
}
