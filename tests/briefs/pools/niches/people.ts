import type { NicheId } from '../../niche-vocabulary.ts';
import { list, type NicheSpec } from '../types.ts';

/** Coaches, photographers, trips and causes. Entries 4, 8, 12... of each list are held out (../types.ts). */
export const PEOPLE_NICHES: Partial<Record<NicheId, NicheSpec>> = {
  coaching: {
    industry: 'Professional Services',
    audience: 'Entrepreneurs',
    goals: ['consultation', 'email', 'sales'],
    mechanics: ['perMonth', 'deadline', 'scarcity', 'date'],
    local: false,
    person: 'led',
    monthly: [49, 297],
    en: {
      desc: list`
        coaching practice
        leadership coaching firm
        career coaching service
        executive coaching practice`,
      who: list`
        life coach
        business coach
        career coach
        executive coach
        leadership coach
        mindset coach`,
      services: list`
        1:1 coaching
        career change coaching
        executive coaching
        group coaching program
        leadership workshops
        confidence coaching
        mindset sessions
        business strategy sessions`,
      names: list`
        North Star Coaching
        Summit Leadership | Summit
        Compass Coaching
        Elevate & Co.
        Kindred
        Clarity Lab | Lab
        Academy of Bold Women | Academy
        Brave Path Coaching`,
      offers: list`
        free discovery call
        email: free 5-day email course
        12-week coaching program | 1200-3000
        email: free goal-setting workbook
        VIP day | 997-1997
        free 30-minute clarity call`,
      dates: list`
        The group starts {date}.
        Next round kicks off {date}.
        Doors open to the program on {date}.
        The program begins {date}.`,
      monthly: list`
        The membership is {perMonth}.
        Group coaching for {perMonth}.
        Coaching from {perMonth}.
        Monthly option: {perMonth}.`,
    },
    es: {
      desc: list`
        un programa de coaching
        un servicio de coaching ejecutivo
        una consultora de liderazgo
        un programa de desarrollo personal`,
      who: list`
        coach de vida / coach de vida
        coach de negocios / coach de negocios
        coach ejecutivo / coach ejecutiva
        mentor / mentora`,
      services: list`
        coaching individual
        coaching de carrera
        coaching ejecutivo
        programa grupal de mentoría
        sesiones de mentalidad
        coaching para emprendedoras
        gestión del tiempo
        coaching de liderazgo femenino`,
      names: list`
        Despierta
        Cumbre Coaching
        Norte & Propósito
        Academia Valiente | Academia
        Raíces
        Estudio Impulso | Estudio
        Lab de Talento | Lab
        Brújula Coaching`,
      offers: list`
        una sesión de descubrimiento gratis
        email: un minicurso gratuito por email de 5 días
        un programa de 12 semanas | 600-1500
        email: una guía gratuita de objetivos`,
      dates: list`
        El grupo empieza el {date}.
        La nueva edición arranca el {date}.
        Empezamos juntas el {date}.
        El programa comienza el {date}.`,
      monthly: list`
        La membresía cuesta {perMonth}.
        Coaching grupal por {perMonth}.
        Acompañamiento desde {perMonth}.
        Opción mensual: {perMonth}.`,
    },
  },

  'wedding-photography': {
    industry: 'Entertainment',
    audience: 'Individuals/Consumers',
    goals: ['leads', 'consultation'],
    mechanics: ['deadline', 'scarcity', 'wasNow'],
    local: true,
    person: 'led',
    en: {
      desc: list`
        wedding photography studio
        photo and video studio
        elopement photography business
        wedding photographer duo`,
      who: list`
        wedding photographer
        elopement photographer
        portrait photographer
        wedding videographer`,
      services: list`
        wedding photography
        engagement sessions
        elopements
        wedding films
        bridal portraits
        destination weddings
        rehearsal dinner coverage
        family portraits`,
      names: list`
        Fernwood Films
        Summit Wedding Co. | Summit
        Wildflower Photo
        Golden Hour Weddings
        Harbor Light Studio
        Two Birds Film
        Academy Street Studios | Academy
        Lark & Linen`,
      offers: list`
        full-day wedding package | 2800-4800
        elopement package | 1200-2400
        free consultation call
        mini session | 150-300
        engagement session | 350-600`,
    },
    es: {
      desc: list`
        un estudio de fotografía de bodas
        un estudio de foto y vídeo de bodas
        una productora de vídeo de bodas
        un estudio de fotografía`,
      who: list`
        fotógrafo de bodas / fotógrafa de bodas
        videógrafo de bodas / videógrafa de bodas
        fotógrafo / fotógrafa
        fotógrafo de retrato / fotógrafa de retrato`,
      services: list`
        reportaje de boda
        preboda
        postboda
        vídeo de boda
        sesión de pareja
        bodas íntimas
        álbum de boda
        tomas con dron`,
      names: list`
        Luz de Tarde
        Perla Films
        Estudio Azahar
        Café con Flores | Café
        Dos Pájaros
        Olivo Bodas
        Academia de la Luz | Academia
        Amapola Fotografía`,
      offers: list`
        un reportaje de boda completo | 1200-2200
        una sesión de pareja | 150-250
        una videollamada gratis para conocernos
        una preboda | 200-350`,
    },
  },

  travel: {
    industry: 'Travel & Tourism',
    audience: 'Individuals/Consumers',
    goals: ['booking', 'leads'],
    mechanics: ['wasNow', 'deadline', 'scarcity', 'date'],
    local: true,
    en: {
      desc: list`
        boutique travel agency
        tour operator
        small-group tour company
        vacation rental company`,
      services: list`
        small-group tours
        honeymoon packages
        cruise packages
        guided tours of Portugal
        safari trips
        Italy walking tours
        all-inclusive resort stays
        family trip planning`,
      names: list`
        Compass Rose Journeys
        Academy Travel | Academy
        Blue Horizon Tours
        Far & Away
        Pathfinder Journeys
        Odyssey & Co.
        Studio Voyage | Studio
        Wanderlane Travel`,
      offers: list`
        7-night Tuscany trip | 1899-3499
        free trip planning call
        Kenya safari package | 3999-6999
        weekend getaway to wine country | 299-499
        Iceland winter trip | 1499-2499`,
      dates: list`
        Departure is {date}.
        We leave on {date}.
        The trip starts {date}.
        Next departure: {date}.`,
    },
    es: {
      desc: list`
        una agencia de viajes
        una agencia de viajes a medida
        un operador de tours
        una agencia de viajes de novios`,
      services: list`
        viajes de novios
        rutas por Japón
        rutas por Marruecos
        escapadas de fin de semana
        viajes en grupo
        safaris en Kenia
        cruceros por el Mediterráneo
        viajes a medida`,
      names: list`
        Rumbo Sur
        Mundo & Mar
        Pasaporte Azul
        Academia del Viaje | Academia
        Horizonte Viajes
        Alas Viajes
        Estudio Nómada | Estudio
        Viajes Brújula`,
      offers: list`
        un viaje a Japón de 12 días | 2500-3500
        una escapada a Lisboa | 300-500
        un asesoramiento gratis
        un crucero por el Mediterráneo | 900-1500`,
      dates: list`
        La salida es el {date}.
        Salimos el {date}.
        El viaje empieza el {date}.
        Próxima salida: {date}.`,
    },
  },

  nonprofit: {
    industry: 'Non-profit',
    audience: 'Individuals/Consumers',
    goals: ['donate'],
    mechanics: ['deadline', 'date', 'perMonth'],
    local: true,
    monthly: [10, 50],
    en: [
      {
        desc: list`
          animal rescue nonprofit
          dog and cat rescue
          animal shelter
          pet adoption charity`,
        services: list`
          dog and cat adoptions
          foster programs
          low-cost spay and neuter
          rescue transport
          kitten fostering
          senior dog sanctuary
          lost pet reunions
          adoption days`,
        names: list`
          Muddy Boots Rescue
          Academy Street Animal Shelter | Academy
          Tails of Hope
          Second Chance Rescue
          Safe Harbor Rescue
          Forever Home Society
          Summit Animal Rescue | Summit
          Whisker Haven`,
        offers: list`
          plain: year-end matching campaign
          dog sponsorship | 20-40
          plain: spring adoption drive
          week of shelter care | 40-75`,
        dates: list`
          The adoption day is {date}.
          Our rescue gala is on {date}.
          Giving day is {date}.
          The matching campaign launches {date}.`,
        monthly: list`
          Monthly giving starts at {perMonth}.
          {perMonth} feeds a shelter dog.
          Become a monthly rescuer for {perMonth}.
          Give {perMonth} and save a life.`,
      },
      {
        desc: list`
          community food bank
          food pantry nonprofit
          meal program
          hunger relief charity`,
        services: list`
          meals for families
          weekend food bags for kids
          senior meal delivery
          holiday food boxes
          community fridges
          mobile pantry visits
          cooking classes
          fresh produce drives`,
        names: list`
          Harbor House
          Open Arms Network
          Good Neighbor Pantry
          Festival Street Pantry | Festival
          Daily Bread Collective
          The Well Project
          Summit Hunger Alliance | Summit
          Full Plate Food Bank`,
        offers: list`
          plain: holiday meal drive
          week of meals for a family | 40-75
          plain: summer lunch campaign
          holiday food box | 25-50`,
        dates: list`
          Our fundraiser dinner is {date}.
          The food drive starts {date}.
          Community giving day is {date}.
          Volunteer day is {date}.`,
        monthly: list`
          {perMonth} covers a family's groceries.
          Monthly donors give {perMonth}.
          Become a sustaining donor for {perMonth}.
          Give {perMonth} and feed a neighbor.`,
      },
      {
        desc: list`
          youth mentoring nonprofit
          literacy charity
          after-school program
          youth sports charity`,
        services: list`
          after-school tutoring
          literacy programs
          school supply drives
          youth mentoring
          summer reading clubs
          college prep workshops
          free sports leagues
          STEM clubs for teens`,
        names: list`
          Open Book Project
          Camp Hope Foundation | Camp
          Rising Stars
          Bright Pages Literacy
          Lift Up Youth
          Summit Youth Alliance | Summit
          Academy of Tomorrow | Academy
          Next Chapter Kids`,
        offers: list`
          child sponsorship | 25-45
          plain: back-to-school drive
          plain: spring giving week
          year of tutoring for one child | 150-300`,
        dates: list`
          The gala is on {date}.
          Our charity run is {date}.
          The reading marathon is {date}.
          Donations are doubled on {date}.`,
        monthly: list`
          {perMonth} covers one child's tutoring.
          Monthly sponsors give {perMonth}.
          Sponsor a reader for {perMonth}.
          Join the monthly circle at {perMonth}.`,
      },
    ],
  },
};
