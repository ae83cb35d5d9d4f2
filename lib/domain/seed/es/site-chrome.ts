import {
  DEFAULT_CONTACT_DETAILS,
  DEFAULT_SITE_SETTINGS,
  type ContactDetailsContent,
  type FooterContent,
  type NavigationContent,
  type SiteChrome,
  type SiteSettings,
} from "@/lib/domain/site-content"

/*
 * The Spanish site chrome: the same menus, footer, contact details and settings as DEFAULT_SITE_CHROME, in the
 * agency's own Spanish voice, every internal link under /es/. Same shape and field limits as the English defaults.
 */

export const SPANISH_NAVIGATION: NavigationContent = {
  items: [
    {
      kind: "menu",
      label: "Servicios",
      href: "",
      items: [
        { title: "Gestión de redes sociales", description: "Estrategia de contenido y crecimiento de su comunidad", href: "/es/services/social-media", icon: "share-2" },
        { title: "Desarrollo web", description: "Sitios a la medida, pensados para convertir y fáciles de usar", href: "/es/services/website-development", icon: "code-2" },
        { title: "Creación de contenido", description: "Reels, fotografía y video", href: "/es/services/content-creation", icon: "camera" },
        { title: "Email marketing", description: "Campañas segmentadas y flujos automatizados", href: "/es/services/email-marketing", icon: "mail" },
        { title: "Estrategia SEO", description: "Contenido y optimización técnica para que lo encuentren", href: "/es/services/seo", icon: "search" },
        { title: "Analítica e informes", description: "Datos claros para medir el retorno de su inversión", href: "/es/services/analytics", icon: "bar-chart-3" },
      ],
    },
    {
      kind: "menu",
      label: "Recursos",
      href: "",
      items: [
        { title: "Guías de marketing", description: "Planes paso a paso para hacer crecer su consulta en línea", href: "/es/resources/guides", icon: "book-open" },
        { title: "Biblioteca de plantillas", description: "Calendarios de contenido, flujos de email y briefs de campaña", href: "/es/resources/templates", icon: "layout-template" },
        { title: "Casos de éxito", description: "Cómo crecieron marcas de salud con un plan medible", href: "/es/resources/case-studies", icon: "briefcase" },
        { title: "Blog", description: "Ideas nuevas sobre marketing para salud y bienestar", href: "/es/blog", icon: "file-text" },
      ],
    },
    { kind: "link", label: "Resultados", href: "/es/work", items: [] },
    { kind: "link", label: "Blog", href: "/es/blog", items: [] },
    { kind: "link", label: "Contacto", href: "/es/contact", items: [] },
  ],
  mobile: [
    { label: "Servicios", href: "/es/services" },
    { label: "Resultados", href: "/es/work" },
    { label: "Blog", href: "/es/blog" },
    { label: "Recursos", href: "/es/resources" },
    { label: "Contacto", href: "/es/contact" },
  ],
  cta: { label: "Agende una llamada", href: "/es/contact" },
}

/** Like the English footer, it lists five service pages (analytics is left out on purpose). */
export const SPANISH_FOOTER: FooterContent = {
  tagline: "Ejecución estratégica con inteligencia estética. Marketing digital para marcas de salud y bienestar.",
  instagramLabel: "Síganos en Instagram",
  columns: [
    {
      heading: "Servicios",
      links: [
        { label: "Gestión de redes sociales", href: "/es/services/social-media" },
        { label: "Desarrollo web", href: "/es/services/website-development" },
        { label: "Creación de contenido", href: "/es/services/content-creation" },
        { label: "Email marketing", href: "/es/services/email-marketing" },
        { label: "Estrategia SEO", href: "/es/services/seo" },
      ],
    },
    {
      heading: "Empresa",
      links: [
        { label: "Nuestros servicios", href: "/es/services" },
        { label: "Nuestros resultados", href: "/es/work" },
        { label: "Blog", href: "/es/blog" },
        { label: "Recursos", href: "/es/resources" },
        { label: "Contacto", href: "/es/contact" },
        { label: "Política de privacidad", href: "/es/privacy-policy" },
        { label: "Términos del servicio", href: "/es/terms-of-service" },
      ],
    },
  ],
  contactHeading: "Contacto",
  copyright: "© {year} {siteName}. Todos los derechos reservados.",
}

/** The same e-mail, phone, address and profiles; only the opening hours are written in Spanish. */
export const SPANISH_CONTACT_DETAILS: ContactDetailsContent = {
  ...DEFAULT_CONTACT_DETAILS,
  hours: "De lunes a viernes, de 8:00 a. m. a 6:00 p. m. (hora del Centro)",
  consentContact:
    "Al enviar este mensaje acepta que Lumora Health use su nombre, su correo electrónico y su mensaje para responderle, como describe nuestra política de privacidad.",
  consentDownload:
    "Al enviar este formulario acepta que Lumora Health use su nombre y su correo electrónico para enviarle este recurso y dar seguimiento a su solicitud, como describe nuestra política de privacidad.",
  consentRegistration:
    "Al inscribirse acepta que Lumora Health use sus datos para gestionar su plaza en este evento, como describe nuestra política de privacidad.",
  consentMarketing: "Sí, quiero recibir las novedades y los correos de marketing de Lumora Health (puedo darme de baja en cualquier momento).",
}

export const SPANISH_SITE_SETTINGS: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  name: "Lumora Health",
  tagline: "Ejecución estratégica con inteligencia estética",
  description:
    "Lumora Health es una agencia de marketing digital para marcas de salud y bienestar: presencia digital precisa, ecosistemas orientados al rendimiento y crecimiento medible.",
  floatingCta: { label: "Inicie su proyecto", href: "/es/contact" },
}

export const SPANISH_SITE_CHROME: SiteChrome = {
  navigation: SPANISH_NAVIGATION,
  footer: SPANISH_FOOTER,
  contact: SPANISH_CONTACT_DETAILS,
  settings: SPANISH_SITE_SETTINGS,
}
