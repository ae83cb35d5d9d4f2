#!/usr/bin/env node
// Draws the marketing site's illustrations as SVG and rasterises them to WebP with sharp (a Next.js dependency).
// The output is committed under public/images; run again only to change the art: node scripts/generate-marketing-images.mjs
import { mkdirSync } from "node:fs"
import { dirname } from "node:path"
import sharp from "sharp"

const C = { teal: "#0f5e59", deep: "#0a2f2d", blush: "#c8846e", sand: "#f3ede3", mint: "#e6f0ed", ink: "#10201f", line: "#dcdfd9" }
const font = "DejaVu Sans, Liberation Sans, sans-serif"

const text = (x, y, s, size, fill = C.ink, weight = 400, anchor = "start") =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${s}</text>`

function dashboard() {
  const w = 1200
  const h = 900
  const bars = [120, 180, 150, 230, 210, 280, 320]
    .map((v, i) => `<rect x="${640 + i * 62}" y="${700 - v}" width="38" height="${v}" rx="8" fill="${i === 6 ? C.blush : C.teal}" opacity="${0.55 + i * 0.06}"/>`)
    .join("")
  const line = [560, 540, 548, 510, 490, 470, 430, 420, 380, 350]
  const pts = line.map((y, i) => `${110 + i * 48},${y}`).join(" ")
  const kpi = (x, label, value, delta) => `
    <rect x="${x}" y="150" width="300" height="150" rx="22" fill="#fff" stroke="${C.line}"/>
    ${text(x + 28, 200, label, 22, "#4f5d5b")}
    ${text(x + 28, 262, value, 48, C.ink, 700)}
    <rect x="${x + 200}" y="232" width="76" height="36" rx="18" fill="${C.mint}"/>
    ${text(x + 238, 257, delta, 20, C.teal, 700, "middle")}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.sand}"/><stop offset="1" stop-color="#e9efe9"/></linearGradient>
    <linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.teal}" stop-opacity=".35"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" rx="36" fill="url(#bg)"/>
  <rect x="40" y="40" width="${w - 80}" height="70" rx="20" fill="${C.deep}"/>
  <circle cx="84" cy="75" r="9" fill="${C.blush}"/><circle cx="112" cy="75" r="9" fill="#e7c9b8"/><circle cx="140" cy="75" r="9" fill="#9cc7bf"/>
  ${text(180, 84, "Practice Growth Dashboard", 26, "#fff", 700)}
  ${text(w - 70, 84, "Last 90 days", 22, "#c9dad6", 400, "end")}
  ${kpi(60, "Booked consultations", "184", "+32%")}
  ${kpi(450, "Cost per new patient", "$86", "-21%")}
  ${kpi(840, "Email-driven visits", "1,240", "+47%")}
  <rect x="60" y="330" width="520" height="420" rx="26" fill="#fff" stroke="${C.line}"/>
  ${text(88, 380, "Enquiries by week", 24, C.ink, 700)}
  <polygon points="110,700 ${pts} 542,700" fill="url(#area)"/>
  <polyline points="${pts}" fill="none" stroke="${C.teal}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="542" cy="350" r="10" fill="${C.blush}" stroke="#fff" stroke-width="4"/>
  <rect x="610" y="330" width="530" height="420" rx="26" fill="#fff" stroke="${C.line}"/>
  ${text(638, 380, "Bookings by channel", 24, C.ink, 700)}
  ${bars}
  <rect x="60" y="780" width="1080" height="80" rx="22" fill="${C.deep}"/>
  ${text(96, 830, "Recall flow · 38% open rate · 61 appointments rebooked this month", 24, "#fff")}
</svg>`
}

function phoneScreen() {
  const w = 540
  const h = 1080
  const slot = (x, y, label, active) =>
    `<rect x="${x}" y="${y}" width="140" height="58" rx="16" fill="${active ? C.teal : "#fff"}" stroke="${active ? C.teal : C.line}" stroke-width="2"/>${text(x + 70, y + 37, label, 22, active ? "#fff" : C.ink, 700, "middle")}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.teal}"/><stop offset="1" stop-color="${C.blush}"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="#fbfaf7"/>
  ${text(40, 110, "Radiance Dental Studio", 28, C.ink, 700)}
  ${text(40, 148, "Cosmetic &amp; family dentistry", 21, "#4f5d5b")}
  <rect x="40" y="180" width="460" height="330" rx="28" fill="url(#hero)"/>
  <circle cx="380" cy="300" r="120" fill="#fff" opacity=".14"/>
  <circle cx="140" cy="430" r="80" fill="#fff" opacity=".12"/>
  ${text(70, 400, "Your smile,", 40, "#fff", 700)}
  ${text(70, 450, "planned in one visit", 30, "#fff")}
  ${text(40, 570, "Book a free consultation", 26, C.ink, 700)}
  ${text(40, 606, "Tuesday, 14 May", 21, "#4f5d5b")}
  ${slot(40, 630, "9:00", false)}${slot(200, 630, "10:30", true)}${slot(360, 630, "13:15", false)}
  ${slot(40, 706, "15:00", false)}${slot(200, 706, "16:45", false)}${slot(360, 706, "18:00", false)}
  <rect x="40" y="800" width="460" height="84" rx="42" fill="${C.deep}"/>
  ${text(270, 853, "Confirm appointment", 26, "#fff", 700, "middle")}
  <rect x="40" y="920" width="460" height="110" rx="24" fill="${C.mint}"/>
  ${text(70, 965, "★★★★★  4.9 from 312 reviews", 22, C.teal, 700)}
  ${text(70, 1003, "“The whole team made me feel at ease.”", 20, C.ink)}
