import type { NicheId } from '../../niche-vocabulary.ts';
import { list, type NicheSpec } from '../types.ts';

/** Courses, events and camps. Entries 4, 8, 12... of each list are held out (../types.ts). */
export const LEARNING_NICHES: Partial<Record<NicheId, NicheSpec>> = {
  'online-course': {
    industry: 'Education',
    audience: 'Individuals/Consumers',
    goals: ['sales', 'email', 'signup'],
    mechanics: ['wasNow', 'deadline', 'date', 'scarcity', 'perMonth', 'age'],
    local: false,
    person: 'led',
    monthly: [15, 49],
    ages: [7, 16],
    en: [
      {
        desc: list`
          online course
          online hobby school
          online creative school
          self-paced online course`,
        who: list`
          course creator
          online teacher
          artist and teacher
          instructor`,
        services: list`
          watercolor for beginners
          sourdough masterclass
          beginner guitar lessons
          video editing course
          iPhone photography course
          calligraphy course
          home cooking basics
          knitting for beginners`,
        kids: list`
          art classes for kids
          kids' piano lessons
          drawing club for kids
          kids' baking classes`,
        names: list`
          Hobby Hive
          Inkwell School
          Weekend Skills Club
          Summit Creative School | Summit
          Bright Hands
          Loop & Thread
          CraftCamp Online | Camp
          Makers' Hour`,
        offers: list`
          email: free 3-day painting challenge
          full course | 49-149
          free first lesson
          course bundle | 99-199
          email: free starter guide`,
        dates: list`
          Next cohort starts {date}.
          Live sessions start {date}.
          Class begins {date}.
          Enrollment opens {date}.`,
        monthly: list`
          All classes for {perMonth}.
          Subscription: {perMonth}.
          Or join the membership at {perMonth}.
          Monthly access: {perMonth}.`,
      },
      {
        desc: list`
          online course
          career skills academy
          online bootcamp
          self-paced course platform`,
        who: list`
          educator
          data analyst and teacher
          UX designer and teacher
          course creator and trainer`,
        services: list`
          Excel for beginners
          Python for data analysis
          UX design fundamentals
          public speaking course
          SQL for marketers
          Notion for freelancers
          product management basics
          copywriting course`,
        kids: list`
          coding classes for kids
          online math tutoring
          reading tutoring
          chess lessons for kids`,
        names: list`
          UXPath
          LevelUp Lab | Lab
          Speakly.io
          SkillForge
          CareerSprint
          Skillset.io
          Express Skills Academy | Express
          DataDojo`,
        offers: list`
          email: free 5-day email mini-course
          complete course | 149-299
          email: free SQL cheat sheet
          course with lifetime access | 99-199
          free live workshop`,
        dates: list`
          The next intake starts {date}.
          We go live on {date}.
          Cohort two begins {date}.
          Kickoff call is on {date}.`,
      },
    ],
    es: {
      desc: list`
        un curso online
        una academia online
        un curso en línea
        un curso online a tu propio ritmo`,
      who: list`
        formador / formadora
        profesor online / profesora online
        creador de cursos / creadora de cursos
        docente / docente`,
      services: list`
        curso de Excel desde cero
        curso de fotografía con móvil
        curso de inglés para adultos
        curso de repostería
        curso de diseño UX
        preparación de oposiciones
        curso de Python
        curso de oratoria`,
      kids: list`
        clases de programación para niños
        refuerzo de matemáticas
        inglés para niños
        robótica para niños`,
      names: list`
        Escuela Lumen
        Mente Digital
        Saberes.io
        Estudio Nube | Estudio
        Pizarra Abierta
        Aula Viva
        Formación Express | Express
        AprendeYa`,
      offers: list`
        email: un minicurso gratis por email
        un curso online completo | 97-197
        una clase de prueba gratis
        email: una masterclass gratuita`,
      dates: list`
        La próxima edición empieza el {date}.
        Las clases en directo arrancan el {date}.
        Abrimos inscripciones el {date}.
        El curso empieza el {date}.`,
    },
  },

  events: {
    industry: 'Entertainment',
    audience: 'Marketing Professionals',
    goals: ['event'],
    mechanics: ['wasNow', 'deadline', 'date', 'scarcity'],
    local: true,
    en: {
      desc: list`
        one-day conference
        live webinar
        hands-on workshop
        industry summit`,
      services: list`
        general admission
        VIP tickets
        hands-on workshops
        networking lunch
        livestream pass
        panel discussions
        breakout sessions
        speaker Q&A`,
      names: list`
        Local Makers Expo
        Cafe Culture Expo | Cafe
        PromptConf
        RevOps Summit
        The Founder Breakfast
        DesignOps Days
        Clinic Leaders Forum | Clinic
        Women in Tech Forum`,
      offers: list`
        early-bird ticket | 49-199
        free livestream pass
        VIP pass | 299-599
        free registration
        general admission ticket | 79-249`,
      dates: list`
        It's on {date}.
        Event date: {date}.
        Happening {date}.
        Doors open {date}.`,
    },
    es: {
      desc: list`
        un congreso
        un webinar
        un taller presencial
        una conferencia profesional`,
      services: list`
        entrada general
        entradas VIP
        talleres prácticos
        networking
        ponencias
        mesa redonda
        retransmisión en directo
        comida de networking`,
      names: list`
        Congreso Crece
        Foro Mujeres Tech
        Feria Hecho a Mano
        Café & Negocios | Café
        Encuentro Pyme
        DemoDay Norte
        Clínica de Ventas | Clínica
        Jornadas Digitales Sur`,
      offers: list`
        una entrada early bird | 39-99
        una entrada VIP | 150-300
        una inscripción gratuita
        una entrada general | 49-129`,
      dates: list`
        Es el {date}.
        Fecha: {date}.
        Se celebra el {date}.
        Será el {date}.`,
    },
  },

  'kids-camp': {
    industry: 'Education',
    audience: 'Individuals/Consumers',
    goals: ['signup', 'booking'],
    mechanics: ['age', 'date', 'deadline', 'wasNow', 'scarcity'],
    local: true,
    ages: [4, 14],
    en: {
      desc: list`
        summer day camp
        outdoor adventure camp
        STEM camp
        sports day camp`,
      services: list`
        outdoor adventure weeks
        STEM projects
        arts and crafts
        archery
        nature hikes
        theater and music
        coding projects
        sports skills sessions`,
      names: list`
        Little Explorers
        Summit Adventure Camp | Summit
        Acorn & Oak Camp
        Pine Hollow Day Camp
        Bright Minds STEM Camp
        Riverbend
        Academy Hill Day Camp | Academy
        Camp Willow Creek`,
      offers: list`
        week of camp | 249-449
        full summer pass | 1800-3200
        free trial day
        two-week session | 449-799
        free camp tour`,
      dates: list`
        Camp starts {date}.
        First session begins {date}.
        Week one is {date}.
        We open for the summer on {date}.`,
    },
    es: {
      desc: list`
        un campamento de verano
        un campamento urbano
        un campamento de inglés
        un campamento de naturaleza`,
      services: list`
        inmersión en inglés
        multiaventura
        talleres de ciencia
        robótica
        natación
        teatro y música
        granja escuela
        deportes de equipo`,
      names: list`
        Campamento Los Pinos
        Colonias Arcoíris
        Campus Aventura
        Academia Verano Activo | Academia
        Granja Escuela El Roble
        Bosque Alegre
        Estudio Peques | Estudio
        Pequeños Exploradores`,
      offers: list`
        una semana de campamento | 120-220
        una quincena | 220-380
        una jornada de puertas abiertas gratis
        un día de prueba gratis`,
      dates: list`
        El campamento empieza el {date}.
        Primer turno: {date}.
        La primera semana arranca el {date}.
        Comenzamos el {date}.`,
    },
  },
};
