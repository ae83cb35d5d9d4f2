import { useEffect, useRef } from "react"

import { fetchFormToken } from "./post-contact"

/**
 * The page-open token, fetched once as the form appears (so the server can time the visit); the returned function
 * waits for it when the form is sent (null when it could not be fetched: the form still goes).
 */
export function useFormToken(): () => Promise<string | null> {
  const token = useRef<Promise<string | null> | null>(null)
  useEffect(() => {
    token.current ??= fetchFormToken()
  }, [])
  return async () => token.current ?? null
}
