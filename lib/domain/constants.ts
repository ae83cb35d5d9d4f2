/**
 * The spec's numbers and the few values that client components need. Kept apart from lib/domain/site.ts (which imports
 * icons for server-rendered menus) so the browser bundle gets only these. lib/domain/site.ts re-exports them.
 */
export const MOBILE_BREAKPOINT = 768
export const HEADER_SCROLL_THRESHOLD = 50
export const TOP_CLICK_ZONE = 20
export const MEGA_MENU_TRIGGER_CLOSE_DELAY = 500
export const MEGA_MENU_PANEL_CLOSE_DELAY = 300
export const CONTACT_ANCHOR_ID = "contact"
