import "server-only"

import list from "./common-passwords.json"

let set: Set<string> | undefined

/** True when the password (case-insensitively) is on the bundled list of 10,000 common passwords. */
export function isCommonPassword(password: string): boolean {
  set ??= new Set(list as string[])
  return set.has(password.toLowerCase())
}
