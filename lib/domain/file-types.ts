/** Upload checks that trust only the bytes: raster-image sniffing, dimensions, and name cleaning. */

export type RasterType = "image/jpeg" | "image/png" | "image/gif" | "image/webp"

export const IMAGE_EXTENSIONS: Record<string, RasterType> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
}

export const MAX_IMAGE_SIDE = 12_000

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))

export function sniffRaster(b: Uint8Array): RasterType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg"
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return "image/png"
  if (b.length >= 6 && (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a")) return "image/gif"
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "image/webp"
  return null
}

/** Width and height from the image header, or null when the header cannot be read. */
export function imageSize(b: Uint8Array, type: RasterType): { width: number; height: number } | null {
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength)
  try {
    switch (type) {
      case "image/png":
        return { width: dv.getUint32(16), height: dv.getUint32(20) }
      case "image/gif":
        return { width: dv.getUint16(6, true), height: dv.getUint16(8, true) }
      case "image/webp": {
        const chunk = ascii(b, 12, 16)
        if (chunk === "VP8X") {
          const w = 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16))
          const h = 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16))
          return { width: w, height: h }
        }
        if (chunk === "VP8L") {
          const bits = dv.getUint32(21, true)
          return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
        }
        if (chunk === "VP8 ") return { width: dv.getUint16(26, true) & 0x3fff, height: dv.getUint16(28, true) & 0x3fff }
        return null
      }
      case "image/jpeg": {
        let i = 2
        while (i + 9 < b.length) {
          if (b[i] !== 0xff) return null
          const marker = b[i + 1]!
          if (marker === 0xff) {
            i++
            continue
          }
          const len = dv.getUint16(i + 2)
          if (isJpegSof(marker)) return { width: dv.getUint16(i + 7), height: dv.getUint16(i + 5) }
          i += 2 + len
        }
        return null
      }
    }
  } catch {
    return null
  }
}

const isJpegSof = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/**
 * A JPEG's dimensions, walking its segments through `readAt` (a file read at an offset), so large metadata before
 * the frame header is skipped, never read. Same rules as imageSize; null when the header cannot be read.
 */
export async function jpegSize(readAt: (offset: number, length: number) => Promise<Uint8Array>): Promise<{ width: number; height: number } | null> {
  let i = 2
  for (let steps = 0; steps < 10_000; steps++) {
    const b = await readAt(i, 10)
    if (b.length < 10 || b[0] !== 0xff) return null
    const marker = b[1]!
    if (marker === 0xff) {
      i++
      continue
    }
    const dv = new DataView(b.buffer, b.byteOffset, b.byteLength)
    if (isJpegSof(marker)) return { width: dv.getUint16(7), height: dv.getUint16(5) }
    i += 2 + dv.getUint16(2)
  }
  return null
}

/** The original name as metadata only: [A-Za-z0-9._-], no leading dots, at most 100 characters. */
export function cleanFileName(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+/, "")
    .replace(/-{2,}/g, "-")
  const trimmed = cleaned.length > 100 ? cleaned.slice(cleaned.length - 100).replace(/^[.-]+/, "") : cleaned
  return trimmed || "file"
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".")
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ""
}

/** Whether a stored content type may be shown inline: only a verified raster image. */
export function isInlineSafe(contentType: string): boolean {
  return Object.values(IMAGE_EXTENSIONS).includes(contentType as RasterType)
}

const IMAGE_NAME = /\.(jpe?g|png|gif|webp)$/i

/** Thumbnails for names ending jpg, jpeg, png, gif, webp; a file icon otherwise. */
export function isImageName(name: string): boolean {
  return IMAGE_NAME.test(name)
}

/** Where the SQL adapter serves uploaded files from. */
export const UPLOADS_ROUTE = "/api/uploads"
