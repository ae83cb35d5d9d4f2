import { readUpload } from "@/lib/data/uploads"

// Uploaded files can be anything (the media library takes any type): only a verified raster image is served
// inline; everything else is a sandboxed download so nothing uploaded can run in the site's origin.
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  const file = await readUpload(path.join("/")).catch((err) => {
    console.error("[uploads]", err)
    return undefined
  })
  if (file === undefined) return new Response("Unavailable", { status: 503, headers: { "Cache-Control": "no-store" } })
  if (!file) return new Response("Not found", { status: 404, headers: { "X-Content-Type-Options": "nosniff" } })

  const headers = new Headers({
    "Content-Type": file.inline ? file.contentType : "application/octet-stream",
    "Content-Length": String(file.bytes.byteLength),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Cross-Origin-Resource-Policy": "same-origin",
  })
  headers.set(
    "Content-Disposition",
    `${file.inline ? "inline" : "attachment"}; filename="${file.downloadName.replace(/"/g, "")}"`,
  )
  return new Response(new Uint8Array(file.bytes), { status: 200, headers })
}
