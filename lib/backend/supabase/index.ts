import "server-only"

import { processLimitStore } from "@/lib/backend/db/limit-store"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import type { PageRow, PostRow } from "@/lib/domain/types"
import type { Backend, CookieJar, MessageStore, PostStore } from "@/lib/backend/types"
import { DataError } from "@/lib/domain/errors"
import { toMessageRow, toPageRow, toPostRow } from "@/lib/backend/sql/rows"
import { typedRow } from "@/lib/backend/sql/typed-store"
import { openMessageFields, sealMessageFields } from "@/lib/backend/sql/lead-crypto"
import { blindIndex } from "@/lib/server/crypto/envelope"
import { PAGE_TYPE } from "@/lib/domain/content/page"
import { POST_TYPE } from "@/lib/domain/content/post"
import { serverEnv } from "@/lib/server/env"
import type { PageInput } from "@/lib/domain/schemas/page"
import type { PostInput } from "@/lib/domain/schemas/post"

import { supabaseAnalytics } from "./analytics"
import { supabaseAudit } from "./audit"
import { supabaseAuth } from "./auth"
import { supabaseConsent } from "./consent"
import { supabaseTyped } from "./content"
import { supabaseDocuments } from "./documents"
import { supabaseLeads } from "./leads"

import { fromPostgrest } from "./errors"
import { prepareSupabaseLeadCrypto } from "./lead-crypto"
import { supabaseMedia } from "./media"
import { supabaseMedicalReview } from "./medical-review"
import { supabasePeople, supabaseSettings } from "./people"
import { supabasePrivacy } from "./privacy"
import { supabasePreviews, supabaseRedirects, supabaseShareLinks } from "./publishing"
import { supabasePresence, supabaseRevisions, withAuthors } from "./revisions"
import { sessionlessClient, supabaseConfig, supabaseServerClient, type SupabaseConfig } from "./server"
import { supabaseSecret } from "./secrets"
import { supabaseTeam } from "./team"
import { supabaseTwoFactor } from "./two-factor"

// How many of a folder's newest messages a search opens to match part of a name, e-mail or text: one PostgREST page
// (Supabase answers at most 1,000 rows a request). Older ones are found by their whole e-mail or name (docs/privacy.md).
const SEARCH_SCAN = 1_000

