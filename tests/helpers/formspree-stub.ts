import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * Recorded Formspree responses (status + body as the service sends them), keyed by the form id the test posts to.
 * Shapes: `{ next }` on success; `{ errors: [{ code, field?, message }] }` (sometimes with a top-level `error`);
 * a bare `{ error }`; anything else is "unexpected".
 */
export type Recorded = { status: number; body: string; contentType?: string; delayMs?: number }

const json = (status: number, value: unknown): Recorded => ({ status, body: JSON.stringify(value) })

export const FORMSPREE_RESPONSES = {
  success: json(200, { next: "https://formspree.io/thanks?language=en", ok: true }),
  slowSuccess: { ...json(200, { next: "https://formspree.io/thanks", ok: true }), delayMs: 600 },
  BLOCKED: json(403, { error: "Form is blocked", errors: [{ code: "BLOCKED", message: "form is blocked" }] }),
  EMPTY: json(422, { error: "Empty form", errors: [{ code: "EMPTY", message: "empty form" }] }),
  FILES_TOO_BIG: json(413, { errors: [{ code: "FILES_TOO_BIG", message: "files too big" }] }),
  FORM_NOT_FOUND: json(404, { error: "Form not found", errors: [{ code: "FORM_NOT_FOUND", message: "form not found" }] }),
  INACTIVE: json(403, { error: "Form not active", errors: [{ code: "INACTIVE", message: "form is inactive" }] }),
  NO_FILE_UPLOADS: json(422, { errors: [{ code: "NO_FILE_UPLOADS", message: "file uploads not allowed" }] }),
  PROJECT_NOT_FOUND: json(404, { errors: [{ code: "PROJECT_NOT_FOUND", message: "project not found" }] }),
  TOO_MANY_FILES: json(422, { errors: [{ code: "TOO_MANY_FILES", message: "too many files" }] }),
  formUnknownCode: json(400, { errors: [{ code: "SOMETHING_NEW", message: "The form owner's plan does not allow this" }] }),
  REQUIRED_FIELD_EMPTY: json(422, { errors: [{ code: "REQUIRED_FIELD_EMPTY", field: "name", message: "is required" }] }),
  REQUIRED_FIELD_MISSING: json(422, { errors: [{ code: "REQUIRED_FIELD_MISSING", field: "message", message: "is required" }] }),
  STRIPE_CLIENT_ERROR: json(422, { errors: [{ code: "STRIPE_CLIENT_ERROR", field: "paymentMethod", message: "stripe error" }] }),
  STRIPE_SCA_ERROR: json(422, { errors: [{ code: "STRIPE_SCA_ERROR", field: "paymentMethod", message: "sca error" }] }),
  TYPE_EMAIL: json(422, { errors: [{ code: "TYPE_EMAIL", field: "email", message: "should be an email" }] }),
  TYPE_NUMERIC: json(422, { errors: [{ code: "TYPE_NUMERIC", field: "message", message: "should be a number" }] }),
  TYPE_TEXT: json(422, { errors: [{ code: "TYPE_TEXT", field: "name", message: "should be text" }] }),
  fieldUnknownCode: json(422, { errors: [{ code: "WHATEVER", field: "email", message: "is on a blocklist" }] }),
  severalFields: json(422, {
    errors: [
      { code: "REQUIRED_FIELD_EMPTY", field: "email", message: "is required" },
      { code: "TYPE_EMAIL", field: "email", message: "should be an email" },
      { code: "TYPE_TEXT", field: "name", message: "should be text" },
    ],
  }),
  singleError: json(400, { error: "Submission rejected by the form's spam filter" }),
  unexpectedJson: json(200, { status: "queued" }),
  htmlPage: { status: 502, body: "<html><body>Bad gateway</body></html>", contentType: "text/html" },
} satisfies Record<string, Recorded>

export type FormspreeCase = keyof typeof FORMSPREE_RESPONSES

export type StubRequest = { method: string; url: string; headers: IncomingMessage["headers"]; body: string }

/** A local HTTP server answering POST /f/{case} and /p/{project}/f/{case} with the recorded response. */
export async function startFormspreeStub(): Promise<{ origin: string; requests: StubRequest[]; close: () => Promise<void> }> {
  const requests: StubRequest[] = []
  const server: Server = createServer((req, res) => {
    let body = ""
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      res.setHeader("Access-Control-Allow-Origin", "*")
      res.setHeader("Access-Control-Allow-Headers", "*")
      if (req.method === "OPTIONS") return void res.writeHead(204).end()
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body })
      const key = (req.url ?? "").split("/").pop() as FormspreeCase
      const recorded: Recorded | undefined = FORMSPREE_RESPONSES[key]
      if (!recorded) return void res.writeHead(404, { "Content-Type": "application/json" }).end('{"error":"Form not found"}')
      const send = () => res.writeHead(recorded.status, { "Content-Type": recorded.contentType ?? "application/json" }).end(recorded.body)
      if (recorded.delayMs) setTimeout(send, recorded.delayMs)
      else send()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** An origin nothing listens on: posting there is a network failure. */
export async function deadOrigin(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
