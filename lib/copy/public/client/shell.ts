// English words a public client component draws, in a module of their own: a client bundle carries only the
// parts its components import (the bundler keeps a whole module). Another language's words arrive as props.

/** The words of the header, menus, floating call to action and footer drawn by client components. */
export const SHELL_UI = {
  mainNav: "Main",
  mobileNav: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  scrollToTop: "Scroll to top",
  quickActions: "Quick actions",
}
