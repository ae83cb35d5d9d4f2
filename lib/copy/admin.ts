/**
 * The admin navigation's entries that are not content types (their hrefs and their places, by order among the
 * content types' own entries, which each declaration gives in `admin.nav`: lib/domain/content/admin.ts merges them).
 * Orders go in tens so that a new entry can sit between two.
 */
export const ADMIN_FIXED_NAV = [
  { label: "Dashboard", href: "/admin", order: 10, group: "system" },
  { label: "Analytics", href: "/admin/analytics", order: 20, group: "system" },
  { label: "Medical Review", href: "/admin/reviews", order: 79, group: "content" },
  { label: "Menus & Site Settings", href: "/admin/settings", order: 80, group: "site" },
  { label: "Media Library", href: "/admin/media", order: 90, group: "site" },
  { label: "Messages", href: "/admin/messages", order: 100, group: "site" },
  { label: "Leads", href: "/admin/leads", order: 105, group: "site" },
  { label: "Privacy", href: "/admin/privacy", order: 107, group: "site" },
  { label: "Redirects", href: "/admin/redirects", order: 110, group: "site" },
  { label: "SEO Settings", href: "/admin/seo-settings", order: 130, group: "site" },
  { label: "Activity", href: "/admin/activity", order: 140, group: "system" },
  { label: "Team", href: "/admin/team", order: 150, group: "system" },
  { label: "Account", href: "/admin/account", order: 160, group: "system" },
] as const

/** The navigation labels of the content types (their declarations' `admin.nav`). */
export const CONTENT_NAV = {
  post: "Manage Posts",
  page: "Manage Pages",
  site_page: "Site Pages",
  case_study: "Case Studies",
  resource: "Resources",
  person: "People",
} as const

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
