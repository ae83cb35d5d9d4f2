import "server-only"

import { DEFAULT_SITE_CHROME, type SiteChrome } from "@/lib/domain/site-content"

/**
 * The navigation, footer, contact details and site settings of the public pages. For now the defaults (today's
 * site); the stored singleton documents will be read here, behind the same signature.
 */
export async function getSiteChrome(): Promise<SiteChrome> {
  return DEFAULT_SITE_CHROME
}