/** The Supabase adapter: PostgREST tables, Storage bucket `uploads`, Supabase Auth; built per request (cookies). */
export function createSupabaseBackend(jar: CookieJar, config?: SupabaseConfig, serviceKey = serverEnv().SUPABASE_SERVICE_ROLE_KEY): Backend {
  const sb = supabaseServerClient(jar, config)
  const url = (config ?? supabaseConfig()).url
  // The key check and the blind index key, once per project and process (./lead-crypto.ts).
  const leadCrypto = () => prepareSupabaseLeadCrypto(url, sb, serviceKey ? () => sessionlessClient(url, serviceKey) : undefined)

  // Posts and pages are documents of their type (the one store), as typed rows.
  const post = typedRow(toPostRow)
  const posts: PostStore = {
    ...supabaseTyped<PostRow, PostInput>(sb, POST_TYPE.name, toPostRow),
    async recent(limit) {
      const { data, error } = await sb.from("documents").select("*").eq("type", POST_TYPE.name).order("created_at", { ascending: false }).order("seq", { ascending: false }).limit(limit)
      if (error) throw fromPostgrest(error, "recent posts")
      return (await withAuthors(sb, POST_TYPE.name, data ?? [])).map(post)
    },
    async listPublished({ limit, offset, locale = DEFAULT_LOCALE }) {
      const call = (lim: number, off: number) => sb.rpc("published_posts", { p_locale: locale, lim, off })
      const { data, error } = await call(limit, offset)
      if (error) throw fromPostgrest(error, "search posts")
      const rows = (data ?? []) as { post: Record<string, unknown>; total: number | string }[]
      let total = rows[0] ? Number(rows[0].total) : 0
      if (!rows[0] && offset > 0) {
        const first = await call(1, 0)
        total = first.data?.[0] ? Number(first.data[0].total) : 0
      }
      return { rows: rows.map((r) => post(r.post)), total }
    },
  }

  const messages: MessageStore = {
    async create(input) {
      // The only way in is the checked function (no direct insert for the public key); visitors cannot read
      // messages back, so the row is built here. Notifications are not queued in this mode: no server-side worker
      // can read the outbox (see docs/notifications.md). Nobody may read raw page views with the public key, so
      // the function itself reads the sender's visit from the visitor hash and stores the journey.
      // Sealed here, with the blind indexes, before anything leaves this server (docs/privacy.md, "Supabase").
      const { bidxKey } = await leadCrypto()
      const sealed = sealMessageFields({ name: input.name, email: input.email, message: input.message })
      const common = {
        p_id: input.id,
        p_name: sealed.name,
        p_email: sealed.email,
        p_message: sealed.message,
        p_email_bidx: blindIndex(bidxKey, "email", input.email),
        p_name_bidx: blindIndex(bidxKey, "name", input.name),
        p_folder: input.folder,
        p_spam_reason: input.spam_reason,
        p_possible_spam: input.possible_spam,
        p_page_path: input.page_path,
        p_referrer_origin: input.referrer_origin,
        p_utm: input.utm,
        p_visitor: input.visitor ?? null,
        p_locale: input.locale ?? DEFAULT_LOCALE,
        // The version the form showed and the marketing box; the database stamps the time and checks the form.
        p_consent_version_id: input.consent?.version_id ?? null,
        p_consent_marketing: input.consent ? input.consent.marketing : null,
      }
      // A download request goes through the contact function's checks too, then is marked with its resource; an
      // event registration too, after the function has locked the event's row and counted its seats
      // (supabase/migrations/20261201000100_event_registrations.sql).
      if (input.kind === "event_registration" && !input.event) throw new DataError("validation", "An event registration names its event")
      const { error } =
        input.kind === "download" && input.resource
          ? await sb.rpc("submit_download_request", { ...common, p_resource_slug: input.resource.slug, p_resource_title: input.resource.title })
          : input.kind === "event_registration" && input.event
            ? await sb.rpc("submit_event_registration", { ...common, p_event: input.event.id })
            : await sb.rpc("submit_contact_message", common)
      if (error?.code === "PT409") throw new DataError("conflict", "This event is full", { reason: "event_full" })
      if (error?.code === "PT404") throw new DataError("not_found", "Event not found")
      if (error) throw fromPostgrest(error, "create message")
      // The journey the function stored is not sent back (visit: null in the returned row).
      return toMessageRow({
        ...input,
        read: false,
        created_at: new Date(),
        kind: input.kind ?? "contact",
        resource_slug: input.kind === "event_registration" ? (input.event?.id ?? "") : (input.resource?.slug ?? ""),
        resource_title: input.kind === "event_registration" ? (input.event?.title ?? "") : (input.resource?.title ?? ""),
        locale: input.locale ?? DEFAULT_LOCALE,
      })
    },
    async registrations(eventId) {
      const { data, error } = await sb.rpc("event_registrations", { p_event: eventId })
      if (error) throw fromPostgrest(error, "count registrations")
      return Number(data ?? 0)
    },
    async list({ folder, search, page, pageSize }) {
      const offset = (page - 1) * pageSize
      let req = sb.from("messages").select("*", { count: "exact" }).eq("folder", folder)
      const term = search.trim()
      if (term) {
        // The fields are sealed, so PostgREST cannot match them: the whole e-mail or name through the blind indexes
        // over every message, and any part of a name, e-mail or text among the newest SEARCH_SCAN, opened here.
        const { bidxKey } = await leadCrypto()
        const [exact, recent] = await Promise.all([
          sb.from("messages").select("id").eq("folder", folder).or(`email_bidx.eq.${blindIndex(bidxKey, "email", term)},name_bidx.eq.${blindIndex(bidxKey, "name", term)}`),
          sb.from("messages").select("id, name, email, message").eq("folder", folder).order("created_at", { ascending: false }).order("id", { ascending: false }).limit(SEARCH_SCAN),
        ])
        if (exact.error || recent.error) throw fromPostgrest(exact.error ?? recent.error, "search messages")
        const needle = term.toLowerCase()
        const ids = new Set((exact.data ?? []).map((r) => String(r.id)))
        for (const r of recent.data ?? []) {
          const f = openMessageFields(r)
          if (`${f.name}\n${f.email}\n${f.message}`.toLowerCase().includes(needle)) ids.add(String(r.id))
        }
        req = req.in("id", [...ids])
      }
      const { data, error, count } = await req
        .order("created_at", { ascending: false })
        .order("id", { ascending: false })
        .range(offset, offset + pageSize - 1)
      if (error) throw fromPostgrest(error, "list messages")
      return { rows: (data ?? []).map(toMessageRow), total: count ?? 0, page, pageSize }
    },
    async get(id) {
      const { data, error } = await sb.from("messages").select("*").eq("id", id).maybeSingle()
      if (error) throw fromPostgrest(error, "get message")
      return data ? toMessageRow(data) : null
    },
    async setRead(id, read) {
      const { data, error } = await sb.from("messages").update({ read }).eq("id", id).select("id")
      if (error) throw fromPostgrest(error, "mark message")
      return (data ?? []).length > 0
    },
    async move(id, folder) {
      const { data: current } = await sb.from("messages").select("spam_since").eq("id", id).maybeSingle()
      const spamSince = folder === "spam" ? ((current?.spam_since as string | null) ?? new Date().toISOString()) : null
      const { data, error } = await sb
        .from("messages")
        .update({ folder, possible_spam: false, spam_since: spamSince })
        .eq("id", id)
        .select("id")
      if (error) throw fromPostgrest(error, "move message")
      return (data ?? []).length > 0
    },
    async remove(id) {
      const { data, error } = await sb.from("messages").delete().eq("id", id).select("id")
      if (error) throw fromPostgrest(error, "delete message")
      return (data ?? []).length > 0
    },
    async countUnread() {
      const { count, error } = await sb
        .from("messages")
        .select("*", { count: "exact", head: true })
        .eq("folder", "inbox")
        .eq("read", false)
      if (error) throw fromPostgrest(error, "count messages")
      return count ?? 0
    },
    async counts() {
      const head = () => sb.from("messages").select("*", { count: "exact", head: true })
      const [inbox, spam, archived, unread] = await Promise.all([
        head().eq("folder", "inbox"),
        head().eq("folder", "spam"),
        head().eq("folder", "archived"),
        head().eq("folder", "inbox").eq("read", false),
      ])
      const failed = inbox.error ?? spam.error ?? archived.error ?? unread.error
      if (failed) throw fromPostgrest(failed, "count messages")
      return { inbox: inbox.count ?? 0, spam: spam.count ?? 0, archived: archived.count ?? 0, unread: unread.count ?? 0 }
    },
    async purgeSpam(days) {
      const cutoff = new Date(Date.now() - days * 86_400_000).toISOString()
      const { data, error } = await sb.from("messages").delete().eq("folder", "spam").lt("spam_since", cutoff).select("id")
      if (error) throw fromPostgrest(error, "purge spam")
      return (data ?? []).length
    },
  }

  const backend: Backend = {
    kind: "supabase",
    // PostgREST has no transaction across requests: fn runs on these stores (see the port).
    transaction: (fn) => fn(backend),
    // A save's revision, references, redirect change and audit entries are written by triggers in the write's own
    // transaction (supabase/migrations/20261127000200_site_documents.sql and later).
    contentHooksInDatabase: true,
    posts,
    pages: supabaseTyped<PageRow, PageInput>(sb, PAGE_TYPE.name, toPageRow),
    // The one-time seed runs with the service-role key only (public.seed_documents); without it, no seed.
    documents: supabaseDocuments(sb, serviceKey ? () => sessionlessClient((config ?? supabaseConfig()).url, serviceKey) : undefined),
    messages,
    // The lead screens under row-level security; no outbox, so no reminders, escalations, replies or CRM hand-off.
    leads: supabaseLeads(sb),
    // Versions are numbered by a function only the service role may call: without the key, no consent is recorded.
    ...(serviceKey ? { consent: supabaseConsent(sb, () => sessionlessClient(url, serviceKey)) } : {}),
    // Data-subject requests through functions only the service role may call: without the key, none (./privacy.ts).
    ...(serviceKey ? { privacy: supabasePrivacy(() => sessionlessClient(url, serviceKey), leadCrypto) } : {}),
    media: supabaseMedia(sb, { ...(config ?? supabaseConfig()), serviceKey }),
    auth: supabaseAuth(sb),
    // With the service-role key, derived from it (the same on every server, at every restart); without it, this
    // process's own: a contact-form timing token then verifies only on the server that issued it (elsewhere a weak
    // spam signal, never a drop), and a download link works only there until it restarts (./secrets.ts).
    secret: supabaseSecret(serviceKey),
    redirects: supabaseRedirects(sb),
    shareLinks: supabaseShareLinks(sb),
    previews: supabasePreviews(sb),
    people: supabasePeople(sb),
    settings: supabaseSettings(sb),
    // Replaced by the shared store when DATABASE_URL reaches this project's database (lib/backend/index.ts).
    limits: processLimitStore(),
    revisions: supabaseRevisions(sb),
    presence: supabasePresence(sb),
    audit: supabaseAudit(sb),
    analytics: supabaseAnalytics(sb),
    // Requests, approvals and the link flow through functions; the publish gate is a trigger on documents.
    medicalReview: supabaseMedicalReview(sb),
    hostedTeam: serviceKey ? supabaseTeam(sb, config ?? supabaseConfig(), serviceKey) : undefined,
    hostedTwoFactor: supabaseTwoFactor(sb, config ?? supabaseConfig(), serviceKey),
  }
  return backend
}
