import "server-only"

import { z } from "zod"

import type { ContentKind, Scheduled } from "@/lib/domain/types"
import type { Backend, ContentStore } from "@/lib/backend/types"
import type { ChecklistInput } from "@/lib/domain/checklist/rules"

import { requireContentAccess } from "./auth"
import { audit, auditContent } from "./audit"
import { resolveBackend } from "./backend"
import { enforcePublishChecklist } from "./checklist"
import { type DataError, inWords, parseId, parseInput } from "./errors"
import { followContentMove } from "./redirects"
import { expireAtPublishTime } from "@/lib/server/cache/revalidate"
import { parseExpectedVersion, saveMeta } from "./revisions"

type ContentRow = { id: string; slug: string; title: string; published: boolean; publish_at: string | null }

/** What differs between posts and pages; the create, update, publish and delete flows below serve both. */
export type ContentKindOps<Row extends ContentRow, Input> = {
  kind: ContentKind
  store(backend: Backend): ContentStore<Row, Input>
  /** The form's input validated and scheduled, with the kind's own checks (reserved slugs, named people). */
  parse(input: unknown): Promise<Scheduled<Input>>
  checklistInput(fields: Row | Scheduled<Input>): ChecklistInput
  /** Refreshes the public pages of the rows given (before and after a change). */
  revalidate(...rows: Row[]): Promise<void>
  notFound(): DataError
}

export async function createContent<Row extends ContentRow, Input extends { published: boolean }>(
  ops: ContentKindOps<Row, Input>,
  input: unknown,
): Promise<Row> {
  const user = await requireContentAccess()
  const data = await ops.parse(input)
  await enforcePublishChecklist(ops.kind, ops.checklistInput(data), data.published)
  const { backend } = await resolveBackend()
  const row = await ops.store(backend).create(data, saveMeta(user, null))
  await afterSave(ops, backend, null, row)
  return row
}

export async function updateContent<Row extends ContentRow, Input extends { published: boolean }>(
  ops: ContentKindOps<Row, Input>,
  id: unknown,
  input: unknown,
  expectedVersion: unknown,
): Promise<Row> {
  const user = await requireContentAccess()
  const recordId = parseId(id)
  const version = parseExpectedVersion(expectedVersion)
  const data = await ops.parse(input)
  await enforcePublishChecklist(ops.kind, ops.checklistInput(data), data.published)
  const { backend } = await resolveBackend()
  const store = ops.store(backend)
  const before = await store.get(recordId)
  if (!before) throw ops.notFound()
  const row = await store.update(recordId, data, saveMeta(user, version)).catch((err) => {
    throw inWords(err, ops.kind)
  })
  if (!row) throw ops.notFound()
  await afterSave(ops, backend, before, row)
  return row
}

/** After a create or an edit: the redirect a slug change leaves, the public pages, a schedule's expiry, the audit. */
async function afterSave<Row extends ContentRow, Input>(
  ops: ContentKindOps<Row, Input>,
  backend: Backend,
  before: Row | null,
  row: Row,
): Promise<void> {
  await followContentMove(backend, ops.kind, before, row)
  await ops.revalidate(...(before ? [before, row] : [row]))
  await expireAtPublishTime(row.publish_at)
  await auditContent(ops.kind, before, row)
}

export async function setContentPublished<Row extends ContentRow, Input>(
  ops: ContentKindOps<Row, Input>,
  id: unknown,
  published: unknown,
  expectedVersion: unknown,
): Promise<Row> {
  const user = await requireContentAccess()
  const recordId = parseId(id)
  const version = parseExpectedVersion(expectedVersion)
  const flag = parseInput(z.boolean({ error: "Published must be true or false" }), published)
  const { backend } = await resolveBackend()
  const store = ops.store(backend)
  if (flag) {
    const current = await store.get(recordId)
    if (!current) throw ops.notFound()
    await enforcePublishChecklist(ops.kind, ops.checklistInput(current), true)
  }
  const row = await store.setPublished(recordId, flag, saveMeta(user, version)).catch((err) => {
    throw inWords(err, ops.kind)
  })
  if (!row) throw ops.notFound()
  await followContentMove(backend, ops.kind, null, row)
  await ops.revalidate(row)
  await audit(flag ? "publish" : "unpublish", { type: ops.kind, id: row.id, label: row.title })
  return row
}

export async function deleteContent<Row extends ContentRow, Input>(ops: ContentKindOps<Row, Input>, id: unknown): Promise<void> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  const row = await ops.store(backend).remove(parseId(id))
  if (!row) throw ops.notFound()
  await ops.revalidate(row)
  await audit("delete", { type: ops.kind, id: row.id, label: row.title })
}
