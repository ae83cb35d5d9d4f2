// The English words of the public client components, one module each (see ./client/); gathered for ./en.ts.
export { BLOG_LIST_UI } from "./client/blog-list"
export { CONTACT_FORM_UI } from "./client/contact-form"
export { DOWNLOAD_GATE_UI } from "./client/download-gate"
export { SHARE_UI } from "./client/share"
export { SHELL_UI } from "./client/shell"
export { SITEMAP_UI } from "./client/sitemap"
export { VALIDATION_UI } from "./client/validation"
