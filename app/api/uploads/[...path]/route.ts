import { readUpload } from "@/lib/data/uploads"
import { parseRange } from "@/lib/server/http/range"

// Uploaded files can be anything (the media library takes any type): only a verified raster image is served
// inline; everything else is a sandboxed download so nothing uploaded can run in the site's origin. These headers
// are this route's own: the site-wide page headers (next.config.mjs) skip /api/uploads so they cannot replace them.
const FILE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  ...(process.env.NODE_ENV === "production" ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
}

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  const file = await readUpload(path.join("/")).catch((err) => {
    console.error("[uploads]", err)
    return undefined
  })
  if (file === undefined) return new Response("Unavailable", { status: 503, headers: { ...FILE_HEADERS, "Cache-Control": "no-store" } })
  if (!file) return new Response("Not found", { status: 404, headers: FILE_HEADERS })

  const headers = new Headers({
    ...FILE_HEADERS,
    "Content-Type": file.inline ? file.contentType : "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Accept-Ranges": "bytes",
    "Content-Disposition": `${file.inline ? "inline" : "attachment"}; filename="${file.downloadName.replace(/"/g, "")}"`,
  })
  // Media players and resumed downloads ask for byte ranges; a stale If-Range gets the whole file.
  const range = request.headers.get("if-range") ? null : parseRange(request.headers.get("range"), file.size)
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${file.size}`)
    return new Response(null, { status: 416, headers })
  }
  if (range) {
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`)
    headers.set("Content-Length", String(range.end - range.start + 1))
    return new Response(file.stream(range), { status: 206, headers })
  }
  headers.set("Content-Length", String(file.size))
  return new Response(file.stream(), { status: 200, headers })
}
