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

/** An empty link: no button. */
const noButton = () => ({ label: "", href: "" })

export const SEED_HOME_PAGE_ES: SeedSitePage = {
  path: "/",
  title: "Inicio",
  meta_title: "Lumora Health | Marketing digital para marcas de salud",
  meta_description:
    "Agencia de marketing digital para marcas de salud y bienestar: presencia digital precisa, ecosistemas orientados al rendimiento y crecimiento medible.",
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

/** "Talk to our team" and "read the blog": the next steps of a service page still being written. */
const placeholderLinks = () => [
  { label: "Hable con nuestro equipo", href: "/es/contact" },
  { label: "Lea nuestro blog", href: "/es/blog" },
]

export const SEED_SERVICE_PAGES_ES: readonly SeedSitePage[] = [
  {
    path: "/services/social-media",
    title: "Gestión de redes sociales",
    meta_title: "Gestión de redes sociales | Lumora Health",
    meta_description:
      "Estrategia de contenido y crecimiento de comunidad para consultorios que quieren que los vean, les crean y les agenden. Planeamos y publicamos por usted.",
    sections: [
      {
        id: "social-hero",
        type: "service-hero",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Gestión de redes sociales",
          title: "Gestión de redes sociales",
          description:
            "Estrategia de contenido y crecimiento de comunidad para consultorios que quieren que los vean, les crean y les agenden. Planeamos y publicamos por usted.",
          highlights: ["Instagram", "Facebook", "TikTok", "LinkedIn"],
          button: { label: "Comencemos", href: "#contact" },
          secondary: noButton(),
          image: {
            src: "/images/services/social-media.webp",
            alt: "Tres publicaciones del calendario de contenido de un consultorio, con sus me gusta, guardados y citas",
            width: 1000,
            height: 800,
          },
        },
      },
      {
        id: "social-services",
        type: "feature-grid",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Servicios",
          title: "Qué gestionamos",
          description: "Todo lo que un consultorio necesita para estar presente con constancia, sonar como sí mismo y convertir la atención en citas.",
          items: [
            {
              title: "Desarrollo de estrategia",
              description:
                "Un plan de canales basado en sus servicios, su mercado y sus pacientes: qué plataformas, qué pilares de contenido, con qué frecuencia y qué números vamos a mover.",
              icon: "compass",
            },
            {
              title: "Creación de contenido",
              description:
                "Explicaciones de tratamientos, presentaciones de su equipo clínico, historias de pacientes y video corto, revisados en precisión clínica y en las reglas de cada plataforma antes de publicarse.",
              icon: "camera",
            },
            {
              title: "Gestión de comunidad",
              description:
                "Respuestas rápidas y fieles a su marca en comentarios y mensajes directos, con un proceso claro para derivar las preguntas clínicas y las reseñas que requieren la voz de un profesional.",
              icon: "messages-square",
            },
            {
              title: "Analítica e informes",
              description:
                "Informes mensuales de alcance, interacción y acciones en el perfil, y de las solicitudes y citas que las redes sociales realmente generaron.",
              icon: "line-chart",
            },
            {
              title: "Campañas pagadas en redes",
              description:
                "Campañas segmentadas en Meta y TikTok para consultas, jornadas de puertas abiertas y promociones de temporada, dentro de las políticas de publicidad para el sector salud.",
              icon: "megaphone",
            },
            {
              title: "Colaboraciones con influencers",
              description:
                "Alianzas con creadores locales y pacientes embajadores afines a su marca, con la divulgación, el consentimiento y los derechos de uso en regla.",
              icon: "users",
            },
          ],
          columns: "3",
          tone: "plain",
        },
      },
      {
        id: "social-process",
        type: "process-steps",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Cómo trabajamos",
          title: "Nuestro proceso",
          description: "Cinco pasos que se repiten cada mes, para que su presencia siga mejorando en lugar de solo mantenerse al día.",
          steps: [
            {
              title: "Diagnóstico y estrategia",
              description:
                "Auditamos sus canales, su competencia y las preguntas de sus pacientes; después acordamos los objetivos y las métricas con las que le reportaremos.",
            },
            {
              title: "Planeación de contenido",
              description:
                "Un calendario mensual alineado con los tratamientos que usted quiere impulsar, la demanda de temporada y la disponibilidad de su equipo para grabar.",
            },
            {
              title: "Creación y curaduría",
              description: "Sesiones, edición, textos y gráficos producidos por nuestro equipo y aprobados por el suyo antes de publicar cualquier cosa.",
            },
            {
              title: "Publicación y gestión",
              description:
                "Publicaciones programadas en los horarios en que su audiencia está activa, además de gestión diaria de la comunidad y monitoreo de reseñas.",
            },
            {
              title: "Análisis y optimización",
              description: "Revisiones mensuales para reforzar lo que genera consultas y dejar atrás lo que no.",
            },
          ],
        },
      },
      {
        id: "social-cta",
        type: "cta-banner",
        hidden: false,
        anchor: "",
        data: {
          title: "¿Listo para convertir seguidores en pacientes?",
          description:
            "Agende una llamada de estrategia de 30 minutos. Revisaremos sus perfiles actuales y le dejaremos tres cambios que puede aplicar esta misma semana, trabajemos juntos o no.",
          button: { label: "Inicie su estrategia en redes", href: "#contact" },
          secondary: noButton(),
        },
      },
      contactSection("social-contact"),
    ],
  },
  {
    path: "/services/email-marketing",
    title: "Email marketing",
    meta_title: "Email marketing | Lumora Health",
    meta_description:
      "Campañas segmentadas y flujos automatizados que mantienen a sus pacientes informados y de regreso, escritos con su voz y medidos en citas agendadas.",
    sections: [
      {
        id: "email-hero",
        type: "service-hero",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Email marketing",
          title: "Email marketing",
          description:
            "Campañas segmentadas y flujos automatizados que mantienen a sus pacientes informados y de regreso, escritos con su voz y medidos en citas agendadas.",
          highlights: ["Citas de control y reactivación", "Cuidados después del tratamiento", "Boletines", "Lanzamientos"],
          button: { label: "Comencemos", href: "#contact" },
          secondary: { label: "Vea todos los servicios", href: "/es/services" },
          image: {
            src: "/images/services/email-marketing.webp",
            alt: "Un recorrido automatizado de correos después del tratamiento: cuidados posteriores, seguimiento, solicitud de reseña y recordatorio de cita de control",
            width: 1000,
            height: 800,
          },
        },
      },
      {
        id: "email-methodology",
        type: "feature-grid",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Metodología",
          title: "Nuestra metodología",
          description: "Cuatro principios detrás de cada programa que creamos, desde un estudio de un solo sillón hasta un grupo con varias sedes.",
          items: [
            {
              title: "Segmentación de audiencias",
              description:
                "Listas divididas por tratamiento de interés, historial de visitas y etapa del paciente, para que alguien que preguntó por alineadores nunca reciba un recordatorio de limpieza.",
              icon: "users",
            },
            {
              title: "Recorridos automatizados del paciente",
              description:
                "Flujos de bienvenida, antes de la visita, cuidados posteriores, citas de control y reactivación que trabajan en segundo plano y mantienen la agenda llena.",
              icon: "workflow",
            },
            {
              title: "Contenido riguroso y conforme a las normas",
              description:
                "Textos revisados en su exactitud y escritos para que la información de salud protegida (PHI) nunca llegue a bandejas de entrada ni a plantillas.",
              icon: "shield-check",
            },
            {
              title: "Pruebas y optimización",
              description:
                "Asuntos, horarios de envío y ofertas que se prueban cada mes con base en aperturas, clics y, sobre todo, citas agendadas.",
              icon: "flask-conical",
            },
          ],
          columns: "4",
          tone: "plain",
        },
      },
      {
        id: "email-platforms",
        type: "platforms",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Plataformas",
          title: "Plataformas con las que trabajamos",
          description: "Trabajamos con la plataforma que mejor se adapte a su consultorio, o le ayudamos a migrar a una mejor sin perder ni un suscriptor.",
          platforms: [
            {
              name: "Mailchimp",
              logo: { src: "/images/platforms/mailchimp.svg", alt: "Logotipo de Mailchimp", width: 200, height: 56 },
              description: "Campañas y automatizaciones sencillas para consultorios de una sola sede que empiezan su programa de email.",
            },
            {
              name: "Klaviyo",
              logo: { src: "/images/platforms/klaviyo.svg", alt: "Logotipo de Klaviyo", width: 200, height: 56 },
              description: "Datos de compra detallados y segmentos predictivos para marcas de comercio clínico y cuidado de la piel.",
            },
            {
              name: "HubSpot",
              logo: { src: "/images/platforms/hubspot.svg", alt: "Logotipo de HubSpot", width: 200, height: 56 },
              description: "Seguimiento conectado al CRM para grupos con varias sedes y ciclos de consulta más largos.",
            },
            {
              name: "ActiveCampaign",
              logo: { src: "/images/platforms/activecampaign.svg", alt: "Logotipo de ActiveCampaign", width: 200, height: 56 },
              description: "Automatizaciones condicionales y calificación de prospectos para consultorios con tratamientos de varias etapas.",
            },
            {
              name: "Constant Contact",
              logo: { src: "/images/platforms/constant-contact.svg", alt: "Logotipo de Constant Contact", width: 200, height: 56 },
              description: "Boletines confiables y promoción de eventos para clínicas muy cercanas a su comunidad.",
            },
          ],
        },
      },
      {
        id: "email-cta",
        type: "cta-banner",
        hidden: false,
        anchor: "",
        data: {
          title: "Ponga la comunicación con sus pacientes en piloto automático",
          description:
            "Díganos qué plataforma usa hoy. Trazaremos los tres flujos que más pacientes le harían regresar y le mostraremos cuánto podrían valer.",
          button: { label: "Comencemos", href: "#contact" },
          secondary: { label: "Vea todos los servicios", href: "/es/services" },
        },
      },
      {
        id: "email-why",
        type: "feature-grid",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Por qué nosotros",
          title: "Por qué los consultorios nos confían su bandeja de entrada",
          description: "",
          items: [
            {
              title: "Redacción pensada para el sector salud",
              description:
                "Redactores que entienden de tratamientos, consentimiento y cuidados posteriores, y que nunca prometen resultados que un profesional clínico no prometería.",
              icon: "heart-pulse",
            },
            {
              title: "Expertos en entregabilidad",
              description: "Dominios autenticados, listas limpias y planes de calentamiento que mantienen sus mensajes en la bandeja principal.",
              icon: "inbox",
            },
            {
              title: "Informes centrados en ingresos",
              description: "Cada flujo se reporta por citas e ingresos atribuibles, no solo por aperturas y clics.",
              icon: "bar-chart-3",
            },
            {
              title: "Metas definidas en conjunto",
              description: "Objetivos acordados con su equipo al inicio y revisados cada trimestre a medida que crece el consultorio.",
              icon: "target",
            },
          ],
          columns: "4",
          tone: "sand",
        },
      },
      contactSection("email-contact"),
    ],
  },
  {
    path: "/services/website-development",
    title: "Desarrollo web",
    meta_title: "Desarrollo web | Lumora Health",
    meta_description:
      "Sitios web a la medida, pensados para convertir: rápidos, accesibles, listos para buscadores y construidos para el momento en que un visitante decide agendar.",
    sections: [
      {
        id: "web-hero",
        type: "service-hero",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Desarrollo web",
          title: "Desarrollo web",
          description:
            "Sitios web a la medida, pensados para convertir: rápidos, accesibles, listos para buscadores y construidos para el momento en que un visitante decide agendar.",
          highlights: ["Diseño a la medida", "Reservas en línea", "WCAG 2.2 AA", "Core Web Vitals"],
          button: { label: "Comencemos", href: "#contact" },
          secondary: noButton(),
          image: {
            src: "/images/services/website-development.webp",
            alt: "Diseño del sitio web de una clínica con un botón de reserva y sus resultados de velocidad, accesibilidad y prospectos",
            width: 1000,
            height: 800,
          },
        },
      },
      {
        id: "web-included",
        type: "feature-grid",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Incluido",
          title: "Qué incluye",
          description: "Cada proyecto incluye lo esencial que un sitio web de salud necesita para ganarse la confianza y convertir visitas en citas.",
          items: [
            {
              title: "Diseño a la medida",
              description: "Una identidad visual presente en cada página, con dirección fotográfica que muestra a su equipo y sus instalaciones reales.",
              icon: "palette",
            },
            {
              title: "Integración de reservas en línea",
              description:
                "Reservas, formularios y llamada con un toque conectados a su sistema de gestión del consultorio, con seguimiento desde el clic hasta la cita.",
              icon: "calendar-check",
            },
            {
              title: "Ingeniería de rendimiento",
              description: "Páginas que cargan en menos de dos segundos en un celular, medidas con Core Web Vitals antes del lanzamiento.",
              icon: "gauge",
            },
            {
              title: "Accesibilidad",
              description: "Desarrollado y probado según WCAG 2.2 AA, para que todos los pacientes puedan leer, navegar y agendar, sean cuales sean sus capacidades.",
              icon: "accessibility",
            },
            {
              title: "Bases de SEO",
              description:
                "Estructura limpia, páginas por tratamiento y por ubicación, marcado de datos estructurados y redirecciones que protegen el posicionamiento que ya tiene.",
              icon: "search",
            },
            {
              title: "Gestión de contenido sencilla",
              description:
                "Un sistema de contenido que su equipo puede actualizar en minutos, con capacitación y plantillas para nuevos tratamientos y promociones.",
              icon: "layout-dashboard",
            },
          ],
          columns: "3",
          tone: "plain",
        },
      },
      {
        id: "web-process",
        type: "process-steps",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Cómo trabajamos",
          title: "Nuestro proceso",
          description: "Cuatro fases, cada una con una aprobación clara, desde el primer taller hasta las semanas posteriores al lanzamiento.",
          steps: [
            {
              title: "Diagnóstico y estrategia",
              description:
                "Talleres, revisión de analítica y entrevistas con pacientes para definir objetivos, audiencias, el mapa del sitio y el plan de contenido.",
            },
            {
              title: "Diseño y experiencia de usuario",
              description:
                "Wireframes y luego diseños de alta fidelidad para celular y computadora, probados con pacientes reales antes de escribir una sola línea de código.",
            },
            {
              title: "Desarrollo y control de calidad",
              description:
                "Un sitio rápido y accesible con las reservas y la analítica integradas, verificado en distintos dispositivos, navegadores y lectores de pantalla.",
            },
            {
              title: "Lanzamiento y soporte",
              description:
                "Un lanzamiento supervisado, con redirecciones y seguimiento verificados, seguido de 60 días de soporte y optimización.",
            },
          ],
        },
      },
      {
        id: "web-cta",
        type: "cta-banner",
        hidden: false,
        anchor: "",
        data: {
          title: "¿Listo para un sitio web que le agende pacientes?",
          description:
            "Compártanos su sitio actual y sus metas. Le enviaremos un breve análisis con las mejoras más rápidas y un presupuesto estimado para rediseñarlo.",
          button: { label: "Inicie su proyecto", href: "#contact" },
          secondary: noButton(),
        },
      },
      contactSection("web-contact"),
    ],
  },
  {
    path: "/services/content-creation",
    title: "Creación de contenido",
    meta_title: "Creación de contenido | Lumora Health",
    meta_description:
      "Reels, fotografía y video para marcas de salud: fieles a su marca, conformes a las normas y hechos para compartirse. Pronto, todos los detalles del servicio.",
    sections: [
      {
        id: "content-creation-placeholder",
        type: "placeholder",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Servicios",
          title: "Creación de contenido",
          description:
            "Reels, fotografía y video para marcas de salud: fieles a su marca, conformes a las normas y hechos para compartirse. Pronto, todos los detalles del servicio.",
          links: placeholderLinks(),
        },
      },
    ],
  },
  {
    path: "/services/seo",
    title: "Estrategia SEO",
    meta_title: "Estrategia SEO | Lumora Health",
    meta_description:
      "Contenido enfocado en visibilidad y optimización técnica para que los pacientes encuentren su consultorio primero. Pronto, todos los detalles del servicio.",
    sections: [
      {
        id: "seo-placeholder",
        type: "placeholder",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Servicios",
          title: "Estrategia SEO",
          description:
            "Contenido enfocado en visibilidad y optimización técnica para que los pacientes encuentren su consultorio primero. Pronto, todos los detalles del servicio.",
          links: placeholderLinks(),
        },
      },
    ],
  },
  {
    path: "/services/analytics",
    title: "Analítica e informes",
    meta_title: "Analítica e informes | Lumora Health",
    meta_description:
      "Datos claros para medir el retorno de su inversión, desde el primer clic hasta la consulta agendada. Muy pronto publicaremos todos los detalles del servicio.",
    sections: [
      {
        id: "analytics-placeholder",
        type: "placeholder",
        hidden: false,
        anchor: "",
        data: {
          eyebrow: "Servicios",
          title: "Analítica e informes",
          description:
            "Datos claros para medir el retorno de su inversión, desde el primer clic hasta la consulta agendada. Muy pronto publicaremos todos los detalles del servicio.",
          links: placeholderLinks(),
        },
      },
    ],
  },
]

