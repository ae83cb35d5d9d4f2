#!/usr/bin/env node
// Renders the blog's abstract cover art (SVG, brand colours) to compressed WebP in public/blog, and writes
// lib/site/image-sizes.ts so next/image knows every size. Run from the project root after editing the art:
//   node content/blog/_art/generate-images.mjs
import { writeFileSync } from "node:fs"
import sharp from "sharp"

const C = { teal: "#0f5e59", deep: "#0a2f2d", blush: "#c8846e", sand: "#f3ede3", mint: "#8fc7bb", cream: "#fbfaf7" }
const W = 1200
const H = 675

function rng(seed) {
  let s = seed
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646
}

const frame = (defs, body, bg = `url(#bg)`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs><rect width="${W}" height="${H}" fill="${bg}"/>${body}</svg>`

const linear = (id, a, b, angle = 0) =>
  `<linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`
const radial = (id, a, b) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}" stop-opacity="0"/></radialGradient>`
const blur = (id, d) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${d}"/></filter>`

const art = {
  // Bubbles rising: conversations and communities.
  "social-trends-2025": () => {
    const r = rng(7)
    let body = `<circle cx="980" cy="140" r="260" fill="url(#glow)" />`
    for (let i = 0; i < 26; i++) {
      const x = r() * W
      const y = r() * H
      const rad = 18 + r() * 90
      const fill = [C.teal, C.blush, C.mint, C.cream][i % 4]
      body += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${rad.toFixed(0)}" fill="${fill}" fill-opacity="${(0.25 + r() * 0.6).toFixed(2)}"/>`
    }
    return frame(linear("bg", C.deep, C.teal, 35) + radial("glow", C.blush, C.blush), body)
  },
  // Soft arcs and rounded forms: a calm, clinical palette.
  "dental-guide": () => {
    let body = ""
    for (let i = 0; i < 9; i++) {
      const rad = 120 + i * 70
      body += `<circle cx="260" cy="720" r="${rad}" fill="none" stroke="${i % 2 ? C.teal : C.blush}" stroke-opacity="${(0.75 - i * 0.07).toFixed(2)}" stroke-width="${14 - i}"/>`
    }
    body += `<rect x="760" y="150" width="300" height="380" rx="150" fill="${C.cream}" fill-opacity=".85"/>`
    body += `<rect x="820" y="210" width="180" height="260" rx="90" fill="${C.mint}" fill-opacity=".7"/>`
    return frame(linear("bg", C.sand, "#e4efe9", 10), body)
  },
  // Vertical frames and a sound wave: short-form video.
  "tiktok-wellness": () => {
    let body = ""
    const frames = [
      [180, 110, C.teal],
      [460, 60, C.blush],
      [740, 140, C.mint],
    ]
    for (const [x, y, fill] of frames) {
      body += `<rect x="${x}" y="${y}" width="240" height="430" rx="32" fill="${fill}" fill-opacity=".9"/>`
      body += `<circle cx="${x + 120}" cy="${y + 215}" r="46" fill="${C.cream}" fill-opacity=".9"/>`
      body += `<path d="M${x + 108} ${y + 190} l40 25 -40 25z" fill="${C.deep}"/>`
    }
    let d = "M0 600"
    for (let x = 0; x <= W; x += 20) d += ` L${x} ${600 + Math.sin(x / 38) * (18 + 14 * Math.sin(x / 170))}`
    body += `<path d="${d}" fill="none" stroke="${C.cream}" stroke-width="5" stroke-opacity=".8"/>`
    return frame(linear("bg", C.deep, "#123f3b", 90), body)
  },
  // Nodes joined by flowing lines: an automated journey.
  "email-automation": () => {
    const nodes = [
      [150, 340],
      [380, 190],
      [380, 490],
      [640, 340],
      [880, 190],
      [880, 490],
      [1070, 340],
    ]
    const edges = [
      [0, 1],
      [0, 2],
      [1, 3],
      [2, 3],
      [3, 4],
      [3, 5],
      [4, 6],
      [5, 6],
    ]
    let body = ""
    for (const [a, b] of edges) {
      const [x1, y1] = nodes[a]
      const [x2, y2] = nodes[b]
      const mx = (x1 + x2) / 2
      body += `<path d="M${x1} ${y1} C${mx} ${y1} ${mx} ${y2} ${x2} ${y2}" fill="none" stroke="${C.teal}" stroke-width="6" stroke-opacity=".55"/>`
    }
    nodes.forEach(([x, y], i) => {
      body += `<circle cx="${x}" cy="${y}" r="${i === 3 ? 58 : 40}" fill="${i === 3 ? C.blush : C.teal}"/>`
      body += `<rect x="${x - 20}" y="${y - 13}" width="40" height="26" rx="4" fill="none" stroke="${C.cream}" stroke-width="4"/>`
      body += `<path d="M${x - 20} ${y - 11} L${x} ${y + 3} L${x + 20} ${y - 11}" fill="none" stroke="${C.cream}" stroke-width="4"/>`
    })
    return frame(linear("bg", C.sand, C.cream, 0), body)
  },
  // A grid of tiles with a warm glow: a curated feed.
  "medspa-instagram": () => {
    const r = rng(19)
    let body = `<circle cx="600" cy="330" r="380" fill="url(#glow)" filter="url(#soft)"/>`
    const palette = [C.blush, C.sand, C.mint, C.teal, C.cream]
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 3; col++) {
        const x = 360 + col * 165
        const y = 95 + row * 165
        body += `<rect x="${x}" y="${y}" width="150" height="150" rx="22" fill="${palette[Math.floor(r() * palette.length)]}" fill-opacity="${(0.7 + r() * 0.3).toFixed(2)}"/>`
      }
    }
    return frame(linear("bg", "#2a1d19", C.deep, 120) + radial("glow", C.blush, C.blush) + blur("soft", 30), body)
  },
  // Rising bars and a funnel: visitors becoming patients.
  "website-conversion": () => {
    let body = ""
    const heights = [120, 170, 150, 230, 260, 320, 380, 440]
    heights.forEach((h, i) => {
      body += `<rect x="${90 + i * 70}" y="${600 - h}" width="46" height="${h}" rx="10" fill="${i > 5 ? C.blush : C.teal}" fill-opacity="${(0.45 + i * 0.07).toFixed(2)}"/>`
    })
    body += `<path d="M720 130 H1110 L960 330 V520 H870 V330 Z" fill="${C.cream}" fill-opacity=".9"/>`
    body += `<path d="M760 170 H1070 L940 315 H890 Z" fill="${C.mint}"/>`
    return frame(linear("bg", C.deep, C.teal, 160), body)
  },
  // The fallback cover: a dawn over layered hills.
  "default-cover": () => {
    let body = `<circle cx="600" cy="430" r="170" fill="${C.blush}" fill-opacity=".9"/>`
    body += `<path d="M0 470 C260 380 420 520 640 450 S1000 360 1200 430 V675 H0Z" fill="${C.teal}" fill-opacity=".85"/>`
    body += `<path d="M0 560 C240 490 520 610 760 540 S1060 500 1200 540 V675 H0Z" fill="${C.deep}"/>`
    return frame(linear("bg", C.sand, "#f6d9c9", 90), body)
  },
  // An in-article figure: the patient journey as five connected stages.
  "patient-journey": () => {
    let body = `<path d="M120 420 C320 200 480 560 640 340 S960 160 1080 300" fill="none" stroke="${C.teal}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 26"/>`
    const stops = [
      [120, 420, C.mint],
      [360, 360, C.teal],
      [640, 340, C.blush],
      [880, 230, C.teal],
      [1080, 300, C.deep],
    ]
    stops.forEach(([x, y, fill], i) => {
      body += `<circle cx="${x}" cy="${y}" r="${44 + i * 6}" fill="${fill}"/>`
      body += `<circle cx="${x}" cy="${y}" r="${16 + i * 2}" fill="${C.cream}"/>`
    })
    return frame(linear("bg", C.cream, C.sand, 90), body)
  },
}

