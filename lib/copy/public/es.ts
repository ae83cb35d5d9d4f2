import { retryMinutes } from "@/lib/copy/contact"

import type { PublicCopy } from "./en"

/**
 * The public site's interface in US Spanish (usted). Server-side only: client components get their part as props,
 * so no English page ships these words.
 */
const VALIDATION = {
  required: "es obligatorio",
  nameTooLong: "debe tener como máximo 200 caracteres",
  emailTooLong: "debe tener como máximo 320 caracteres",
  emailInvalid: "debe ser una dirección de correo electrónico válida",
  messageTooLong: "debe tener como máximo 5,000 caracteres",
}

const GENERIC_ERROR = "Algo salió mal. Por favor, inténtelo de nuevo."
const STORAGE_FAILED = "No pudimos guardar su mensaje. No se envió nada; inténtelo de nuevo en un momento."

export const ES: PublicCopy = {
  shell: {
    mainNav: "Principal",
    mobileNav: "Menú móvil",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    scrollToTop: "Volver arriba",
    quickActions: "Acciones rápidas",
  },
  site: {
    skipLink: "Saltar al contenido principal",
    lastUpdated: (date) => `Última actualización: ${date}`,
    talkToTeam: "Hable con nuestro equipo",
    readBlog: "Lea el blog",
    readMore: "Leer más",
    notFound: {
      title: "¡Uy! No encontramos esta página",
      text: "La página que busca cambió de dirección o nunca existió.",
      home: "Volver al inicio",
    },
    languages: "Idioma",
    languageSuggestion: { message: "Esta página también está disponible en español.", action: "Verla en español", dismiss: "Cerrar" },
  },
  blogList: {
    searchLabel: "Buscar artículos",
    searchPlaceholder: "Buscar artículos...",
    categoriesLabel: "Categorías del blog",
    allPosts: "Todos los artículos",
    articles: "Artículos",
    oneArticle: "1 artículo",
    articleCount: "{count} artículos",
    loadFailed: "Algo salió mal al cargar los artículos. Por favor, inténtelo de nuevo.",
    noPostsTitle: "No se encontraron artículos",
    noPostsText: "Pruebe con otra búsqueda u otra categoría.",
    pagination: "Paginación",
    previous: "Anterior",
    next: "Siguiente",
    pageOf: "Página {page} de {count}",
    featured: "Destacado",
    minRead: "{minutes} min de lectura",
    loadingPost: "Cargando artículo...",
  },
  share: {
    title: "Comparta este artículo",
    shareOn: "Compartir en {network}",
  },
  sitemap: {
    download: "Descargar el mapa del sitio XML",
    generating: "Generando el mapa del sitio...",
    failed: "No se pudo generar el mapa del sitio",
    fileName: "blog-sitemap.xml",
    urls: "{count} URL",
    xmlLabel: "XML del mapa del sitio",
  },
  blog: {
    backToBlog: "Volver al blog",
    author: "Autor",
    published: "Publicado",
    readingTime: "Tiempo de lectura",
    length: "Extensión",
    words: (count) => `${count} palabras`,
    tags: "Etiquetas",
    listTitle: "Ideas para el marketing de salud y bienestar",
    metaTitle: (blogName) => `Blog de marketing para la salud | ${blogName}`,
    description:
      "Consejos prácticos de marketing para consultorios médicos, dentales, de estética y de bienestar: redes sociales, correo electrónico, sitios web y búsqueda local.",
    listSection: "Artículos",
    sitemapLink: "Mapa del sitio del blog",
    rssFeed: "Canal RSS",
    categoryEmptyIntro: "Artículos de nuestro blog",
    categoryCount: (count, one, more) => `${count}${more ? "+" : ""} ${one ? "artículo" : "artículos"} en esta categoría`,
    moreIn: (category) => `Más en ${category}`,
    profiles: "Perfiles",
    articlesBy: (name) => `Artículos de ${name}`,
    sitemapTitle: "Mapa del sitio del blog",
    sitemapIntro: "Todos los artículos del blog según el",
    sitemapProtocol: "protocolo de sitemaps",
    sitemapServedAt: ", también disponible en",
    reviewedBy: "Revisión médica de",
    medicalDisclaimer: "Aviso médico",
    moreArticles: "Más artículos",
    previousPost: "Artículo anterior",
    nextPost: "Artículo siguiente",
    relatedTitle: "También le puede interesar",
    explore: (service) => `Conozca ${service}`,
    bookFreeConsultation: "Reserve una consulta gratuita",
    postNotFound: "Artículo no encontrado",
    postNotFoundText: "El artículo que busca cambió de dirección o nunca se publicó.",
    noArticlesInCategory: "No hay artículos en esta categoría",
    viewAllPosts: "Ver todos los artículos",
    cta: {
      title: "¿Listo para poner estas ideas en práctica?",
      text: "Cuéntenos sobre su consulta y le mostraremos dónde están los logros más rápidos: búsqueda, redes sociales, correo electrónico o su sitio web.",
      primary: "Reserve una llamada estratégica gratuita",
      secondary: "Háganos una pregunta",
    },
  },
  contactForm: {
    formTitle: "Envíenos un mensaje",
    submit: "Enviar mensaje",
    submitting: "Enviando...",
    genericError: GENERIC_ERROR,
    successTitle: "¡Gracias! Su mensaje va en camino.",
    successBody:
      "Una persona de nuestro equipo de estrategia lo leerá personalmente y le responderá en un día hábil, por lo general con algunas primeras ideas para su consulta.",
    sendAnother: "Enviar otro mensaje",
    storageFailed: STORAGE_FAILED,
    labels: { name: "Nombre", email: "Correo electrónico", message: "Mensaje" },
    messagePlaceholder: "Cuéntenos en pocas palabras sobre su consulta, sus metas y sus plazos",
    honeypot: "Deje este campo vacío",
    validation: VALIDATION,
  },
  downloadGate: {
    title: "Reciba la descarga",
    intro: "Díganos adónde enviarla: recibirá el enlace de inmediato y una copia por correo electrónico.",
    name: "Nombre",
    email: "Correo electrónico",
    submit: "Enviarme la descarga",
    sending: "Enviando...",
    ready: "Su descarga está lista",
    readyHelp: "El enlace funciona durante {hours} horas.",
    emailed: "También enviamos el enlace a su correo electrónico.",
    failed: GENERIC_ERROR,
    privacy: "Usamos sus datos para enviarle este recurso y darle seguimiento. Consulte nuestra política de privacidad.",
    download: "Descargar {title}",
    honeypot: "Deje este campo vacío",
    validation: VALIDATION,
  },
  resource: {
    kindLabel: { guide: "Guía", template: "Plantilla", "case-study": "Caso de éxito" },
    noFile: "El archivo de este recurso se está preparando. Solicítelo y se lo enviaremos en cuanto esté listo.",
    askForIt: "Hable con nuestro equipo",
    download: (title) => `Descargar ${title}`,
    allResources: "Todos los recursos",
  },
  resources: {
    eyebrow: "Recursos",
    title: "Recursos",
    metaDescription: "Guías, plantillas y casos de éxito para quienes hacen marketing de salud y bienestar.",
    intro:
      "Nuestra biblioteca de recursos está en desarrollo: pronto encontrará aquí guías prácticas, plantillas y casos de éxito para el marketing de salud y bienestar.",
    visitBlog: "Visite nuestro blog",
    requestCustom: "Solicite recursos a la medida",
    upcomingTitle: "Próximamente en la biblioteca",
    inDevelopment: "En desarrollo",
    latestTitle: "Recursos recientes",
    kinds: {
      guide: {
        title: "Guías de marketing",
        card: "Planes paso a paso para hacer crecer su consultorio en línea",
        description: "Guías paso a paso para dueños de consultorios y responsables de marketing. Ya estamos escribiendo las primeras.",
      },
      template: {
        title: "Biblioteca de plantillas",
        card: "Calendarios de contenido, flujos de email y briefs de campaña",
        description: "Calendarios de contenido, flujos de email y briefs de campaña que puede adaptar a su consultorio. La biblioteca está en desarrollo.",
      },
      "case-study": {
        title: "Casos de éxito",
        card: "Cómo crecieron marcas de salud con un plan medible",
        description: "Historias detalladas de marcas de salud y bienestar que crecieron con un plan medible. Estamos preparando los primeros casos.",
      },
    },
    // The address of a resource not published in Spanish may be English words: the title does not repeat them.
    placeholderTitle: () => "Recurso en preparación",
    placeholderText: "Nuestro equipo de estrategia está preparando este recurso. Solicítelo y se lo enviaremos en cuanto esté listo.",
  },
  services: {
    metaTitle: "Nuestros servicios",
    metaDescription: "Redes sociales, desarrollo web, contenido, email marketing, SEO y analítica para marcas de salud y bienestar.",
    eyebrow: "Lo que hacemos",
    title: "Nuestros servicios",
    description:
      "Seis especialidades, un solo plan de crecimiento: todo lo que un consultorio moderno necesita para que lo encuentren, lo elijan y lo recuerden.",
    listLabel: "Lista de servicios",
    // The Spanish pages' own names, as the Spanish home page lists them.
    cards: {
      "social-media": { title: "Gestión de redes sociales", description: "Estrategia de contenido y crecimiento de su comunidad" },
      "website-development": { title: "Desarrollo web", description: "Sitios web a la medida, pensados para convertir y fáciles de usar" },
      "content-creation": { title: "Creación de contenido", description: "Reels, fotografía y video" },
      "email-marketing": { title: "Email marketing", description: "Campañas segmentadas y flujos automatizados" },
      seo: { title: "Estrategia SEO", description: "Contenido enfocado en visibilidad y optimización técnica" },
      analytics: { title: "Analítica e informes", description: "Datos claros para medir el retorno de su inversión" },
    },
  },
  downloadEmail: {
    subject: (title) => `Su descarga está lista: ${title}`,
    intro: (name, title) => `Hola, ${name}:\n\nGracias por su interés en “${title}”. Este es su enlace de descarga:`,
    expires: (hours, page) => `El enlace estará activo durante ${hours} horas. Después, puede volver a solicitar el recurso en ${page}`,
  },
  downloadLink: {
    title: "Descarga no disponible",
    back: "Volver al recurso",
    expired: "Este enlace de descarga ya venció. Solicite el recurso de nuevo para recibir un enlace nuevo.",
    invalid: "Este enlace de descarga no es válido. Solicite el recurso de nuevo para recibir un enlace nuevo.",
    missing: "El archivo de este recurso ya no está disponible.",
    unavailable: "En este momento no podemos entregar la descarga. Inténtelo de nuevo en unos minutos.",
  },
  formServer: {
    genericError: GENERIC_ERROR,
    storageFailed: STORAGE_FAILED,
    notAvailable: "Este recurso no está disponible para descarga.",
    rateLimited: (retryAfterMs) => {
      const minutes = retryMinutes(retryAfterMs)
      return `Ha enviado varios mensajes en poco tiempo. Inténtelo de nuevo en ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`
    },
    validation: VALIDATION,
  },
}
