import "server-only"

import { z } from "zod"

import { LOCALE_TUPLE } from "@/lib/domain/i18n"
import type { NormalizedListQuery } from "@/lib/domain/types"

import { parseInput } from "./errors"

export const DEFAULT_PAGE_SIZE = 25
export const MAX_PAGE_SIZE = 100

const listQuerySchema = z
  .object({
    search: z.string().max(200, "Search must be at most 200 characters").optional(),
    sort: z.enum(["created_at", "title"]).optional(),
    order: z.enum(["asc", "desc"]).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    locale: z.enum(LOCALE_TUPLE).optional(),
  })
  .optional()

export function normalizeListQuery(q: unknown): NormalizedListQuery {
  const v = parseInput(listQuerySchema, q) ?? {}
  return {
    search: v.search?.trim() ?? "",
    sort: v.sort ?? "created_at",
    order: v.order ?? "desc",
    page: v.page ?? 1,
    pageSize: v.pageSize ?? DEFAULT_PAGE_SIZE,
    ...(v.locale ? { locale: v.locale } : {}),
  }
}
