/**
 * The page-view beacon as an inline script (no client bundle: it costs public pages about 0.7 KB of HTML and no
 * JavaScript chunk). After the page has loaded and its largest element is painted (the LCP entry exists; 2 s after
 * `load` at the latest), it sends one view, then one per navigation inside the site: Next's router moves with
 * history.pushState/replaceState, which it calls through `window.history` at the time, so wrapping them sees every
 * move. Only the first view carries document.referrer. No cookie, nothing stored in the browser.
 * The body's fields are read by lib/domain/analytics/beacon.ts.
 */
const SCRIPT = `(()=>{let last,first=1
const send=()=>{const p=location.pathname;if(p===last)return;last=p
const body=JSON.stringify({id:Array.from(crypto.getRandomValues(new Uint8Array(16)),b=>b.toString(16).padStart(2,"0")).join(""),p,r:first?document.referrer:"",q:location.search,l:navigator.language});first=0
navigator.sendBeacon&&navigator.sendBeacon("/api/views",body)||fetch("/api/views",{method:"POST",body,keepalive:!0}).catch(()=>{})}
const later=()=>setTimeout(send)
const wrap=k=>{const f=history[k];history[k]=function(){const r=f.apply(this,arguments);later();return r}}
const start=()=>{let done=0;const go=()=>{if(done)return;done=1;later();wrap("pushState");wrap("replaceState");addEventListener("popstate",later)}
try{new PerformanceObserver(l=>l.getEntries().length&&go()).observe({type:"largest-contentful-paint",buffered:!0})}catch(e){}
setTimeout(go,2e3)}
document.readyState=="complete"?start():addEventListener("load",start)})()`

/** Rendered by components/site/page-views.tsx while counting is on. */
export function PageViewBeacon() {
  return <script id="page-view-beacon" dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}

export const PAGE_VIEW_SCRIPT_BYTES = new TextEncoder().encode(SCRIPT).length
