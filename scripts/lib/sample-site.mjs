// A production server on a fresh embedded database that holds, besides the starting content, one document of each
// kind an empty site lacks: a case study, a resource and a landing page (English, with a Spanish case study), so
// the checks that visit every public page (check-html, check-links) see their templates too. The server is started
// once to migrate and seed the database, stopped, given the documents (as the editors would save them), and started
// again on the same data folder.
import { join } from "node:path"

import { withDataDirLock } from "./data-dir-lock.mjs"
import { startServer } from "./server-process.mjs"

/** The sample documents' public addresses. */
export const SAMPLE_PATHS = ["/work/check-smile-studio", "/es/work/check-estudio-sonrisa", "/resources/check-intake-checklist", "/lp/check-dental-implants"]

async function addSampleDocuments(dataDir) {
  const { PGlite } = await import("@electric-sql/pglite")
  await withDataDirLock(dataDir, async () => {
    const db = await PGlite.create({ dataDir: join(dataDir, "pgdata") })
    try {
      const insert = async (doc) => {
        const { rows } = await db.query(
          `insert into documents (type, slug, title, data, published, published_at, locale, translation_of, source_version, path)
           values ($1, $2, $3, $4::jsonb, true, now(), $5, $6::uuid, case when $6::uuid is null then null else 1 end, $7) returning id`,
          [doc.type, doc.slug, doc.title, JSON.stringify(doc.data), doc.locale ?? "en", doc.translationOf ?? null, doc.path],
        )
        return rows[0].id
      }
      const caseStudy = await insert({
        type: "case_study",
        slug: "check-smile-studio",
        path: "/work/check-smile-studio",
        title: "Smile Studio fills its aligner consultations",
        data: {
          details: {
            client_industry: "Dental & Orthodontics",
            summary: "Short-form video and a rebuilt booking flow for a three-location orthodontic group.",
            challenge: "Consultation requests had **flattened** for a year.",
            approach: "1. Weekly short-form video\n2. A booking flow in three steps",
            results: [
              { value: "47%", label: "More consultations" },
              { value: "3.2x", label: "Return on ad spend" },
            ],
            images: [],
            testimonial: [{ quote: "Our chairs are full on Saturdays now.", name: "Dr. Maya Chen", role: "Orthodontist" }],
            related_service: "/services/social-media",
          },
        },
      })
      await insert({
        type: "case_study",
        slug: "check-estudio-sonrisa",
        path: "/es/work/check-estudio-sonrisa",
        locale: "es",
        translationOf: caseStudy,
        title: "Smile Studio llena sus consultas de alineadores",
        data: {
          details: {
            client_industry: "Odontología y ortodoncia",
            summary: "Video corto y un flujo de reserva renovado para un grupo de ortodoncia con tres sedes.",
            challenge: "Las solicitudes de consulta llevaban un año **estancadas**.",
            approach: "1. Video corto cada semana\n2. Una reserva en tres pasos",
            results: [{ value: "47%", label: "Más consultas" }],
            images: [],
            testimonial: [],
            related_service: "/es/services/social-media",
          },
        },
      })
      await insert({
        type: "resource",
        slug: "check-intake-checklist",
        path: "/resources/check-intake-checklist",
        title: "New Patient Intake Checklist",
        data: { details: { kind: "template", summary: "Every step from the first call to the first visit.", file: "", gated: false, body: "A worksheet for your **front desk**." } },
      })
      // A landing page built from the sections of a seeded service page.
      await db.query(
        `insert into documents (type, slug, title, data, published, published_at, locale, path)
         select type, 'lp/check-dental-implants', 'Dental implant consultations', data, true, now(), locale, '/lp/check-dental-implants'
         from documents where type = 'site_page' and slug = 'services/seo' and locale = 'en'`,
      )
    } finally {
      await db.close()
    }
  })
}

/** Starts the sample site; the caller stops it (`stop()`) and removes `dataDir`. */
export async function startSampleSite() {
  const first = await startServer({})
  try {
    // The first public read of a site document runs the seed.
    const res = await fetch(first.url + "/")
    if (res.status !== 200) throw new Error(`sample site: / answered ${res.status}`)
  } finally {
    await first.stop()
  }
  await addSampleDocuments(first.dataDir)
  return startServer({ env: { DATA_DIR: first.dataDir } })
}
