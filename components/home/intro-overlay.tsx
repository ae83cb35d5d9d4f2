import { SITE } from "@/lib/domain/site"

import { INTRO_SEEN_KEY } from "./intro-constants"
import { IntroSession } from "./intro-session"

// Runs while the HTML is parsed, before the overlay is painted: a second visit in this browser session or
// reduced motion hides it at once (no flash); the first visit marks the session.
const decideScript = `(function(){var d=document.documentElement;try{if(matchMedia("(prefers-reduced-motion: reduce)").matches||sessionStorage.getItem(${JSON.stringify(INTRO_SEEN_KEY)})){d.dataset.intro="skip"}else{sessionStorage.setItem(${JSON.stringify(INTRO_SEEN_KEY)},"1");d.dataset.intro="play"}}catch(e){d.dataset.intro="skip"}})()`

/**
 * The home page's intro. The page itself is server-rendered underneath from the first byte; this fixed layer
 * only covers it for 2.5 s, and is decorative (aria-hidden), so it never delays or shifts the real content.
 */
export function IntroOverlay() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: decideScript }} />
      <div className="intro-overlay" data-intro-overlay="" data-testid="intro-overlay" aria-hidden="true">
        <div className="intro-stage">
          <div className="intro-progress" data-testid="intro-progress">
            <div className="intro-bar" />
          </div>
        </div>
        <div className="intro-stage">
          {/* A plain img: small, local, and not worth an optimizer round-trip on the very first paint. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src="/brand/logo-light.svg"
            alt=""
            width={SITE.logo.width * 1.5}
            height={SITE.logo.height * 1.5}
            className="intro-logo"
            data-testid="intro-logo"
          />
        </div>
        <IntroSession />
      </div>
    </>
  )
}