</svg>`
}

function serviceArt(kind) {
  const w = 1000
  const h = 800
  const base = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.deep}"/><stop offset="1" stop-color="${C.teal}"/></linearGradient>
  <clipPath id="frame"><rect width="${w}" height="${h}" rx="40"/></clipPath></defs>
  <rect width="${w}" height="${h}" rx="40" fill="url(#g)"/>
  <circle cx="860" cy="120" r="220" fill="${C.blush}" opacity=".22"/><circle cx="120" cy="720" r="200" fill="#fff" opacity=".06"/>`
  let body = ""
  if (kind === "social") {
    const post = (x, y, r, title, stat) => `
      <g transform="rotate(${r} ${x + 150} ${y + 190})">
        <rect x="${x}" y="${y}" width="300" height="380" rx="26" fill="#fff"/>
        <rect x="${x + 20}" y="${y + 20}" width="260" height="220" rx="18" fill="${C.sand}"/>
        <circle cx="${x + 150}" cy="${y + 130}" r="60" fill="${C.blush}" opacity=".7"/>
        ${text(x + 24, y + 290, title, 24, C.ink, 700)}
        ${text(x + 24, y + 330, stat, 20, C.teal, 700)}
      </g>`
    body = post(120, 230, -6, "Aligner FAQ reel", "♥ 2.4k · 86 saves") + post(380, 190, 2, "Meet Dr. Patel", "♥ 1.9k · 41 DMs") + post(640, 250, 7, "Glow facial", "♥ 3.1k · 58 bookings")
    body += text(120, 120, "This month’s content", 38, "#fff", 700)
  } else if (kind === "email") {
    const step = (y, label, meta, fill) => `
      <rect x="300" y="${y}" width="420" height="96" rx="22" fill="#fff"/>
      <rect x="324" y="${y + 24}" width="48" height="48" rx="12" fill="${fill}"/>
      ${text(392, y + 45, label, 24, C.ink, 700)}${text(392, y + 76, meta, 19, "#4f5d5b")}`
    body = text(120, 120, "Post-treatment journey", 38, "#fff", 700)
    body += `<path d="M510 266 V 650" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-dasharray="10 10"/>`
    body += step(170, "Thank-you &amp; aftercare", "Sent 2 hours after the visit", C.teal)
    body += step(330, "How are you feeling?", "Day 3 · 52% open rate", C.blush)
    body += step(490, "Review request", "Day 7 · 31% click rate", C.teal)
    body += step(650, "Recall reminder", "Month 6 · rebooks 38%", C.blush)
  } else {
    body = text(120, 120, "Launch-ready website", 38, "#fff", 700)
    body += `<rect x="120" y="170" width="760" height="520" rx="26" fill="#fff"/>
      <rect x="120" y="170" width="760" height="56" rx="26" fill="${C.sand}"/><rect x="120" y="200" width="760" height="26" fill="${C.sand}"/>
      <circle cx="156" cy="198" r="8" fill="${C.blush}"/><circle cx="182" cy="198" r="8" fill="#e7c9b8"/><circle cx="208" cy="198" r="8" fill="#9cc7bf"/>
      ${text(170, 310, "Modern aesthetics,", 40, C.ink, 700)}${text(170, 360, "natural results.", 40, C.ink, 700)}
      <rect x="170" y="400" width="220" height="62" rx="31" fill="${C.teal}"/>${text(280, 440, "Book online", 24, "#fff", 700, "middle")}
      <rect x="520" y="270" width="310" height="230" rx="20" fill="${C.mint}"/><circle cx="675" cy="385" r="70" fill="${C.blush}" opacity=".6"/>
      <rect x="170" y="540" width="200" height="110" rx="16" fill="${C.sand}"/><rect x="400" y="540" width="200" height="110" rx="16" fill="${C.sand}"/><rect x="630" y="540" width="200" height="110" rx="16" fill="${C.sand}"/>
      ${text(270, 605, "LCP 1.4 s", 22, C.teal, 700, "middle")}${text(500, 605, "WCAG 2.2 AA", 22, C.teal, 700, "middle")}${text(730, 605, "+64% leads", 22, C.teal, 700, "middle")}`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><g clip-path="url(#frame)">${base}${body}</g></svg>`
}

async function write(path, svg, quality = 82) {
  mkdirSync(dirname(path), { recursive: true })
  const info = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toFile(path)
  console.log(`${path}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KiB`)
}

await write("public/images/home/ecosystem-dashboard.webp", dashboard())
await write("public/images/home/phone-screen.webp", phoneScreen())
await write("public/images/services/social-media.webp", serviceArt("social"))
await write("public/images/services/email-marketing.webp", serviceArt("email"))
await write("public/images/services/website-development.webp", serviceArt("web"))
