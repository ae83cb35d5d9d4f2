import type { SeedSitePage } from "../site-pages"

/*
 * The Spanish site pages: the same paths, section types, ids and anchors as SEED_SITE_PAGES (and the /work page),
 * written in US Spanish for practice owners (usted). Internal links go to the Spanish pages (/es/…); in-page
 * anchors (#contact) and image files stay as they are.
 */

/** The contact section every Spanish page ends with (the English pages repeat the same words on each page). */
const CONTACT_DATA_ES = {
  eyebrow: "Contacto",
  title: "Hablemos de su consultorio",
  description:
    "Cuéntenos dónde está hoy su consultorio y dónde quiere estar dentro de doce meses. Le respondemos en un día hábil con algunas primeras ideas: sin compromiso y sin presentaciones genéricas.",
  partnersTitle: "Con quién trabajamos",
  partners: [
    "Consultorios dentales y de ortodoncia",
    "Med spas y clínicas de medicina estética",
    "Dermatología y cirugía plástica",
    "Medicina funcional e integrativa",
    "Consultorios de salud mental y terapia",
    "Marcas de bienestar y comercio clínico",
  ],
}

// A fresh copy per page, so no two seeded documents share one object.
const contactSection = (id: string) => ({
  id,
  type: "contact",
  hidden: false,
  anchor: "contact",
  data: { ...CONTACT_DATA_ES, partners: [...CONTACT_DATA_ES.partners] },
})

const NO_BUTTON = { label: "", href: "" }

