#!/usr/bin/env node
// The site's internal links, in every language (after `npm run build`; `npm test` runs it): starts the production
// server on a fresh data folder with the starting content and one case study, resource and landing page
// (scripts/lib/sample-site.mjs), and crawls it with linkinator from every address of /sitemap.xml (sitemap indexes
// followed) and those documents, following every link that stays on the site: pages, images, scripts, stylesheets, feeds and the
// alternate-language and canonical addresses in each page's head. Any internal address that answers an error (a 404
// above all) fails, with the page that links to it. Links to other sites are not fetched: their answers are not
// ours to test, and CI must not depend on the network.
//   node scripts/check-links.mjs
import { rmSync } from "node:fs"

import { LinkState, check } from "linkinator"

import { SAMPLE_PATHS, startSampleSite } from "./lib/sample-site.mjs"
import { sitemapPaths } from "./lib/sitemap.mjs"

const started = performance.now()
const server = await startSampleSite()
let failed = false
try {
  const listed = await sitemapPaths(server.url)
  if (!listed.includes("/es") || !listed.includes("/es/blog")) throw new Error("check-links: /sitemap.xml lists no Spanish pages")
  const result = await check({
    path: [...new Set([...listed, ...SAMPLE_PATHS])].map((path) => server.url + path),
    recurse: true,
    concurrency: 8,
    timeout: 30_000,
    linksToSkip: async (link) => !link.startsWith(server.url),
  })
  const checked = result.links.filter((l) => l.state !== LinkState.SKIPPED)
  const broken = checked.filter((l) => l.state === LinkState.BROKEN)
  for (const link of broken) {
    console.error(`check-links: ${link.url.replace(server.url, "")} answered ${link.status ?? "nothing"} (linked from ${(link.parent ?? "?").replace(server.url, "") || "/"})`)
  }
  const reached = new Set(checked.map((l) => new URL(l.url).pathname))
  const missed = listed.filter((path) => !reached.has(path))
  for (const path of missed) console.error(`check-links: ${path} (in the sitemap) was not crawled`)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`check-links: ${checked.length} internal addresses (${listed.length} sitemap pages in both languages), ${broken.length} broken, ${seconds} s`)
  if (broken.length > 0 || missed.length > 0) failed = true
} finally {
  await server.stop()
  rmSync(server.dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
