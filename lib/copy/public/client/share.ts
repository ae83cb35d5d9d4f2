// English words a public client component draws, in a module of their own: a client bundle carries only the
// parts its components import (the bundler keeps a whole module). Another language's words arrive as props.

/** The share buttons under a post (client). */
export const SHARE_UI = {
  title: "Share this article",
  shareOn: "Share on {network}",
}