export const SEED_HOME_PAGE_ES: SeedSitePage = {
  path: "/",
  title: "Inicio",
  meta_title: "Lumora Health | Ejecución estratégica con inteligencia estética",
  meta_description:
    "Lumora Health es una agencia de marketing digital para marcas de salud y bienestar: presencia digital precisa, ecosistemas orientados al rendimiento y crecimiento medible.",
  sections: [
    {
      id: "home-hero",
      type: "hero",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "Agencia de marketing para salud y bienestar",
        title: "Presencia digital precisa para marcas de salud modernas",
        tagline: "Ejecución estratégica con inteligencia estética",
        line: "Creamos ecosistemas digitales orientados al rendimiento que convierten la visibilidad en crecimiento medible para consultorios dentales, clínicas estéticas, centros médicos y marcas de bienestar.",
        button: { label: "Impulse su marca", href: "#contact" },
        arrowTarget: "content",
      },
    },
    {
      id: "home-intro",
      type: "intro",
      hidden: false,
      anchor: "content",
      data: {
        eyebrow: "Quiénes somos",
        title: "Marketing para consultorios donde la confianza es lo primero",
        paragraphs: [
          "Nadie elige a su dentista, a su especialista en inyectables o a su terapeuta como quien elige un par de zapatos. Los pacientes comparan credenciales, leen reseñas, estudian galerías de antes y después y buscan una razón para confiar. Lumora Health construye la presencia digital que les da esa razón.",
          "Unimos la atención al detalle de una clínica con el acabado de un estudio de marcas de lujo: contenido que cumple las normas, sitios web pensados para convertir y campañas medidas con los números que de verdad sostienen un consultorio: consultas agendadas, tasa de asistencia y valor del paciente a largo plazo.",
        ],
        button: { label: "Solicite una consulta →", href: "#contact" },
        proof: [
          { value: "100%", label: "Clientes del sector salud y bienestar", icon: "activity" },
          { value: "30 días", label: "Del arranque a la primera campaña", icon: "rocket" },
          { value: "1 día", label: "Para responder cada solicitud", icon: "award" },
        ],
      },
    },
    {
      id: "home-services",
      type: "services-grid",
      hidden: false,
      anchor: "services",
      data: {
        eyebrow: "Lo que hacemos",
        title: "Nuestros servicios",
        description:
          "Seis especialidades, un solo equipo responsable. Cada servicio funciona por sí solo y, juntos, se potencian: el contenido que capta la atención en redes sociales alimenta los correos que hacen volver a sus pacientes.",
        linkLabel: "Ver más",
        items: [
          { title: "Gestión de redes sociales", description: "Estrategia de contenido y crecimiento de su comunidad", href: "/es/services/social-media", icon: "share-2" },
          { title: "Desarrollo web", description: "Sitios web a la medida, pensados para convertir y fáciles de usar", href: "/es/services/website-development", icon: "code-2" },
          { title: "Creación de contenido", description: "Reels, fotografía y video", href: "/es/services/content-creation", icon: "camera" },
          { title: "Email marketing", description: "Campañas segmentadas y flujos automatizados", href: "/es/services/email-marketing", icon: "mail" },
          { title: "Estrategia SEO", description: "Contenido enfocado en visibilidad y optimización técnica", href: "/es/services/seo", icon: "search" },
          { title: "Analítica e informes", description: "Datos claros para medir el retorno de su inversión", href: "/es/services/analytics", icon: "bar-chart-3" },
        ],
      },
    },
    {
      id: "home-ecosystem",
      type: "ecosystem",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "Crecimiento integrado",
        title: "Su ecosistema de marketing digital",
        description:
          "Los canales rinden más cuando comparten datos, tiempos y una sola voz. Conectamos su presencia en redes sociales, sus programas de email y su calendario de contenido para que cada punto de contacto acerque a un posible paciente a agendar su cita.",
        points: [
          {
            title: "Redes sociales integradas",
            description:
              "Contenido para Instagram, Facebook y TikTok conectado a sus enlaces de reserva, con cada solicitud rastreada hasta la publicación que la originó.",
            icon: "share-2",
          },
          {
            title: "Automatización de email",
            description:
              "Flujos de bienvenida, recordatorios, citas de control y reactivación que llenan la agenda sin hacer ruido, mientras los datos de sus pacientes se quedan donde deben estar.",
            icon: "mail",
          },
          {
            title: "Estrategia de contenido",
            description:
              "Un calendario editorial construido alrededor de los tratamientos que usted quiere impulsar, la demanda de cada temporada y las preguntas que hacen los pacientes antes de agendar.",
            icon: "pen-tool",
          },
        ],
        button: { label: "Conozca nuestros servicios", href: "/es/services" },
        image: {
          src: "/images/home/ecosystem-dashboard.webp",
          alt: "Panel de crecimiento de un consultorio con 184 consultas agendadas, un costo por paciente nuevo a la baja y citas por canal",
          width: 1200,
          height: 900,
        },
      },
    },
    {
      id: "home-phone",
      type: "phone-mockup",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "Pensado para el celular",
        title: "Diseñado para el pulgar que agenda la cita",
        description:
          "Hoy la mayoría de los pacientes investiga desde el celular, muchas veces de noche y con prisa. Cada sitio web, página de aterrizaje y pieza para redes que entregamos se diseña primero para pantallas pequeñas: rápida, legible y a un toque de agendar.",
        bullets: [
          "Páginas que cargan en menos de dos segundos con datos móviles",
          "Llamada con un toque y reserva en línea desde la primera pantalla",
          "Texto legible, buen contraste y botones fáciles de tocar",
        ],
        image: {
          src: "/images/home/phone-screen.webp",
          alt: "Pantalla de reservas en el celular de un consultorio dental, con horarios de consulta disponibles y un botón para confirmar",
          width: 540,
          height: 1080,
        },
      },
    },
    {
      id: "home-why-us",
      type: "why-us",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "Por qué Lumora",
        title: "Por qué los consultorios eligen Lumora",
        items: [
          {
            title: "Especialistas en el sector",
            description:
              "Trabajamos solo con marcas de salud, estética y bienestar, así que ya conocemos las normas de publicidad, el recorrido del paciente y el lenguaje que genera confianza.",
            icon: "stethoscope",
          },
          {
            title: "Un método guiado por métricas",
            description:
              "Cada proyecto comienza con un plan de medición. Le reportamos consultas agendadas, costo por paciente nuevo e ingresos atribuibles, no métricas de vanidad.",
            icon: "gauge",
          },
          {
            title: "Alianzas estratégicas",
            description:
              "Nuestra relación de trabajo con plataformas de gestión de consultorios, reservas y CRM se traduce en integraciones más limpias y lanzamientos más rápidos.",
            icon: "handshake",
          },
          {
            title: "Arquitectura escalable",
            description: "Sitios web, automatizaciones y sistemas de contenido listos para crecer de una sede a diez sin empezar de cero.",
            icon: "boxes",
          },
          {
            title: "Resultados verificables",
            description:
              "Paneles transparentes, revisiones mensuales y resultados que usted puede contrastar en cualquier momento con sus propios datos de citas.",
            icon: "badge-check",
          },
        ],
      },
    },
    {
      id: "home-industries",
      type: "industries",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "A quién servimos",
        title: "Sectores que atendemos",
        items: [
          {
            title: "Odontología y ortodoncia",
            description:
              "Odontología general y estética, centros de implantes y consultorios de ortodoncia que compiten por casos de alto valor, como alineadores y rehabilitaciones de arcada completa.",
            icon: "smile",
          },
          {
            title: "Medicina estética",
            description:
              "Med spas, especialistas en inyectables y clínicas de dermatología y cirugía plástica, donde las imágenes, la reputación y el flujo de consultas impulsan cada cita.",
            icon: "sparkles",
          },
          {
            title: "Salud integrativa",
            description:
              "Medicina funcional, naturopatía, quiropráctica y clínicas holísticas que necesitan explicar nuevos modelos de atención con claridad y credibilidad.",
            icon: "leaf",
          },
          {
            title: "Comercio clínico",
            description:
              "Cuidado de la piel de grado profesional, suplementos y productos de bienestar que se venden en línea, con el rigor normativo que exige cualquier afirmación clínica.",
            icon: "shopping-bag",
          },
          {
            title: "Innovación en salud",
            description:
              "Startups de salud digital, clínicas de longevidad y nuevos modelos de atención que necesitan ganarse la confianza en un mercado saturado y escéptico.",
            icon: "flask-conical",
          },
        ],
      },
    },
    contactSection("home-contact"),
  ],
}
