/** Texts of the admin shell and the dashboard. */
export const ADMIN_NAV = [
  { label: "Dashboard", href: "/admin" },
  { label: "Analytics", href: "/admin/analytics" },
  { label: "Manage Posts", href: "/admin/posts" },
  { label: "Manage Pages", href: "/admin/pages" },
  { label: "Site Pages", href: "/admin/site-pages" },
  { label: "Case Studies", href: "/admin/case-studies" },
  { label: "Resources", href: "/admin/resources" },
  { label: "Menus & Site Settings", href: "/admin/settings" },
  { label: "Media Library", href: "/admin/media" },
  { label: "Messages", href: "/admin/messages" },
  { label: "Redirects", href: "/admin/redirects" },
  { label: "People", href: "/admin/people" },
  { label: "SEO Settings", href: "/admin/seo-settings" },
  { label: "Activity", href: "/admin/activity" },
  { label: "Team", href: "/admin/team" },
  { label: "Account", href: "/admin/account" },
] as const

export const SHELL = {
  badge: "Admin",
  logout: "Logout",
  dashboard: "Dashboard",
  openMenu: "Open navigation",
  closeMenu: "Close navigation",
  breadcrumb: "Breadcrumb",
  nav: "Admin navigation",
  loading: "Loading",
} as const

export const DASHBOARD = {
  title: "Dashboard",
  totalPosts: "Total Posts",
  totalPages: "Total Pages",
  published: (n: number) => `${n} published`,
  recentPosts: "Recent Posts",
  noPosts: "No posts yet",
  createFirstPost: "Create your first post",
  quickActions: "Quick Actions",
  newPost: "New Post",
  newPage: "New Page",
  welcome: (email: string) => `Welcome back, ${email}`,
  unreadMessages: (n: number) => `${n} unread ${n === 1 ? "message" : "messages"}`,
} as const
