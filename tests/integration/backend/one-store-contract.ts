import { describe, expect, it } from "vitest"

import { loadMigrations, migrate } from "@/lib/backend/db/migrate"
import type { SqlRow } from "@/lib/backend/db/types"
import { sqlPages } from "@/lib/backend/sql/pages"
import { sqlPeople } from "@/lib/backend/sql/people"
import { sqlPosts } from "@/lib/backend/sql/posts"
import { toPageRow, toPersonRow, toPostRow } from "@/lib/backend/sql/rows"

import type { Fresh } from "./type-names-contract"

const MIGRATION = "0016_one_store"

/**
 * A database as the schema before 0016 kept it: people, posts (an English original with author, reviewer, tags, an
 * image in its text and SEO fields; its Spanish translation; a draft; a scheduled one), pages in two languages, their
 * revisions, a redirect, audit entries and the media they use.
 */
const FILL = `
  insert into users (id, email, password_hash) values ('00000000-0000-4000-8000-000000000001', 'editor@example.com', 'x');
  insert into people (id, name, slug, credentials, job_title, bio, photo, photo_alt, links, created_at, updated_at) values
    ('10000000-0000-4000-8000-000000000001', 'Dr. Ana Ruiz', 'ana-ruiz', 'DDS', 'Dentist', 'Twenty **years**.', '/api/uploads/ana.png', 'Ana smiling',
     '{https://example.com/ana,https://example.org/ana}', '2026-01-01T10:00:00Z', '2026-01-02T10:00:00Z'),
    ('10000000-0000-4000-8000-000000000002', 'Sam Lee', 'sam-lee', '', 'Writer', '', null, '', '{}', '2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z');
  insert into media (id, key, name, size, content_type, kind) values
    ('20000000-0000-4000-8000-000000000001', 'post-images/cover.png', 'cover.png', 10, 'image/png', 'featured'),
    ('20000000-0000-4000-8000-000000000002', 'chart.png', 'chart.png', 10, 'image/png', 'media');
  insert into posts (id, title, slug, excerpt, content, category, tags, published, featured_image, featured_image_alt, meta_title,
                     meta_description, created_at, updated_at, published_at, version, updated_by, updated_by_email, author_id, reviewer_id,
                     last_reviewed, medical_disclaimer, canonical_url, noindex, social_image, social_title, social_description) values
    ('30000000-0000-4000-8000-000000000001', 'Implant care', 'implant-care', 'How to', 'See ![chart](/api/uploads/chart.png).', 'Dental',
     '{Implants,"Patient Care"}', true, '/api/uploads/post-images/cover.png', 'A cover', 'Implant care guide', 'All about implants',
     '2026-02-01T09:00:00Z', '2026-02-03T09:00:00Z', '2026-02-02T09:00:00Z', 4, '00000000-0000-4000-8000-000000000001', 'editor@example.com',
     '10000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001', '2026-02-01', true, 'https://example.com/implants',
     false, '/api/uploads/post-images/cover.png', 'Social', 'Social text'),
    ('30000000-0000-4000-8000-000000000003', 'Draft idea', 'draft-idea', '', '', '', '{}', false, null, '', '', '',
     '2026-02-01T09:00:00Z', '2026-02-01T09:00:00Z', null, 1, null, '', null, null, '', false, '', true, null, '', '');
  insert into posts (id, title, slug, content, published, publish_at, published_at, created_at, updated_at, locale, translation_of, source_version, author_id) values
    ('30000000-0000-4000-8000-000000000002', 'Cuidado de implantes', 'cuidado-implantes', 'Hola', true, null, '2026-02-04T09:00:00Z',
     '2026-02-04T09:00:00Z', '2026-02-04T09:00:00Z', 'es', '30000000-0000-4000-8000-000000000001', 3, '10000000-0000-4000-8000-000000000001'),
    ('30000000-0000-4000-8000-000000000004', 'Later', 'later', 'Soon', true, '2099-01-01T00:00:00Z', '2099-01-01T00:00:00Z',
     '2026-02-01T09:00:00Z', '2026-02-01T09:00:00Z', 'en', null, null, null);
  insert into pages (id, title, slug, content, published, created_at, updated_at, published_at, meta_title, noindex, canonical_url, version) values
    ('40000000-0000-4000-8000-000000000001', 'Privacy', 'privacy', 'We keep **little**.', true, '2026-01-05T09:00:00Z', '2026-01-06T09:00:00Z',
     '2026-01-05T09:00:00Z', 'Privacy policy', true, 'https://example.com/privacy', 2);
  insert into pages (id, title, slug, content, published, locale, translation_of, source_version) values
    ('40000000-0000-4000-8000-000000000002', 'Privacidad', 'privacidad', 'Poco.', false, 'es', '40000000-0000-4000-8000-000000000001', 2);
  insert into content_revisions (kind, post_id, version, data, summary, author_id, author_email, created_at) values
    ('post', '30000000-0000-4000-8000-000000000001', 3, '{"title": "Implant care", "slug": "implant-care", "tags": ["Implants"]}', 'created',
     '00000000-0000-4000-8000-000000000001', 'editor@example.com', '2026-02-01T09:00:00Z'),
    ('post', '30000000-0000-4000-8000-000000000001', 4, '{"title": "Implant care", "slug": "implant-care", "tags": ["Implants", "Patient Care"]}',
     'changed tags', '00000000-0000-4000-8000-000000000001', 'editor@example.com', '2026-02-03T09:00:00Z');
  insert into content_revisions (kind, page_id, version, data, summary, author_email) values
    ('page', '40000000-0000-4000-8000-000000000001', 2, '{"title": "Privacy", "slug": "privacy"}', 'saved', '');
  insert into redirects (from_path, to_path, automatic, hits, last_hit_at) values ('/blog/implants', '/blog/implant-care', true, 7, '2026-02-05T09:00:00Z');
  insert into audit_log (actor_id, actor_email, action, record_type, record_id, summary) values
    ('00000000-0000-4000-8000-000000000001', 'editor@example.com', 'publish', 'post', '30000000-0000-4000-8000-000000000001', 'Implant care'),
    (null, '', 'delete', 'person', '10000000-0000-4000-8000-000000000009', 'Old person');
`

