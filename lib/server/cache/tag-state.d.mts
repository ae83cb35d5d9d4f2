export type TagTimes = { stale?: number; expired?: number }
export type TagState = {
  kind: "memory" | "file" | "postgres"
  ready: Promise<void> | null
  pending: Promise<void> | null
  loaded: boolean
  lastChange(): number | null
  get(tag: string): TagTimes | undefined
  revalidate(tags: string[], durations?: { expire?: number }): Promise<void>
  isExpired(tags: string[], lastModified: number): boolean
  isStale(tags: string[], lastModified: number): boolean
  close(): Promise<void>
}
export function openTagState(): TagState
export function tagState(): TagState
