import type { SiteSettings } from "@/lib/domain/site-content/site-settings"

import type { LegalContext, LegalDocument, LegalMeta } from "../legal-en"

/*
 * The Spanish privacy policy and terms of service: the same facts, sections and conditions as ../legal-en.ts (the
 * visitor-statistics section depends on whether page views are counted and for how many days they are kept).
 */

/** The words LegalPage writes before the date ("Last updated" in English). */
export const LEGAL_UPDATED_LABEL_ES = "Última actualización:"

const days = (n: number) => `${n} ${n === 1 ? "día" : "días"}`

export function privacyPolicyMetaEs(settings: Pick<SiteSettings, "name">): LegalMeta {
  return { title: "Política de privacidad", description: `Cómo ${settings.name} recopila, usa y protege la información personal.` }
}

export function privacyPolicyEs({ analytics, contact, settings }: LegalContext): LegalDocument {
  return {
    title: "Política de privacidad",
    updated: "27 de noviembre de 2026",
    intro: `${settings.name} (“nosotros”) respeta su privacidad. Esta política explica qué información recopilamos a través de este sitio web, para qué la usamos y qué opciones tiene usted.`,
    sections: [
      {
        heading: "Qué información recopilamos",
        body: [
          "Cuando nos envía un mensaje, recibimos el nombre, la dirección de correo electrónico y el mensaje que usted escribe. No solicitamos información de salud de pacientes a través de este sitio web, y le pedimos que no nos la envíe por este medio.",
          "Junto con su mensaje guardamos también su procedencia: la dirección de la página desde la que lo envió, el sitio web que lo refirió a nosotros (solo su dominio, p. ej., google.com) y las etiquetas de campaña (utm_source, utm_medium, utm_campaign, utm_term, utm_content) del enlace que lo trajo hasta aquí. Su navegador las recuerda solo en la pestaña actual y las envía con el formulario. No guardamos su dirección IP con su mensaje: para frenar avalanchas de mensajes automatizados, el servidor la conserva en memoria solo durante 10 minutos.",
          "Nuestros servidores guardan registros técnicos estándar (dirección IP, tipo de navegador, páginas solicitadas) por seguridad y para mantener el sitio en funcionamiento. No usamos cookies publicitarias en este sitio.",
        ],
      },
      {
        heading: "Estadísticas de visitas",
        body: analytics.enabled
          ? [
              "Para saber qué páginas resultan útiles, este sitio cuenta por sí mismo las páginas vistas. No instala ninguna cookie, no guarda nada en su navegador con este fin y no envía nada a ninguna otra empresa: ni píxeles de publicidad o de redes sociales, ni herramientas de analítica de terceros.",
              "Por cada página vista registramos la página, el sitio web que lo refirió (solo su dominio), las etiquetas de campaña del enlace, el tipo de dispositivo (computadora, tableta o celular, según el agente de usuario de su navegador), el idioma de su navegador y la hora. No guardamos su dirección IP. Para contar visitantes sin identificarlos, el servidor combina su dirección IP y el agente de usuario de su navegador con un valor aleatorio que se reemplaza cada día y luego se elimina, y conserva solo el resultado codificado; una vez terminado el día, nadie, ni siquiera nosotros, puede relacionarlo con usted ni con sus visitas de otros días. Las visitas automatizadas (rastreadores de buscadores y similares) no se cuentan.",
              `Las páginas vistas individuales se eliminan después de ${days(analytics.retentionDays)}; solo se conservan por más tiempo los totales por día y por hora (sin ninguna información de los visitantes). Si nos envía un mensaje, este registra las páginas que leyó durante esa visita antes de enviarlo, para que sepamos qué artículos generan consultas.`,
            ]
          : ["Por el momento, este sitio no cuenta las páginas vistas. No instala ninguna cookie y no envía nada a ninguna otra empresa."],
      },
      {
        heading: "Cómo la usamos",
        body: [
          "Usamos sus datos de contacto únicamente para responder a su consulta y, si se convierte en cliente, para prestarle nuestros servicios. Nunca vendemos ni alquilamos información personal.",
          "Los registros técnicos se usan para detectar abusos y resolver problemas, y se eliminan después de 90 días.",
          "Los mensajes se guardan en la bandeja de entrada de nuestro equipo hasta que los eliminamos, y nunca por más tiempo del necesario para responderle y, si se convierte en cliente, para trabajar con usted. Los mensajes que nuestros filtros identifican como spam automatizado se eliminan después de 30 días. Recibimos un aviso por correo electrónico de cada mensaje; esos correos de aviso los gestiona nuestro proveedor de correo electrónico.",
        ],
      },
      {
        heading: "Con quién la compartimos",
        body: [
          "Solo compartimos información con los proveedores de servicios que alojan este sitio web o entregan nuestros correos electrónicos, mediante contratos que los obligan a protegerla, o cuando la ley nos lo exige.",
        ],
      },
      {
        heading: "Datos de clientes y HIPAA",
        body: [
          "Cuando un cliente del sector salud comparte con nosotros información de salud protegida (PHI) como parte de un proyecto, firmamos un Acuerdo de Socio Comercial (BAA) y tratamos esa información únicamente en la forma que el acuerdo permite.",
        ],
      },
      {
        heading: "Sus opciones",
        body: [
          `Puede pedirnos ver, corregir o eliminar la información personal que tenemos sobre usted escribiendo a ${contact.email}. Le respondemos en un plazo de 30 días.`,
        ],
      },
      {
        heading: "Contacto",
        body: [`Preguntas sobre esta política: ${contact.email}, ${contact.phone}, ${contact.address}.`],
      },
    ],
  }
}

