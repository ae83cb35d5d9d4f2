export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: number): string
export function normalizeAddress(value: string | undefined): string
export function parseTrustedProxyCount(value: string | undefined): number
