import "server-only"

import type { Backend } from "@/lib/backend/types"
import type { SessionUser } from "@/lib/domain/types"
import { oncePerRequest, requestMemo } from "@/lib/server/request/context"

import { resolveBackend } from "./backend"

const SESSION_USER = Symbol("session user")

/**
 * The session is looked up once per request: the layout, the page and every data function it calls share the
 * answer (concurrent callers share the pending lookup). A failed lookup is not remembered.
 */
export function sessionUser(backend: Backend): Promise<SessionUser | null> {
  return oncePerRequest(SESSION_USER, () => backend.auth.currentUser())
}

/** Sign-in, sign-out and sign-up change who the rest of this request is acting for. */
export async function rememberSessionUser(user: SessionUser | null | undefined): Promise<void> {
  const memo = await requestMemo()
  if (user === undefined) memo.delete(SESSION_USER)
  else memo.set(SESSION_USER, Promise.resolve(user))
}

/** The signed-in user (role null = no admin rights), or null. Expired sessions end here. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  const { backend } = await resolveBackend()
  return sessionUser(backend)
}

