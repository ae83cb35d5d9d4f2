/** The one query layer both SQL backends share: parameterized SQL, nothing more. */

export type SqlRow = Record<string, unknown>

export type Queryable = {
  query<T extends SqlRow = SqlRow>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export type Db = Queryable & {
  kind: "pglite" | "postgres"
  /** Runs fn inside one transaction on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Runs fn on one connection held for its whole length (session-level advisory locks need that). On PGlite,
   * which has a single connection, that is the database itself.
   */
  session<T>(fn: (conn: Omit<Db, "session" | "close">) => Promise<T>): Promise<T>
  close(): Promise<void>
}
