import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { ConsentStore } from "@/lib/backend/types"
import { toConsentVersion } from "@/lib/backend/sql/consent"

import { fromPostgrest } from "./errors"

/**
 * consent_versions over PostgREST (supabase/migrations/20261202002200_lead_consent.sql): anyone reads the versions
 * (the words every form shows); a new one is numbered by public.ensure_consent_version, which only the service role
 * may call (20261202002800), so this store exists only on a server with SUPABASE_SERVICE_ROLE_KEY.
 */
export function supabaseConsent(sb: SupabaseClient, service: () => SupabaseClient): ConsentStore {
  const versions = () => sb.from("consent_versions").select("*")
  const find: ConsentStore["find"] = async (form, locale, hash) => {
    const { data, error } = await versions().eq("form", form).eq("locale", locale).eq("hash", hash).maybeSingle()
    if (error) throw fromPostgrest(error, "consent version")
    return data ? toConsentVersion(data) : null
  }
  return {
    find,
    async ensure({ form, locale, text, hash, createdBy }) {
      const known = await find(form, locale, hash)
      if (known) return known
      const { data, error } = await service().rpc("ensure_consent_version", { p_form: form, p_locale: locale, p_text: text, p_hash: hash, p_created_by: createdBy })
      if (error) throw fromPostgrest(error, "record consent version")
      const row = (Array.isArray(data) ? data[0] : data) as Record<string, unknown> | undefined
      if (!row) throw new Error("record consent version returned no row")
      return toConsentVersion(row)
    },
    async get(id) {
      const { data, error } = await versions().eq("id", id).maybeSingle()
      if (error) throw fromPostgrest(error, "consent version")
      return data ? toConsentVersion(data) : null
    },
    async list(form, locale) {
      const { data, error } = await versions().eq("form", form).eq("locale", locale).order("version", { ascending: true })
      if (error) throw fromPostgrest(error, "consent versions")
      return (data ?? []).map(toConsentVersion)
    },
  }
}
