export declare function siteUrlNotice(env: Record<string, string | undefined>, port: number | string): string | null
