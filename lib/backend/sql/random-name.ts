import "server-only"

import { randomBytes } from "node:crypto"

/** The spec's random file name: a base-36 string of up to 13 characters (64 random bits). */
export function randomName(): string {
  return BigInt(`0x${randomBytes(8).toString("hex")}`).toString(36)
}
