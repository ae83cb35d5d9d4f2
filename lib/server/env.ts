import { z } from "zod"

import { isValidTimeZone } from "@/lib/domain/schedule/time-zone"

/** Server configuration, read once from the environment and validated so a bad value fails with a clear message. */

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v)
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional())
const flag = z.preprocess(emptyToUndefined, z.enum(["1", "true", "0", "false"]).optional()).transform((v) => v === "1" || v === "true")

const schema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(["development", "production", "test"]).default("development")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default(".data")),
  DATABASE_URL: optionalString,
  NEXT_PUBLIC_SUPABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalString,
  ADMIN_EMAILS: optionalString,
  MEDIA_MAX_BYTES: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(10 * 1024 * 1024)),
  // Plain-HTTP deployments (a LAN box without TLS) may drop the __Host- prefix and Secure; never the default.
  SESSION_COOKIE_INSECURE: flag,
  // Schedules are entered and shown in this IANA zone (stored in UTC).
  SITE_TIME_ZONE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("UTC")
      .refine((tz) => isValidTimeZone(tz), { message: "must be an IANA time zone such as Europe/Paris" }),
  ),
  // How many reverse proxies in front of the server append to X-Forwarded-For (0 = the last entry is the client).
  TRUSTED_PROXY_COUNT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  // Notifications of new contact messages (docs/notifications.md). Without SMTP_URL and WEBHOOK_URL they are off.
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  MAIL_FROM: optionalString,
  NOTIFY_EMAILS: optionalString,
  WEBHOOK_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional()),
  WEBHOOK_SECRET: optionalString,
  // Seals two-factor secrets at rest (docs/team.md); without it a random key kept in the database's app_secrets.
  TWO_FACTOR_KEY: z.preprocess(emptyToUndefined, z.string().min(32, { error: "must be at least 32 characters" }).optional()),
  // The first retry's delay; each next one doubles, up to a day. Tests shorten it.
  OUTBOX_RETRY_BASE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(86_400).default(60)),
  // TEST_CLOCK (test servers only): "now" of time-based work is the "testClock" setting, shared by every server
  // (lib/data/clock.ts), and POST /api/test-clock sets it. The lead pipeline (docs/leads.md): CRM_ALLOW_PRIVATE: the CRM hand-off may reach http:// and loopback or private addresses (local testing
  // only). HUBSPOT_FORMS_URL: where HubSpot's Forms API is reached (a local sink in tests).
  TEST_CLOCK: flag,
  // The team's address: Reply-To of the replies sent to leads from the admin (default: the site's address).
  TEAM_EMAIL: z.preprocess(emptyToUndefined, z.email({ error: "must be an e-mail address" }).optional()),
  CRM_ALLOW_PRIVATE: flag,
  HUBSPOT_FORMS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).default("https://api.hsforms.com")),
  // How long audit log entries are kept (days); older ones are pruned.
  AUDIT_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(365)),
  // Media in S3-compatible object storage instead of DATA_DIR or PostgreSQL (docs/deploy.md). Credentials: the
  // SDK's usual AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (or a profile or instance role).
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional()),
  S3_REGION: optionalString,
  AWS_REGION: optionalString,
  S3_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._\-/]*$/, { message: "may hold letters, digits, '.', '_', '-' and '/' only" })
      .optional(),
  ),
  // Path-style addresses (endpoint/bucket/key), which most S3-compatible services want; on by default with S3_ENDPOINT.
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(["1", "true", "0", "false"]).optional()),
  // Supabase mode only: the service-role key for invitations (server-only, never NEXT_PUBLIC_).
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
})

export type ServerEnv = z.infer<typeof schema> & { adminEmails: string[]; notifyEmails: string[] }

let cached: ServerEnv | undefined

export function serverEnv(): ServerEnv {
  if (cached) return cached
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")
    throw new Error(`Invalid environment configuration:\n${lines}`)
  }
  const adminEmails = (parsed.data.ADMIN_EMAILS ?? "")
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
  const notifyEmails = (parsed.data.NOTIFY_EMAILS ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)
  cached = { ...parsed.data, adminEmails, notifyEmails }
  return cached
}

/** Tests only: forget the parsed environment so the next serverEnv() reads process.env again. */
export function resetServerEnv(): void {
  cached = undefined
}

/** Which backend the environment selects: Supabase, then PostgreSQL, else the embedded default. */
export function backendKind(env: ServerEnv = serverEnv()): "supabase" | "postgres" | "embedded" {
  if (env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_ANON_KEY) return "supabase"
  if (env.DATABASE_URL) return "postgres"
  return "embedded"
}

/** Where media goes when S3_BUCKET is set (PGlite or PostgreSQL modes; Supabase keeps Supabase Storage). */
export function s3Config(env: ServerEnv = serverEnv()) {
  if (!env.S3_BUCKET || backendKind(env) === "supabase") return null
  const prefix = (env.S3_PREFIX ?? "").replace(/^\/+|\/+$/g, "")
  const pathStyle = env.S3_FORCE_PATH_STYLE
  return {
    bucket: env.S3_BUCKET,
    prefix: prefix ? `${prefix}/` : "",
    region: env.S3_REGION ?? env.AWS_REGION ?? "us-east-1",
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: pathStyle === undefined ? Boolean(env.S3_ENDPOINT) : pathStyle === "1" || pathStyle === "true",
  }
}

/** True while `next build` runs: nothing may open the database then. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build"
}
