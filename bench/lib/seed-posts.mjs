// Bench seeding of admin posts on whichever schema the database has: the posts table of schema versions before 16,
// or posts as documents of type 'post' (version 16 on). `rows` is a SELECT yielding title, slug, excerpt, content,
// category, tags (text[]), published, created_at, published_at; `run(sql, params)` executes a statement.

/** Whether the database still has the posts table (a schema before the one document store). */
export async function hasPostsTable(run) {
  const rows = await run("select to_regclass('posts') is not null as t")
  return rows[0]?.t === true
}

export async function insertPosts(run, rows, params = []) {
  if (await hasPostsTable(run)) {
    await run(`insert into posts (title, slug, excerpt, content, category, tags, published, created_at, published_at, updated_at)
               select title, slug, excerpt, content, category, tags, published, created_at, published_at, created_at from (${rows}) s`, params)
    return
  }
  // Every declared field, as a save through the app writes them.
  await run(
    `insert into documents (type, title, slug, data, published, created_at, published_at, updated_at, path, redirect_on_move)
     select 'post', title, slug,
            jsonb_build_object('excerpt', excerpt, 'content', content, 'category', category, 'tags', to_jsonb(tags),
              'featured_image', null, 'featured_image_alt', '', 'meta_title', '', 'meta_description', '', 'canonical_url', '',
              'noindex', false, 'social_image', null, 'social_title', '', 'social_description', '', 'author_id', null,
              'reviewer_id', null, 'last_reviewed', '', 'medical_disclaimer', false),
            published, created_at, published_at, created_at, '/blog/' || slug, true
       from (${rows}) s`,
    params,
  )
}

/** Schedules the first `n` seeded posts for the future (1 to 500 hours ahead). */
export async function schedulePosts(run, n) {
  const table = (await hasPostsTable(run)) ? "posts" : "documents"
  await run(
    `with first as (select id, row_number() over (order by seq) as k from ${table} ${table === "documents" ? "where type = 'post'" : ""})
     update ${table} t set publish_at = now() + ((first.k % 500 + 1) || ' hours')::interval,
            published_at = now() + ((first.k % 500 + 1) || ' hours')::interval
       from first where t.id = first.id and first.k <= $1`,
    [n],
  )
}

export async function countPosts(run) {
  const rows = (await hasPostsTable(run))
    ? await run("select count(*)::int as n from posts")
    : await run("select count(*)::int as n from documents where type = 'post'")
  return rows[0].n
}