const byId = (rows: SqlRow[]) => [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)))

/** Migration 0016 on a database that holds posts, pages and people: every record reads the same afterwards. */
export function describeOneStoreMigration(fresh: Fresh) {
  describe(`migration ${MIGRATION} on an existing database: ${fresh.label}`, () => {
    it("moves every post, page and person into documents and keeps every revision, redirect, audit entry and media use", async () => {
      const { db, close } = await fresh.open()
      try {
        const all = loadMigrations()
        const upTo = all.findIndex((m) => m.version === MIGRATION)
        expect(upTo).toBeGreaterThan(0)
        await migrate(db, all.slice(0, upTo))
        await db.exec(FILL)

        // Before: every record as the stores of the old schema read them (the same row mappers).
        const posts = byId(await db.query("select * from posts")).map(toPostRow)
        const pages = byId(await db.query("select * from pages")).map(toPageRow)
        const people = byId(await db.query("select * from people")).map(toPersonRow)
        const postOrder = (await db.query("select id from posts order by created_at desc, seq desc")).map((r) => r.id)
        const revisions = await db.query(
          "select id, kind, coalesce(post_id, page_id) as record_id, version, data, summary, author_id, author_email, created_at, seq from content_revisions order by seq",
        )
        const redirects = await db.query("select * from redirects order by seq")
        const audit = await db.query("select * from audit_log order by seq")
        const mediaUse = await db.query("select media_id, coalesce(post_id, page_id) as record_id, usage from media_refs order by 1, 2, 3")
        const references = await db.query(
          `select id as document_id, 'author_id' as field, author_id as target_id from posts where author_id is not null
           union all select id, 'reviewer_id', reviewer_id from posts where reviewer_id is not null order by 1, 2`,
        )
        expect(posts).toHaveLength(4)
        expect(mediaUse.length).toBeGreaterThanOrEqual(2)

        expect(await migrate(db, all.slice(0, upTo + 1))).toEqual([MIGRATION])

        // After: the same records through the one store.
        const postStore = sqlPosts(db)
        const pageStore = sqlPages(db)
        const peopleStore = sqlPeople(db)
        for (const post of posts) expect(await postStore.get(post.id), post.slug).toEqual(post)
        for (const page of pages) expect(await pageStore.get(page.id), page.slug).toEqual(page)
        for (const person of people) expect(await peopleStore.get(person.id), person.slug).toEqual(person)
        expect((await db.query("select id from documents where type = 'post' order by created_at desc, seq desc")).map((r) => r.id)).toEqual(postOrder)
        expect(
          await db.query(
            "select id, kind, document_id as record_id, version, data, summary, author_id, author_email, created_at, seq from content_revisions order by seq",
          ),
        ).toEqual(revisions)
        expect(await db.query("select * from redirects order by seq")).toEqual(redirects)
        expect(await db.query("select * from audit_log order by seq")).toEqual(audit)
        expect(await db.query("select media_id, document_id as record_id, usage from media_refs order by 1, 2, 3")).toEqual(mediaUse)
        expect(await db.query("select document_id, field, target_id from document_refs order by 1, 2")).toEqual(references)
        expect(
          await db.query("select type, locale, slug, path, redirect_on_move from documents where type in ('post', 'page', 'person') order by type, locale, slug"),
        ).toEqual([
          { type: "page", locale: "en", slug: "privacy", path: "/privacy", redirect_on_move: true },
          { type: "page", locale: "es", slug: "privacidad", path: "/es/privacidad", redirect_on_move: true },
          { type: "person", locale: "en", slug: "ana-ruiz", path: "/blog/author/ana-ruiz", redirect_on_move: false },
          { type: "person", locale: "en", slug: "sam-lee", path: "/blog/author/sam-lee", redirect_on_move: false },
          { type: "post", locale: "en", slug: "draft-idea", path: "/blog/draft-idea", redirect_on_move: true },
          { type: "post", locale: "en", slug: "implant-care", path: "/blog/implant-care", redirect_on_move: true },
          { type: "post", locale: "en", slug: "later", path: "/blog/later", redirect_on_move: true },
          { type: "post", locale: "es", slug: "cuidado-implantes", path: "/es/blog/cuidado-implantes", redirect_on_move: true },
        ])
        for (const table of ["posts", "pages", "people"]) {
          expect(await db.query("select to_regclass($1) as t", [table]), table).toEqual([{ t: null }])
        }

        // The references keep their guard: a person a post names cannot be deleted; an unnamed one can.
        await expect(db.query("delete from documents where id = '10000000-0000-4000-8000-000000000001'")).rejects.toThrow(/document_refs/)
        await db.query("delete from documents where id = '30000000-0000-4000-8000-000000000001'")
        expect(await db.query("select count(*)::int as n from documents where translation_of = '30000000-0000-4000-8000-000000000001'")).toEqual([{ n: 0 }])
        await db.query("delete from documents where id = '10000000-0000-4000-8000-000000000002'")
      } finally {
        await close()
      }
    }, 120_000)
  })
}