/** /work in Spanish (the English page is ../work-page.ts). */
export const SEED_WORK_PAGE_ES: SeedSitePage = {
  path: "/work",
  title: "Nuestros resultados",
  meta_title: "Nuestros resultados | Lumora Health",
  meta_description:
    "Resultados medidos en consultorios dentales, estéticos, de bienestar y de salud mental. Cada cifra viene de los sistemas de citas y la analítica.",
  sections: [
    {
      id: "work-hero",
      type: "service-hero",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "Resultados",
        title: "Nuestros resultados",
        description:
          "Resultados medidos en consultorios dentales, estéticos, de bienestar y de salud mental. Cada cifra viene de los sistemas de citas y la analítica.",
        highlights: [],
        button: { label: "Agende una consulta", href: "#contact" },
        secondary: noButton(),
        image: null,
      },
    },
    {
      id: "work-metrics",
      type: "metrics",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "",
        title: "Resultados destacados",
        description: "",
        items: [
          { value: "115%", label: "Tasa de interacción", detail: "Aumento promedio de la interacción en redes sociales en los seis meses posteriores al lanzamiento" },
          { value: "64%", label: "Aumento de conversión", detail: "Más visitantes del sitio web que se convierten en consultas agendadas después de un rediseño" },
          { value: "3.2x", label: "Aumento del ROI", detail: "Retorno de la inversión en marketing entre los clientes que trabajan con nosotros un año o más" },
        ],
        tone: "plain",
      },
    },
    {
      id: "work-cases",
      type: "case-study-highlights",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "Resultados",
        title: "Casos de éxito",
        description: "Cómo crecieron, paso a paso, consultorios como el suyo.",
        count: "6",
        button: noButton(),
      },
    },
    {
      id: "work-industries",
      type: "feature-grid",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "A quién ayudamos",
        title: "Sectores de nuestros clientes",
        description: "Preferimos conocer a fondo unos pocos sectores que abarcar muchos de forma superficial. Estos son los consultorios que mejor conocemos.",
        items: [
          {
            title: "Odontología y ortodoncia",
            description:
              "Un grupo de ortodoncia con tres sedes llenó su agenda de consultas de alineadores gracias al video corto y a un proceso de reserva rediseñado.",
            icon: "smile",
          },
          {
            title: "Medicina estética y dermatología",
            description:
              "Un med spa y una clínica dermatológica aumentaron sus citas de inyectables y láser con historias de antes y después que respetan las reglas de cada plataforma.",
            icon: "sparkles",
          },
          {
            title: "Medicina funcional y bienestar",
            description:
              "Una clínica integrativa explicó con claridad su modelo de membresía, y una secuencia de correos acompañó a los nuevos miembros durante sus primeros 90 días.",
            icon: "leaf",
          },
          {
            title: "Salud mental y terapia",
            description:
              "Un consultorio de terapia grupal llegó a los pacientes adecuados con contenido discreto y libre de estigmas, y un formulario de admisión que respeta su privacidad.",
            icon: "brain",
          },
        ],
        columns: "2",
        tone: "plain",
      },
    },
    {
      id: "work-success",
      type: "metrics",
      hidden: false,
      anchor: "",
      data: {
        eyebrow: "Pruebas",
        title: "Métricas de éxito",
        description: "Qué cambió para los consultorios detrás de las cifras.",
        items: [
          {
            value: "32-47%",
            label: "Consultas agendadas: entre 32 y 47% más",
            detail: "Entre clientes de odontología y estética, en los seis meses posteriores al rediseño de su sitio web y al lanzamiento de campañas pagadas en redes.",
          },
          {
            value: "28%",
            label: "Programas completados: 28% más",
            detail: "En una membresía de medicina funcional, después de que los correos de bienvenida y seguimiento reemplazaron el seguimiento manual.",
          },
        ],
        tone: "dark",
      },
    },
    {
      id: "work-closing",
      type: "cta-banner",
      hidden: false,
      anchor: "",
      data: {
        title: "¿Quiere resultados como estos para su consultorio?",
        description: "Empiece con una consulta gratuita. Revisaremos sus números con usted y le mostraremos dónde está escondido el crecimiento más rápido.",
        button: { label: "Agende una consulta", href: "#contact" },
        secondary: noButton(),
      },
    },
    contactSection("work-contact"),
  ],
}

/** The Spanish home page and the six service pages, in the order of SEED_SITE_PAGES. */
export const SEED_SITE_PAGES_ES: readonly SeedSitePage[] = [SEED_HOME_PAGE_ES, ...SEED_SERVICE_PAGES_ES]

/** Every Spanish site page (the seed's pages and /work), like BUILT_IN_SITE_PAGES in English. */
export const BUILT_IN_SITE_PAGES_ES: readonly SeedSitePage[] = [...SEED_SITE_PAGES_ES, SEED_WORK_PAGE_ES]
