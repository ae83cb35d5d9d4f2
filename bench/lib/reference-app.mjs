// A minimal reference Next.js app shaped like the framework's blog starter (a home listing the posts with a hero
// post and cover images, and a post page rendering markdown), built with the same `next` as the product: the
// framework's floor for the comparison in bench/compare.mjs. It is written into a temporary folder at run time
// (nothing here is fetched) and uses the product's node_modules through a symlink.
import { execFileSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import YAML from "yaml"

const files = {
  "package.json": JSON.stringify({ name: "reference-blog", private: true, type: "module" }),
  // node_modules is a symlink into the product, so Turbopack's root must contain both folders.
  "next.config.mjs": `export default { turbopack: { root: "/" } }\n`,
  "app/fonts.js": `import localFont from "next/font/local"
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
})
`,
  "app/layout.jsx": `import { inter } from "./fonts"
import "./globals.css"
export const metadata = { title: "Next.js Blog Example", description: "A statically generated blog example using Next.js." }
export default function RootLayout({ children }) {
  return (
    <html lang="en" className={inter.variable}>
      <body><div className="container">{children}</div>
        <footer className="footer"><div className="container"><h3>Statically Generated with Next.js.</h3></div></footer>
      </body>
    </html>
  )
}
`,
  "app/posts.js": `import posts from "./posts.json"
export const getAllPosts = () => posts
export const getPost = (slug) => posts.find((p) => p.slug === slug)
`,
  "app/cover.jsx": `import Image from "next/image"
import Link from "next/link"
export function Cover({ post, priority = false }) {
  const image = <Image src={post.image} alt={post.imageAlt} width={1300} height={731} priority={priority} className="cover" sizes="(min-width: 1024px) 1024px, 100vw" />
  return post.link ? <Link href={"/posts/" + post.slug} aria-label={post.title}>{image}</Link> : image
}
`,
  "app/page.jsx": `import Link from "next/link"
import { Cover } from "./cover"
import { getAllPosts } from "./posts"
export default function Index() {
  const [hero, ...more] = getAllPosts()
  return (
    <main>
      <section className="intro"><h1>Blog.</h1><p>A statically generated blog example using Next.js.</p></section>
      <section className="hero">
        <Cover post={{ ...hero, link: true }} priority />
        <h2><Link href={"/posts/" + hero.slug}>{hero.title}</Link></h2>
        <p className="date">{hero.date}</p><p>{hero.excerpt}</p><p className="author">{hero.author}</p>
      </section>
      <h2 className="more">More Stories</h2>
      <div className="grid">
        {more.map((post) => (
          <article key={post.slug}>
            <Cover post={{ ...post, link: true }} />
            <h3><Link href={"/posts/" + post.slug}>{post.title}</Link></h3>
            <p className="date">{post.date}</p><p>{post.excerpt}</p><p className="author">{post.author}</p>
          </article>
        ))}
      </div>
    </main>
  )
}
`,
  "app/posts/[slug]/page.jsx": `import { notFound } from "next/navigation"
import { Cover } from "../../cover"
import { getAllPosts, getPost } from "../../posts"
export function generateStaticParams() { return getAllPosts().map((p) => ({ slug: p.slug })) }
export default async function Post({ params }) {
  const post = getPost((await params).slug)
  if (!post) notFound()
  return (
    <main>
      <h2 className="brand"><a href="/">Blog</a>.</h2>
      <article>
        <h1>{post.title}</h1>
        <p className="author">{post.author}</p>
        <Cover post={post} priority />
        <p className="date">{post.date}</p>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </main>
  )
}
`,
  "app/globals.css": `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--font-inter),system-ui,sans-serif;color:#111;line-height:1.6}
a{color:inherit}.container{max-width:72rem;margin:0 auto;padding:0 1.25rem}
.intro{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;margin:4rem 0 3rem}
.intro h1{font-size:4rem;font-weight:700;letter-spacing:-.05em;margin:0}
.cover{width:100%;height:auto;border-radius:.25rem;box-shadow:0 1px 3px #0002}
.hero h2{font-size:2.5rem;line-height:1.15;margin:1.5rem 0 .5rem}.more{font-size:3rem;margin:4rem 0 2rem}
.grid{display:grid;gap:4rem 2rem;grid-template-columns:repeat(auto-fill,minmax(20rem,1fr))}
.date{color:#555}.author{font-weight:600}.brand{font-size:2rem;margin:3rem 0 2rem}
article h1{font-size:3rem;line-height:1.1;letter-spacing:-.03em}
.markdown{max-width:42rem;margin:2rem auto;font-size:1.125rem}.markdown h1,.markdown h2{font-size:1.75rem;margin-top:3rem}
.markdown h3{font-size:1.4rem}.markdown pre{overflow:auto;background:#f5f5f5;padding:1rem}
.footer{background:#fafafa;border-top:1px solid #eee;margin-top:4rem;padding:3rem 0}
`,
}

async function markdownToHtml(markdown) {
  const { unified } = await import("unified")
  const { default: remarkParse } = await import("remark-parse")
  const { default: remarkGfm } = await import("remark-gfm")
  const { default: remarkRehype } = await import("remark-rehype")
  const { toJsxRuntime } = await import("hast-util-to-jsx-runtime")
  const { Fragment, jsx, jsxs } = await import("react/jsx-runtime")
  const { renderToStaticMarkup } = await import("react-dom/server")
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype)
  const tree = await processor.run(processor.parse(markdown))
  return renderToStaticMarkup(toJsxRuntime(tree, { Fragment, jsx, jsxs }))
}

