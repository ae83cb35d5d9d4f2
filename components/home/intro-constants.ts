/** sessionStorage key: set once the home intro has played in this browser session. */
export const INTRO_SEEN_KEY = "lumora:intro-seen"
/** SPEC §9: loading until 800 ms, logo until 2000 ms, then a 0.5 s fade: the overlay is gone after 2.5 s. */
export const INTRO_TOTAL_MS = 2500
