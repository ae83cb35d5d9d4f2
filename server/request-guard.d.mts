export type Refusal = { status: number; title: string; detail: string }
type RawRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }
export function checkRequest(req: RawRequest, opts: { trustForwardedHost: boolean }): Refusal | null
export function refusalPage(refusal: Pick<Refusal, "title" | "detail">): string
export function mayBeDecodedAsAction(req: RawRequest): boolean
