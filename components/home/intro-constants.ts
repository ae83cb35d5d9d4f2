/** sessionStorage key: set once the home intro has played in this browser session. */
export const INTRO_SEEN_KEY = "lumora:intro-seen"

/** The intro's whole timeline (progress, logo, fade-out: intro-overlay.css), counted from the first frame. */
export const INTRO_DURATION_MS = 2500
