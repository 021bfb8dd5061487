import { capitalise, endSentence } from '../html.ts';
import type { GoalKind } from '../types.ts';
import { agree, contract, definite, indefinite, isFeminine, possessive, singular } from './spanish.ts';
import type { AngleWords, PageStrings } from './types.ts';

/**
 * The composer's Spanish: every fixed string a visitor reads on a Spanish page. It speaks to
 * the visitor as "tú" throughout, buttons take the infinitive ("Reservar mi plaza"), and
 * anything slotted in (an offer, an event format, the people served) gets its article or
 * possessive from its own gender and number (spanish.ts).
 */

/** "tu consulta", "tus clases". */
const tu = (phrase: string): string => possessive(phrase, 'tu', 'tus');
const Tu = (phrase: string): string => capitalise(tu(phrase));
const mi = (phrase: string): string => possessive(phrase, 'mi', 'mis');
/** "los pacientes", "las familias". */
const the = (people: string): string => definite(people);
const ourPeople = (people: string): string => `${isFeminine(people) ? 'nuestras' : 'nuestros'} ${people}`;
/** A date with its article, once: "el 12 de marzo", and "el jueves 12" as the brief wrote it. */
const el = (date: string | null): string => (/^(?:el|la)\s/i.test(date ?? '') ? date! : `el ${date ?? ''}`);
/** "antes del 12 de marzo". */
const del = (date: string | null): string => contract(`de ${el(date)}`);
const inPlace = (w: AngleWords): string => (w.location ? ` en ${w.location}` : '');
const fromPlace = (w: AngleWords): string => (w.location ? ` de ${w.location}` : '');

const EVENT_NAMES: Record<string, string> = {
  event: 'evento',
  webinar: 'webinar',
  masterclass: 'masterclass',
  workshop: 'taller',
  conference: 'conferencia',
  summit: 'cumbre',
  meetup: 'encuentro',
  expo: 'feria',
  festival: 'festival',
  'live training': 'formación en directo',
  'open house': 'jornada de puertas abiertas',
  bootcamp: 'bootcamp',
  challenge: 'reto',
  retreat: 'retiro',
  gala: 'gala',
};

/** Lead magnets as the brief reader names them in English, with their Spanish noun. */
const MAGNETS: Record<string, string> = {
  'e-book': 'e-book gratis',
  ebook: 'e-book gratis',
  guide: 'guía gratis',
  checklist: 'checklist gratis',
  'cheat sheet': 'chuleta gratis',
  cheatsheet: 'chuleta gratis',
  workbook: 'cuaderno de trabajo gratis',
  'template pack': 'pack de plantillas gratis',
  toolkit: 'kit de herramientas gratis',
  report: 'informe gratis',
  'mini-course': 'minicurso gratis',
  'mini course': 'minicurso gratis',
  'video series': 'serie de vídeos gratis',
  'swipe file': 'colección de ejemplos gratis',
};

/** The generator's audience options (lower-cased as the brief reader gives them). */
const AUDIENCES: Record<string, string> = {
  'small business owners': 'propietarios de pequeñas empresas',
  entrepreneurs: 'emprendedores',
  'marketing professionals': 'profesionales del marketing',
  'individuals and families': 'particulares y familias',
  'enterprise companies': 'grandes empresas',
  students: 'estudiantes',
  'healthcare professionals': 'profesionales sanitarios',
  'real estate agents': 'agentes inmobiliarios',
  freelancers: 'profesionales autónomos',
  'IT professionals': 'profesionales de TI',
  'e-commerce store owners': 'propietarios de tiendas online',
  'content creators': 'creadores de contenido',
};

/** Software categories the brief reader names in English. */
const THINGS: Record<string, string> = {
  platform: 'plataforma',
  app: 'app',
  'help desk': 'herramienta de atención al cliente',
  helpdesk: 'herramienta de atención al cliente',
  'password manager': 'gestor de contraseñas',
  'note-taking app': 'app de notas',
  'accounting software': 'software de contabilidad',
};
const THING_HEADS: [RegExp, string][] = [
  [/^project management (tool|software|app|platform)$/i, 'gestión de proyectos'],
  [/^invoicing (tool|software|app)$/i, 'facturación'],
  [/^scheduling (tool|software|app|platform)$/i, 'reservas'],
  [/^analytics (tool|platform)$/i, 'analítica'],
  [/^email marketing (tool|platform|software)$/i, 'email marketing'],
  [/^HR (software|platform)$/i, 'recursos humanos'],
  [/^payroll (software|platform)$/i, 'nóminas'],
  [/^inventory (software|system)$/i, 'inventario'],
  [/^booking (software|app|platform)$/i, 'reservas'],
  [/^AI (assistant|writing tool|tool|platform)$/i, 'IA'],
];
const KINDS: Record<string, string> = {
  tool: 'herramienta',
  software: 'software',
  app: 'app',
  platform: 'plataforma',
  system: 'sistema',
  assistant: 'asistente',
  'writing tool': 'herramienta de redacción',
};

