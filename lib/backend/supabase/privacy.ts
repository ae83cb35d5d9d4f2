import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { PrivacyStore } from "@/lib/backend/types"
import { toDsrRequest, toLeadEvent, toLeadRow } from "@/lib/backend/sql/rows"
import { DataError } from "@/lib/domain/errors"
import { blindIndex, forgetOpenedValues } from "@/lib/server/crypto/envelope"

import { fromPostgrest } from "./errors"

/**
 * Data-subject requests on Supabase (docs/privacy.md, "Data-subject requests") through functions only the service role
 * may call (supabase/migrations/20261203000200_data_subject_requests_functions.sql), so this store exists only on a
 * server with SUPABASE_SERVICE_ROLE_KEY; lib/data/privacy.ts checks the member's `privacy` permission first. Leads are
 * found by the e-mail's blind index and opened here with the SQL backend's mapping (plain text in the export).
 *
 * `Backend.transaction` cannot span requests here, so an erasure records itself: dsr_erase_subject deletes the leads
 * and completes the address's open requests (or records a completed one) in one database transaction. The data
 * layer's saveRequest that follows names the member and its outcome on those same rows (kept below, per backend,
 * which is built per request) instead of adding another. No outbox on Supabase: no recipients, no lead.deleted events.
 */

type Row = Record<string, unknown>
type Erasure = { requests: string[]; opened: boolean }

const rows = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : [])

export function supabasePrivacy(service: () => SupabaseClient, leadCrypto: () => Promise<{ bidxKey: Buffer }>): PrivacyStore {
  // The register rows each erasure of this request wrote, by the address's blind index.
  const erasures = new Map<string, Erasure>()
  return {
    async subjectIndex(email) {
      const { bidxKey } = await leadCrypto()
      return blindIndex(bidxKey, "email", email)
    },

    async find(bidx) {
      const { data, error } = await service().rpc("dsr_subject_leads", { p_bidx: bidx })
      if (error) throw fromPostgrest(error, "find the address's leads")
      const found = (data ?? {}) as { leads?: unknown; events?: unknown }
      // No outbox on Supabase: nothing went anywhere, so no jobs (no recipients).
      return { leads: rows(found.leads).map(toLeadRow), events: rows(found.events).map(toLeadEvent), jobs: [] }
    },

    async erase(bidx) {
      forgetOpenedValues()
      const { data, error } = await service().rpc("dsr_erase_subject", { p_bidx: bidx })
      if (error) throw fromPostgrest(error, "erase the address's leads")
      const done = (data ?? {}) as { ids?: unknown; requests?: unknown; opened?: unknown }
      const requests = Array.isArray(done.requests) ? done.requests.map(String) : []
      erasures.set(bidx, { requests, opened: done.opened === true })
      return Array.isArray(done.ids) ? done.ids.map(String) : []
    },

    async queue(jobs) {
      // Nothing to queue is nothing to do (an erasure finds no delivery to tell); anything else needs the outbox.
      if (jobs.length) throw new DataError("unavailable", "Notifications need the outbox, which runs on the SQL backend only: nothing is queued on Supabase")
    },

    async saveRequest(input) {
      const erasure = input.kind === "erase" && input.complete ? erasures.get(input.subjectBidx) : undefined
      const { data, error } = await service().rpc("dsr_save_request", {
        p_kind: input.kind,
        p_subject_bidx: input.subjectBidx,
        p_received_at: input.receivedAt,
        p_due_at: input.dueAt,
        p_complete: input.complete,
        p_outcome: input.outcome,
        p_actor_id: input.actor.id,
        p_actor_email: input.actor.email,
        p_erasure: erasure?.requests ?? null,
        p_erasure_opened: erasure?.opened ?? false,
      })
      if (error) throw fromPostgrest(error, "record the request")
      if (erasure) erasures.delete(input.subjectBidx)
      if (!data || typeof data !== "object") throw new Error("record the request returned no row")
      return toDsrRequest(data as Row)
    },

    async requests(limit) {
      const { data, error } = await service().rpc("dsr_request_list", { p_limit: limit })
      if (error) throw fromPostgrest(error, "list the requests")
      return rows(data).map(toDsrRequest)
    },
  }
}