const files = {
  "healthcare-social-media-trends-2025.webp": "social-trends-2025",
  "dental-practice-marketing-guide.webp": "dental-guide",
  "tiktok-for-wellness-brands.webp": "tiktok-wellness",
  "email-automation-healthcare.webp": "email-automation",
  "medspa-instagram-growth.webp": "medspa-instagram",
  "healthcare-website-conversion.webp": "website-conversion",
  "default-cover.webp": "default-cover",
  "patient-journey.webp": "patient-journey",
}

const sizes = {}
for (const [file, key] of Object.entries(files)) {
  const out = `public/blog/${file}`
  const info = await sharp(Buffer.from(art[key]())).webp({ quality: 72, effort: 6 }).toFile(out)
  sizes[`/blog/${file}`] = { width: info.width, height: info.height }
  console.log(`${out}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KiB`)
}

const lines = Object.entries(sizes).map(([src, s]) => `  "${src}": { width: ${s.width}, height: ${s.height} },`)
writeFileSync(
  "lib/site/image-sizes.ts",
  `// Generated by content/blog/_art/generate-images.mjs: the intrinsic size of every image shipped in public/blog.\nexport const IMAGE_SIZES: Record<string, { width: number; height: number }> = {\n${lines.join("\n")}\n}\n`,
)
