/**
 * The not-found boundary above every root layout. Next puts the root's boundary into the RSC payload of every
 * page (its built-in one is about 1.1 KB of inline styles and markup, repeated on every public page); the site's
 * own not-found pages sit lower (app/[locale]/(site)/not-found.tsx), so this one is only drawn when a root layout
 * itself refuses (an admin page's notFound()). It is outside every root layout, hence its own <html>.
 * With it, the address no route matches is answered by Next's global not-found page
 * (`experimental.globalNotFound` in next.config.mjs).
 */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <h1>404</h1>
        <p>This page could not be found.</p>
      </body>
    </html>
  )
}
