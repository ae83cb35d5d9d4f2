/** sessionStorage key: set once the home intro has played in this browser session. */
export const INTRO_SEEN_KEY = "lumora:intro-seen"
