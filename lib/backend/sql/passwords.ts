import "server-only"

import { hash, verify } from "@node-rs/argon2"

// Argon2id, m=19456 KiB, t=2, p=1 (the package's default algorithm is Argon2id).
const PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const
const CURRENT_PREFIX = `$argon2id$v=19$m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}$`
const MAX_CONCURRENT = 2

// At most two hashes at once: each takes ~19 MiB and most of a core.
let running = 0
const waiting: (() => void)[] = []
async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((r) => waiting.push(r))
  running++
  try {
    return await fn()
  } finally {
    running--
    waiting.shift()?.()
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, PARAMS))
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(stored, password))
  } catch {
    return false
  }
}

export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX)
}

let dummy: Promise<string> | undefined
/** Verifies against a throwaway hash so an unknown e-mail costs the same time as a wrong password. */
export async function burnVerify(password: string): Promise<void> {
  dummy ??= hashPassword("dummy password for timing equalisation")
  await verifyPassword(await dummy, password)
}
