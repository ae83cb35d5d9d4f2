// Page views, see docs/analytics.md
(() => {
 let first = 1, last
 const send = () => {
  const p = location.pathname
  if (p == last) return
  last = p
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => (b + 256).toString(16).slice(1)).join("")
  navigator.sendBeacon("/api/views", JSON.stringify({ id, p, r: first ? document.referrer : "", q: location.search, l: navigator.language }))
  first = 0
 }
 const onLoad = () => {
  let done, seen
  const go = () => done || ((done = 1), seen && seen.disconnect(), setTimeout(send))
  try {
   seen = new PerformanceObserver((l) => l.getEntries().length && go())
   seen.observe({ type: "largest-contentful-paint", buffered: true })
  } catch {}
  setTimeout(go, 2000)
 }
 document.readyState == "complete" ? onLoad() : addEventListener("load", onLoad)
 const push = history.pushState
 history.pushState = function () {
  push.apply(this, arguments)
  first || setTimeout(send)
 }
 addEventListener("popstate", () => first || setTimeout(send))
})()