export function termsOfServiceMetaEs(settings: Pick<SiteSettings, "name">): LegalMeta {
  return { title: "Términos del servicio", description: `Los términos que se aplican al uso del sitio web de ${settings.name}.` }
}

export function termsOfServiceEs({ contact, settings }: Pick<LegalContext, "contact" | "settings">): LegalDocument {
  return {
    title: "Términos del servicio",
    updated: "1 de noviembre de 2026",
    intro: `Estos términos se aplican al uso del sitio web de ${settings.name}. Al usar el sitio, usted los acepta. Los proyectos con clientes se rigen por sus propios acuerdos firmados.`,
    sections: [
      {
        heading: "Uso del sitio",
        body: [
          "Puede consultar y compartir el contenido de este sitio para fines personales y no comerciales. No puede copiarlo de forma masiva, interferir con el funcionamiento del sitio ni intentar acceder a las partes que no son públicas.",
        ],
      },
      {
        heading: "No es asesoría médica ni legal",
        body: [
          "Los artículos y recursos de este sitio son información general de marketing. No constituyen asesoría médica, legal ni regulatoria; antes de aplicarlos, consulte las normas de publicidad de su profesión y de su región.",
        ],
      },
      {
        heading: "Resultados",
        body: [
          "Las cifras que se citan en este sitio describen resultados obtenidos para clientes anteriores. No son una promesa de obtener los mismos resultados en su consultorio, ya que estos dependen de su mercado, su oferta y su presupuesto.",
        ],
      },
      {
        heading: "Propiedad intelectual",
        body: [
          `Los textos, el diseño, los logotipos y las imágenes de este sitio pertenecen a ${settings.name} o a sus licenciantes. Los nombres y las marcas de los clientes pertenecen a sus titulares y aparecen con su permiso.`,
        ],
      },
      {
        heading: "Responsabilidad",
        body: [
          "El sitio se ofrece tal como está. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas derivadas de su uso ni de que el sitio no esté disponible temporalmente.",
        ],
      },
      {
        heading: "Cambios y contacto",
        body: [`Podemos actualizar estos términos; la fecha indicada arriba corresponde a la versión más reciente. Preguntas: ${contact.email}.`],
      },
    ],
  }
}