const DATE_VERBS: Partial<Record<GoalKind, string>> = {
  booking: 'reserva',
  consultation: 'reserva',
  signup: 'apúntate',
  sales: 'haz tu pedido',
};

const MONTH_ABBR: Record<string, string> = {
  jan: 'ENE',
  feb: 'FEB',
  mar: 'MAR',
  apr: 'ABR',
  may: 'MAY',
  jun: 'JUN',
  jul: 'JUL',
  aug: 'AGO',
  sep: 'SEP',
  oct: 'OCT',
  nov: 'NOV',
  dec: 'DIC',
};

export const ES: PageStrings = {
  language: 'es',

  near: (location) => (location ? `en ${location}` : 'cerca de ti'),
  aThing: (thing) => indefinite(thing),
  tidy: contract,
  singular,
  phonePlaceholder: 'Tu número de teléfono',
  audience: (audience) => AUDIENCES[audience] ?? AUDIENCES[audience.toLowerCase()] ?? audience,
  eventName: (format) => EVENT_NAMES[format.toLowerCase()] ?? format,
  magnet: (magnet) => {
    const m = /^free ([a-z -]+?)(?:: (.*))?$/i.exec(magnet.trim());
    const noun = m?.[1] ? MAGNETS[m[1].toLowerCase()] : undefined;
    if (!noun) return magnet;
    return m?.[2] ? `${noun}: ${m[2]}` : noun;
  },
  thing: (thing) => {
    if (THINGS[thing.toLowerCase()]) return THINGS[thing.toLowerCase()]!;
    for (const [re, what] of THING_HEADS) {
      const m = re.exec(thing);
      if (m?.[1]) return `${KINDS[m[1].toLowerCase()] ?? m[1]} de ${what}`;
    }
    return thing;
  },
  dayOf: (date) => date.replace(/,?\s+(?:a\s+las?|at)\s+.*$/i, ''),

  toneHeadlines: {
    professional: null,
    friendly: (o) => `Te ayudamos a conseguir ${o}`,
    urgent: (o) => `Consigue ${o}, desde hoy`,
    trustworthy: (o) => `${capitalise(o)}, con un equipo de confianza`,
    innovative: (o) => `Descubre ${o}`,
    luxurious: (o) => contract(`Disfruta de ${o}`),
    playful: (o) => contract(`Dile hola a ${o}`),
    authoritative: (o) => `El camino probado hacia ${o}`,
    conversational: (o) => `¿Buscas ${o}? Estás en el lugar indicado`,
    minimalist: (o) => `${capitalise(o)}.`,
  },
  eventHeadline: (format, topic) =>
    topic
      ? contract(`Únete a ${definite(format)} ${agree('gratuito', format)} sobre ${topic}`)
      : `Reserva tu plaza en ${agree('nuestro', format)} ${format} ${agree('gratuito', format)}`,
  magnetHeadline: (magnet) => `Consigue ${tu(magnet)}`,
  feedbackHeadline: (brand) => `¿Qué tal tu experiencia con ${brand}?`,
  toneSubEndings: {
    urgent: 'No lo dejes para mañana.',
    friendly: 'Nos encantará ayudarte.',
    playful: 'En serio, así de fácil.',
    luxurious: 'Una experiencia pensada para quienes esperan lo mejor.',
    trustworthy: 'Sin presiones ni costes ocultos: solo ayuda honesta.',
    conversational: 'Sin tecnicismos ni presiones: solo una charla rápida.',
  },
  eventSub: (format, topic, brand, date) =>
    `${capitalise(indefinite(format))} ${agree('gratuito', format)} y en directo${topic ? ` sobre ${topic}` : ''}, ${agree('organizado', format)} por ${brand}${date ? `, ${date}` : ''}. Aprende estrategias prácticas que podrás aplicar enseguida y resuelve tus dudas en directo.`,
  feedbackSub: (brand) =>
    `Cuéntanos qué te gustó y qué podríamos mejorar. La encuesta dura alrededor de un minuto y el equipo de ${brand} lee cada respuesta.`,
  madeFor: (audience, sub) => `Pensado para ${audience}. ${sub}`,
  goalCtas: {
    leads: 'Quiero mi {offer}',
    call: 'Llamar ahora',
    email: 'Quiero la guía gratis',
    signup: 'Empezar gratis',
    sales: 'Comprar ahora',
    launch: 'Acceso anticipado',
    event: 'Reservar mi plaza',
    booking: 'Reservar ahora',
    consultation: 'Reservar consulta gratis',
    app: 'Descargar la app',
    feedback: 'Enviar mi opinión',
    traffic: 'Explorar {brand}',
    brand: 'Descubrir {brand}',
    donate: 'Donar ahora',
  },
  seminarCta: 'Reservar mi plaza gratis',
  magnetCta: (magnet) => `Quiero ${mi(magnet)}`,
  offerCta: (offer) => `Quiero ${mi(offer)}`,
  urgentCta: (text) => (!/\b(?:ahora|hoy|ya)\b/i.test(text) && text.length < 28 ? `${text} hoy` : text),
  secondary: {
    call: (phone) => `Llamar al ${phone}`,
    included: 'Ver qué incluye',
    agenda: 'Ver el programa',
    howItWorks: 'Ver cómo funciona',
  },
  headings: {
    emailFeatures: 'Lo que encontrarás dentro',
    whyLove: (c, brand) => `Por qué ${the(c)} confían en ${brand}`,
    whyChoose: (c, brand) => `Por qué ${the(c)} eligen ${brand}`,
    stepsFriendly: 'Empezar es muy fácil',
    steps: 'Cómo funciona',
    hearFrom: (c) => `Que te lo cuenten ${the(c)}`,
    whatTheySay: (c, brand) => `Qué dicen ${the(c)} de ${brand}`,
    whatOurSay: (c) => `Lo que dicen ${ourPeople(c)}`,
    faqFriendly: '¿Tienes dudas? Te respondemos',
    faq: 'Preguntas frecuentes',
    pricingNonprofit: 'Elige cómo ayudar',
    pricing: 'Precios claros y sencillos',
    goalClose: {
      event: 'Reserva tu plaza antes de que se agoten',
      donate: 'Marca la diferencia hoy',
      app: 'Descarga la app en segundos',
      feedback: 'Gracias por ayudarnos a mejorar',
      sales: '¿Te das un capricho?',
      launch: 'Sé de los primeros',
      call: '¿Necesitas ayuda ahora mismo?',
      email: 'Consigue hoy tu copia gratuita',
    },
    ctaFriendly: 'Cuando tú quieras',
    cta: (brand) => `¿Quieres empezar con ${brand}?`,
    stats: (brand) => `${brand} en cifras`,
  },
  angles: {
    headline: {
      pain: {
        feedback: () => '¿Algo que podamos mejorar? Cuéntanoslo',
        donate: (w) => `Hay necesidades que no pueden esperar. Ayuda a ${w.brand} a atenderlas`,
        email: (w) => `¿No sabes por dónde empezar? Consigue ${tu(w.magnet)}`,
        eventTopic: (w) => `¿Te atascas con ${w.topic}? Únete a ${agree('nuestro', w.event)} ${w.event}`,
        event: (w) => `¿Buscas ideas nuevas? Te esperamos en ${w.brand}`,
        product: (w) => `Deja de conformarte con menos: descubre ${w.brand}`,
        service: (w) => `¿Buscas ${w.service}${inPlace(w)} y no sabes a quién acudir?`,
      },
      proof: {
        feedback: (w) => `Tu opinión decide lo próximo que hará ${w.brand}`,
        eventPerson: (w) => `Conoce a ${w.person}, al frente de ${agree('este', w.event)} ${w.event}`,
        event: (w) => `Descubre lo que te espera en ${w.brand}`,
        email: (w) => `Descubre qué incluye ${tu(w.magnet)}`,
        launch: (w) => `Descubre qué hace diferente a ${w.brand}`,
        donate: (w) => `Descubre por qué ${the(w.customers)} apoyan a ${w.brand}`,
        service: (w) => `Descubre por qué ${the(w.customers)}${fromPlace(w)} eligen ${w.brand}`,
      },
      urgency: {
        feedback: () => '¿Tienes un minuto? Cuéntanos qué tal lo hicimos',
        eventDated: (w) => `Reserva tu plaza para ${el(w.date)}`,
        donateDated: (w) => `Dona antes ${del(w.date)} y ayuda a ${w.brand} a llegar más lejos`,
        dated: (w, goal) => `Que no se te pase: ${DATE_VERBS[goal] ?? 'actúa'} antes ${del(w.date)}`,
        donate: () => 'Tu donativo puede ayudar hoy',
        event: () => 'No te lo pierdas: reserva hoy tu plaza',
        offer: (offer) => `Pide esta semana ${tu(offer)}`,
        booking: (w) => `Reserva ${tu(w.claim)} esta semana`,
        signup: (w) => `Empieza esta semana con ${w.brand}`,
        sales: (w) => `¿Por qué esperar? Haz hoy tu pedido a ${w.brand}`,
        launch: (w) => `Sé de los primeros: acceso anticipado a ${w.brand}`,
        app: (w) => `Lleva ${w.brand} en tu móvil desde hoy`,
        email: (w) => `Únete esta semana a la lista de ${w.brand}`,
        call: (w) => `Llama hoy a ${w.brand}`,
        discover: (w) => `Descubre ${w.brand} hoy`,
        other: (w) => `Consigue ${tu(w.claim)} esta semana`,
      },
      outcome: {
        feedback: () => 'Ayúdanos a que tu próxima visita sea aún mejor',
        eventTopic: (w) => `Sal con un próximo paso claro sobre ${w.topic}`,
        other: (w) => `Imagina ${w.outcome}`,
      },
    },
    sub: {
      pain: {
        feedback: (w) => `Cuéntanos qué funcionó y qué no. Cada respuesta llega al equipo de ${w.brand}.`,
        donate: (w) =>
          `Tu donativo ayuda a ${w.brand} a estar presente cuando más importa. Da lo que puedas, cuando puedas.`,
        email: (w) =>
          `¿Demasiados consejos y ningún punto de partida claro? ${Tu(w.magnet)} te explica los primeros pasos con palabras sencillas.`,
        event: (w) =>
          `Encontrar tiempo para aprender algo nuevo cuesta. ${capitalise(agree('este', w.event))} ${w.event} te da ideas prácticas y la oportunidad de plantear tus preguntas.`,
        app: (w) => `Sin complicaciones ni líos. Con ${w.brand}, todo es sencillo y lo tienes en tu móvil.`,
        product: (w) =>
          `Sin dudas y sin conformarte con menos. Lee los detalles, elige lo que te encaje y haz tu pedido a ${w.brand} en pocos clics.`,
        service: (w) =>
          `No deberías tener que perseguir respuestas ni adivinar el siguiente paso. En ${w.brand} todo es claro y sencillo, desde tu primera pregunta hasta el último paso.`,
      },
      proof: {
        feedback: (w) =>
          `Tus respuestas llegan directamente al equipo de ${w.brand} y deciden lo que hacemos después.`,
        eventPerson: (w) =>
          `${w.person} presenta ${agree('este', w.event)} ${w.event} de ${w.brand}. Mira el programa, plantea tus preguntas y decide si es para ti.`,
        event: () => 'Mira qué incluye, para quién es y qué te llevarás, y luego reserva tu plaza.',
        launch: (w) => `Descubre qué ofrece ${w.brand}, cómo funciona y qué incluye, y luego decide tú.`,
        product: (w) =>
          `No te fíes solo de nuestra palabra. Lee lo que dicen ${the(w.customers)} de ${w.brand}, mira qué incluye y decide tú.`,
        service: (w) =>
          `No te fíes solo de nuestra palabra. Lee lo que dicen ${the(w.customers)} de ${w.brand}, descubre cómo trabajamos y decide con calma.`,
      },
      urgency: {
        feedback: () => 'Cuéntanoslo ahora que tienes la visita fresca en la memoria.',
        donateDated: (w) => `Dona antes ${del(w.date)} y tu donativo ayudará a ${w.brand} a actuar antes.`,
        donate: (w) => `Cada donativo ayuda a ${w.brand} a actuar ya. Da hoy lo que puedas.`,
        eventDated: (w) => `Es ${el(w.date)}. Reserva ya tu plaza para no perdértelo.`,
        event: () => 'Reserva ya tu plaza para no perdértelo.',
        dated: (w) =>
          `Apunta ${el(w.date)} en tu calendario y ponte en contacto con ${w.brand} antes de esa fecha.`,
        other: (w) =>
          `Cuanto antes empieces, antes tendrás ${w.outcome}. ${w.brand} te lo pone fácil para empezar esta semana.`,
      },
      outcome: {
        feedback: (w) => `Un minuto de tu tiempo ayuda a ${w.brand} a acertar en tu próxima visita.`,
        donate: (w) =>
          `Eso es lo que tu donativo hace posible. Da lo que puedas y ${w.brand} te mostrará la diferencia que marca.`,
        event: () =>
          'Sal con ideas que puedes aplicar, contactos que merecen la pena y la sensación de haber aprovechado el tiempo.',
        app: (w) => `Para eso está ${w.brand}. Descarga la app y compruébalo.`,
        product: (w) => `Para eso está ${w.brand}. Elige lo que te encaje y haz tu pedido en pocos clics.`,
        service: (w) => `Para eso está ${w.brand}. Cuéntanos dónde estás ahora y te ayudamos a llegar.`,
      },
    },
    ctas: {
      leads: [
        'Solicitar mi {claim}',
        'Hablar con {brand}',
        'Quiero mi {claim} esta semana',
        'Dar el primer paso',
      ],
      call: ['Hablar con alguien ahora', 'Llamar a {brand}', 'Llamar hoy', 'Llamar para empezar'],
      email: ['Dime por dónde empezar', 'Quiero mi {magnet}', 'Recibir hoy mi {magnet}', 'Empezar a leer ya'],
      signup: ['Apuntarme', 'Unirme a {brand}', 'Unirme esta semana', 'Empezar'],
      sales: ['Lo quiero ya', 'Pedir a {brand}', 'Pedir esta semana', 'Me lo quedo'],
      launch: [
        'Reservar ya',
        'Unirme al lanzamiento de {brand}',
        'Acceso anticipado hoy',
        'Ser de los primeros',
      ],
      event: ['Me apunto', 'Reservar mi plaza', '{dated}', 'Allí estaré'],
      booking: [
        'Ver horas disponibles',
        'Reservar con {brand}',
        'Reservar mi {claim} esta semana',
        'Elegir mi hora',
      ],
      consultation: [
        'Hablar de mi caso',
        'Reservar con {brand}',
        'Reservar mi {claim} esta semana',
        'Dar el primer paso',
      ],
      app: ['Probar la app', 'Conseguir {brand}', 'Descargar hoy', 'Descargar la app'],
      feedback: [
        'Contar qué tal fue',
        'Compartir mi opinión',
        'Enviar mi opinión ya',
        'Ayudar a {brand} a mejorar',
      ],
      traffic: ['Encontrar lo que busco', 'Ver {brand}', 'Explorar hoy', 'Empezar a explorar'],
      brand: ['Saber más', 'Conocer {brand}', 'Descubrir hoy', 'Empezar aquí'],
      donate: ['Donar donde hace falta', 'Apoyar a {brand}', '{dated}', 'Marcar la diferencia'],
    },
    listCtas: ['Mantenerme al día', 'Unirme a la lista de {brand}', 'Apuntarme hoy', 'Me apunto'],
    shortCtas: ['Empezar', 'Contactar', 'Empezar esta semana', 'Dar el primer paso'],
    offerTrail: /\s+(?:vía|a través de|llamando al?)\s.*$/i,
    giveBy: (day) => (day ? `Donar antes ${del(day)}` : 'Donar hoy'),
    reserveFor: (day) => (day ? `Reservar plaza para ${el(day)}` : 'Reservar mi plaza hoy'),
    yes: (text) => `¡Sí! ${text}`,
  },

  navLabels: {
    features: 'Por qué nosotros',
    'how-it-works': 'Cómo funciona',
    testimonials: 'Opiniones',
    pricing: 'Precios',
    offer: 'Oferta',
    event: 'Programa',
    gallery: 'Trabajos',
    faq: 'Preguntas',
    booking: 'Reservar',
    donate: 'Donar',
  },
  navAria: 'Principal',
  footerAria: 'Pie de página',
  announcementAria: 'Aviso',
  callNowShort: 'Llamar ahora',
  callShort: 'Llamar',
  topbar: {
    event: (date) =>
      date ? `${capitalise(date)}: inscríbete hoy y asegura tu plaza.` : 'Inscríbete hoy y asegura tu plaza.',
    call: (phone, brand) =>
      phone ? `Llama al ${phone} para hablar con ${brand}.` : `Llámanos para hablar con ${brand}.`,
    offer: (offer, date) => `Consigue ${tu(offer)}${date ? ` antes ${del(date)}` : ' hoy'}.`,
  },
  rightsReserved: (brand) => `© ${endSentence(brand)} Todos los derechos reservados.`,
  backToTop: 'Volver arriba',
  stars: (n) => `${n} de 5 estrellas`,

  heroForm: {
    email: ['Acceso inmediato', 'Déjanos tus datos y te lo enviamos por email al momento.'],
    call: ['¿Prefieres que te llamemos?', 'Déjanos tu número y te devolvemos la llamada.'],
    event: (date) => [
      'Reserva tu plaza',
      date ? `${capitalise(date)}. Reserva ya tu plaza.` : 'Inscribirte solo lleva un momento.',
    ],
    signup: (offer) => [`Empieza ${tu(offer)}`, 'Empezar solo lleva un momento.'],
    consultation: (offer) => [
      `Reserva ${tu(offer)}`,
      'Elige la hora que mejor te venga. Sin presiones ni compromiso.',
    ],
    other: (offer) => [`Consigue ${tu(offer)}`, 'Solo lleva un momento. Te contactaremos muy pronto.'],
    callBack: 'Solicitar una llamada',
  },
  eyebrow: {
    event: (format, date) => `${capitalise(format)}${date ? ` · ${date}` : ''}`,
    feedback: 'Tu opinión importa',
    magnet: (magnet) => `${capitalise(magnet)} · acceso inmediato`,
    urgent: (offer) => `Consigue hoy ${tu(offer)}`,
  },
  trust: {
    with: (person) => `Con ${person}`,
    serving: (location) => `Atendemos en ${location}`,
  },
  callPhone: (phone) => `Llamar al ${phone}`,
  photo: {
    product: 'Foto: tu producto',
    of: (what) => `Foto: ${what}`,
    subject: (what, brand, location) => `${what} en ${brand}${location ? ` (${location})` : ''}`,
  },

  framing: [
    {
      features: (_c, brand) => `Lo que ${brand} resuelve por ti`,
      lead: (brand) =>
        `Sin rodeos ni sorpresas: esto es lo que ${brand} se encarga de hacer, de principio a fin.`,
      close: 'Deja de posponerlo',
      formNote: 'Te lleva un minuto; el siguiente paso corre de nuestra cuenta.',
    },
    {
      features: (c, brand) => `Lo que ${the(c)} encuentran en ${brand}`,
      lead: (brand) => `Juzga a ${brand} por lo que hace. Aquí lo tienes, sin adornos.`,
      close: 'Compruébalo por tu cuenta',
      formNote: 'Decide por ti: todo empieza aquí.',
    },
    {
      features: () => 'Lo que tienes desde el primer día',
      lead: (brand) => `Sin esperas: esto es lo que ${brand} hace por ti desde que empiezas.`,
      close: '¿Para qué esperar?',
      formNote: 'Cuanto antes lo envíes, antes te respondemos.',
    },
    {
      features: () => 'Lo que cambia para ti',
      lead: (brand) => `Menos complicaciones y mejores resultados: así es tener a ${brand} de tu lado.`,
      close: 'Imagínalo hecho',
      formNote: 'Un formulario corto entre tú y el resultado.',
    },
  ],
  features: {
    eyebrow: 'Por qué nosotros',
    emailEyebrow: 'Contenido',
    lead: (brand) => `Todo lo que necesitas y nada que te sobre. Esto es lo que hace diferente a ${brand}.`,
    emailLead: 'Consejos prácticos y sin relleno que puedes aplicar el mismo día.',
  },
  stepsEyebrow: 'Proceso sencillo',
  figurePlaceholder: '[Número]',
  logos: { placeholder: '[Logo de cliente o colaborador]', title: 'Confían en nosotros y nos recomiendan' },
  testimonials: {
    eyebrow: 'Testimonios',
    placeholder: (n, customers) =>
      `[Testimonio ${n}: pega aquí la reseña real de ${indefinite(singular(customers))}, con su permiso.]`,
    name: '[Nombre]',
    role: (customers) => capitalise(singular(customers)),
  },
  faqEyebrow: 'Preguntas',
  gallery: {
    beforeAfterPattern: /before\s*(?:\/|and|&)\s*after|antes\s*(?:\/|y|&)\s*despu[eé]s/i,
    eyebrow: 'Galería',
    beforeAfter: 'Antes y después',
    lookInside: (brand) => `Un vistazo a ${brand}`,
    beforeAlt: (subject, n) => `${subject}, antes (${n})`,
    afterAlt: (subject, n) => `${subject}, después (${n})`,
    beforeLabel: (n) => `Foto del antes ${n}`,
    afterLabel: (n) => `Foto del después ${n}`,
    pairCaption: (n) => `Antes y después ${n}`,
    alt: (subject, brand, n) => `${capitalise(subject)}, de ${brand} (${n})`,
    label: (n) => `Foto ${n}: tu trabajo`,
  },
  team: {
    eyebrow: 'Quiénes somos',
    member: (n) => `[Miembro del equipo ${n}]`,
    role: '[Cargo]',
    memberAlt: (brand) => `Un miembro del equipo de ${brand}`,
    meetTeam: (brand) => `Conoce al equipo de ${brand}`,
    meet: (person) => (person ? `Conoce a ${person}` : 'Conoce al equipo'),
  },

  pricing: {
    periodInPrice: /\/|\s(?:per|a|al|por|cada)\s/,
    eyebrow: 'Precios',
    lead: 'Elige la opción que mejor se adapte a ti.',
    popular: 'Más popular',
    pricePlaceholder: '[Precio]',
    choose: (plan) => `Elegir ${plan}`,
  },
  offer: {
    words: /[a-záéíóúüñ]{4,}/g,
    launchEyebrow: 'Oferta de lanzamiento',
    eyebrow: 'Oferta de hoy',
    launchTitle: (brand) => `Sé de los primeros en probar ${brand}`,
    title: (offer) => `Consigue ${tu(offer)}`,
    launchLead: (what) => `Quienes nos apoyan desde el principio tienen prioridad en: ${what}.`,
    lead: 'Esto es todo lo que incluye esta oferta de {brand}.',
    launchPrice: 'Precio de lanzamiento',
    price: 'Tu precio',
    secure: 'Pago seguro',
  },
  guarantee: {
    pattern:
      /[^.,;:!?\n]*(?:\bgarant[ií]a|\bdevoluci[oó]n del dinero|\breembolso|\bsin riesgos?|\bguarantee\b|\bmoney[- ]back\b|\brisk[- ]free\b)[^.,;:!?\n]*/i,
    strip: [
      /^(?:y|con|más|incluye|incluir|muestra|mostrar|la|el|una|un|nuestra|nuestro)\s+/gi,
      /^(?:la|el|una|un|nuestra|nuestro)\s+/i,
    ],
    title: 'Nuestro compromiso contigo',
    body: (brand, customers) =>
      `${brand} respalda su trabajo. Añade aquí las condiciones de tu garantía para que ${the(customers)} sepan exactamente qué cubre.`,
  },
  cta: {
    feedback: (brand) =>
      `El equipo de ${brand} lee cada respuesta y la tiene en cuenta para lo que hacemos después.`,
    body: '{brand} te espera cuando tú quieras. Empezar solo lleva un momento.',
    form: {
      leads: 'Cuéntanos qué necesitas',
      call: '¿Prefieres que te llamemos?',
      email: 'Accede al instante',
      signup: 'Crea tu cuenta',
      sales: 'Recibe nuestras ofertas por email',
      launch: 'Consigue acceso anticipado',
      event: 'Reserva tu plaza',
      booking: 'Solicita tu reserva',
      consultation: 'Reserva tu consulta',
      app: 'Recibe el enlace de la app',
      feedback: 'Danos tu opinión',
      traffic: 'Sigamos en contacto',
      brand: 'Sigamos en contacto',
      donate: 'Apoya nuestra labor',
    },
    salesSubmit: 'Quiero recibir las ofertas',
  },
  countdown: {
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    date: (day, month, year) => `${day} de ${month} de ${year}`,
    units: ['Días', 'Horas', 'Minutos', 'Segundos'],
    ends: (label) => `La oferta termina ${el(label)}`,
    title: (offer) => `Oferta por tiempo limitado: ${offer}`,
    endsOn: (date) => `Termina ${el(date)}.`,
    limited: 'Disponible durante un tiempo limitado.',
  },

  form: {
    firstName: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    workEmail: 'Correo electrónico de trabajo',
    company: 'Empresa (opcional)',
    preferredDate: 'Fecha preferida',
    childAge: 'Edad del niño o la niña',
    helpWith: '¿En qué podemos ayudarte?',
    somethingElse: 'Otra cosa',
    anythingElse: '¿Algo que debamos saber? (opcional)',
    bestTime: 'Mejor momento para hablar',
    times: ['Por la mañana', 'Por la tarde', 'Por la noche'],
    helpWithMessage: '¿En qué te gustaría que te ayudáramos?',
    rate: '¿Cómo valorarías tu experiencia?',
    better: '¿Qué podríamos mejorar?',
    firstNameOptional: 'Nombre (opcional)',
    emailOptional: 'Correo electrónico (opcional, si quieres que te respondamos)',
    chooseAmount: 'Elige un importe',
    howOften: '¿Con qué frecuencia quieres donar?',
    once: 'Una vez',
    monthly: 'Cada mes',
    otherAmount: 'O escribe otro importe',
    amount: 'Importe',
    message: 'Mensaje',
    chooseOne: 'Elige una opción',
    privacy: 'Respetamos tu privacidad. Nada de spam; puedes darte de baja cuando quieras.',
  },

  media: {
    watchVideo: 'Ver el vídeo',
    inAction: (brand) => `Descubre ${brand} en acción`,
    watchEyebrow: 'Vídeo',
    contactTitle: 'Ponte en contacto',
    contactEyebrow: 'Contacto',
    contactLead: 'Déjanos tus datos y te responderemos en un día laborable.',
    sendMessage: 'Envíanos un mensaje',
  },
  builder: {
    happyCustomer: 'Cliente satisfecho',
    contactUs: 'Consultar',
    galleryImage: 'Imagen de la galería',
    navTargets: [
      [/home|top|inicio/i, ['top']],
      [/about|why|nosotros|sobre|qui[eé]nes|por qu[eé]/i, ['about', 'features']],
      [/service|feature|product|what|servicio|ventaja|producto|ofrecemos/i, ['features', 'pricing']],
      [/pric|plan|precio|tarifa/i, ['pricing']],
      [/review|testimonial|opini|rese[ñn]a|testimonio/i, ['testimonials']],
      [
        /contact|book|get started|sign ?up|call|reserv|cita|empez|ap[uú]nta|inscr|llam/i,
        ['form', 'contact', 'cta'],
      ],
      [/faq|question|pregunta|duda/i, ['faq']],
      [/gallery|work|portfolio|galer[ií]a|trabajos|portafolio/i, ['gallery']],
    ],
  },

  app: {
    lead: (brand) => `Gratis para iPhone y Android. Prueba ${brand} hoy.`,
    appStoreSmall: 'Disponible en el',
    appStore: 'App Store',
    playSmall: 'Disponible en',
    play: 'Google Play',
  },
  booking: {
    consultTitle: (offer) => `Reserva ${tu(offer)}`,
    title: 'Reserva tu cita',
    note: 'Te confirmaremos la hora por email o SMS.',
    consultWhen: 'Elige la hora que mejor te venga',
    when: 'Elige el día que prefieras',
    serving: (location) => `Atendemos en ${location}`,
    preferCall: '¿Prefieres llamar?',
    consultLead:
      'Cuéntanos un poco qué necesitas y elige una hora. Terminarás la llamada con los próximos pasos claros, trabajemos juntos o no.',
    lead: () =>
      'Elige la hora que mejor te venga y nosotros nos encargamos del resto. Si es tu primera vez, te esperamos con los brazos abiertos.',
    consultEyebrow: 'Consulta gratuita',
    eyebrow: 'Reserva online',
    consultCard: 'Solicita tu hora',
    card: 'Solicita una cita',
  },
  feedback: {
    formLabel: 'Formulario de opinión',
    note: 'Tus respuestas son confidenciales y solo te llevará un minuto.',
    eyebrow: 'Tu opinión importa',
    title: 'Cuéntanos qué tal lo hicimos',
    lead: (brand) => `El equipo de ${brand} lee cada respuesta, y cada una nos ayuda a mejorar.`,
    card: 'Encuesta rápida',
  },
  donate: {
    formLabel: 'Formulario de donación',
    note: 'Donación segura.',
    eyebrow: 'Dona hoy',
    title: 'Tu donativo en acción',
    lead: 'Cada donativo a {brand} se pone en marcha enseguida, en tu comunidad.',
    card: 'Haz tu donativo',
  },
  chat: {
    turns: (brand, offer) => [
      `¡Hola! Soy el asistente de ${brand}. ¿En qué puedo ayudarte hoy?`,
      contract(`Quería información sobre ${definite(offer)}.`),
      '¡Buena elección! ¿Es para tu casa o para un negocio?',
      'Para mi casa.',
      'Perfecto. ¿En qué número podemos contactarte? Un especialista te llamará en unos minutos.',
    ],
    assistant: 'Asistente:',
    visitor: 'Visitante:',
    eyebrow: 'Respuestas al instante, 24/7',
    title: 'Chatea con nosotros y resuelve tus dudas en segundos',
    lead: 'Nuestro asistente responde a las preguntas habituales, averigua qué necesitas y te pone en contacto con la persona adecuada, de día o de noche.',
    start: 'Iniciar la conversación',
    aria: 'Conversación de ejemplo',
    name: (brand) => `Asistente de ${brand}`,
    status: 'Aquí para ayudarte',
  },
  event: {
    part: (n) => `Parte ${n}`,
    what: (format) => (format ? `Lo que te llevarás de ${agree('este', format)} ${format}` : 'El programa'),
    eyebrow: 'Programa',
    lead: 'Un programa práctico y bien enfocado. Ven con tus preguntas y vete con un plan.',
  },

  terms: {
    allHours: (text) => (/horas/.test(text) ? `Servicio ${text}` : `Abierto ${text}`),
    sameDay: 'Servicio en el mismo día',
    trial: (days) => (days ? `Prueba gratis de ${days} días` : 'Prueba gratis'),
    ages: (from, to) => (to ? `De ${from} a ${to} años` : `Desde ${from} años`),
    worksWith: (tools) => `Funciona con ${tools}`,
    until: (date) => (/^\d/.test(date) ? `hasta el ${date}` : `hasta ${date}`),
    normally: 'antes',
    and: 'y',
  },
  visuals: {
    today: 'Hoy',
    welcome: 'Hola',
    ticketDate: (date) => {
      const es = /(\d{1,2})\s+de\s+([a-záéíóú]{3})/i.exec(date);
      if (es?.[1] && es[2]) return [es[2].toUpperCase(), es[1]];
      const en = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})\b/i.exec(date);
      return en?.[1] && en[2] ? [MONTH_ABBR[en[1].toLowerCase()]!, en[2]] : null;
    },
    live: 'DIRECTO',
    soon: 'Pronto',
    online: 'Online, en directo',
    venueSoon: 'Lugar por anunciar',
    free: (format) => `${capitalise(format)} ${agree('gratuito', format)}`,
    admitOne: 'Entrada',
    dateTba: 'Fecha por anunciar',
    new: 'Novedad',
    featuredIn: (location) => `Inmueble destacado en ${location}`,
    featured: 'Inmueble destacado',
    justListed: 'Recién publicado',
  },
};
