/**
 * A dynamic route segment as text. Next hands some params over still percent-encoded and others already decoded
 * (the page and its metadata can differ), so decode once and keep the value as it is when it is not valid
 * percent-encoding (a literal "%" after decoding): never a thrown URIError, never a 500.
 */
export function decodeParam(param: string): string {
  try {
    return decodeURIComponent(param)
  } catch {
    return param
  }
}