/** The product's built-in posts as the starter's markdown posts (MDX-only lines dropped). */
async function readPosts(productDir) {
  const dir = join(productDir, "content/blog")
  const posts = []
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".mdx"))) {
    const [, front, body] = readFileSync(join(dir, name), "utf8").match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? []
    const meta = YAML.parse(front ?? "")
    const markdown = (body ?? "").replace(/^(import|export) .*$/gm, "").replace(/^> \[!\w+\]\s*$/gm, ">")
    posts.push({
      slug: name.replace(/\.mdx$/, ""),
      title: meta.title,
      excerpt: meta.excerpt,
      author: typeof meta.author === "object" ? meta.author.name : meta.author,
      date: meta.date,
      image: meta.image,
      imageAlt: meta.imageAlt ?? "",
      html: await markdownToHtml(markdown),
    })
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date))
}

// The framework alone: one heading and a paragraph, no stylesheet, no web font, no image, no client component. What
// every App Router page pays for its runtime and hydration, whatever the page does.
const floorFiles = {
  "package.json": files["package.json"],
  "next.config.mjs": files["next.config.mjs"],
  "app/layout.jsx": `export const metadata = { title: "Floor" }
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>The framework's floor</h1>
      <p>One heading and one paragraph, long enough to be the largest contentful paint on a phone, with no stylesheet,
      no web font, no image and no client component: what every Next.js App Router page pays for its runtime alone.</p>
    </main>
  )
}
`,
}

function writeApp(prefix, appFiles) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  for (const [path, text] of Object.entries(appFiles)) {
    mkdirSync(join(dir, path, ".."), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

function buildApp(dir, productDir) {
  symlinkSync(resolve(productDir, "node_modules"), join(dir, "node_modules"))
  execFileSync("npx", ["next", "build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } })
}

/** Writes and builds the framework's floor (one static page at /); returns its folder. */
export function buildFloorApp(productDir) {
  const dir = writeApp("bench-floor-", floorFiles)
  buildApp(dir, productDir)
  return dir
}

/** Writes and builds the reference app; returns its folder (pass it to startServer's cwd). */
export async function buildReferenceApp(productDir) {
  const dir = writeApp("bench-reference-", files)
  const posts = await readPosts(productDir)
  writeFileSync(join(dir, "app/posts.json"), JSON.stringify(posts))
  mkdirSync(join(dir, "public/blog"), { recursive: true })
  for (const post of posts) {
    const source = join(productDir, "public", post.image)
    if (existsSync(source)) copyFileSync(source, join(dir, "public", post.image))
  }
  buildApp(dir, productDir)
  return { dir, posts }
}
