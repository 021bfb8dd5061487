import type { NicheId } from '../../niche-vocabulary.ts';
import { list, type NicheSpec } from '../types.ts';

/** Pets, restaurants and garages. Entries 4, 8, 12... of each list are held out (../types.ts). */
export const LOCAL_NICHES: Partial<Record<NicheId, NicheSpec>> = {
  'pet-services': {
    industry: 'Other',
    audience: 'Individuals/Consumers',
    goals: ['booking'],
    mechanics: ['wasNow', 'deadline', 'sameDay', 'open247', 'perMonth', 'scarcity'],
    local: true,
    person: 'led',
    monthly: [99, 349],
    en: {
      desc: list`
        dog grooming salon
        pet sitting service
        dog daycare center
        mobile dog grooming service`,
      who: list`
        dog walker
        pet sitter
        dog groomer
        dog trainer`,
      services: list`
        dog grooming
        dog walking
        pet sitting
        doggy daycare
        nail trims
        puppy training classes
        overnight boarding
        de-shedding treatments`,
      names: list`
        Summit Paws | Summit
        Good Boy Co.
        Muddy Paws Daycare
        Wag & Wash
        Studio Bark | Studio
        Barkley's
        The Pet Pantry Express | Express
        Happy Tails Grooming`,
      offers: list`
        free meet-and-greet
        first groom | 45-75
        full groom | 60-95
        10-walk pack | 150-220
        free trial day of daycare
        puppy class series | 149-229`,
      monthly: list`
        Unlimited daycare is {perMonth}.
        Daily walks for {perMonth}.
        Monthly pass: {perMonth}.
        Walk plans from {perMonth}.`,
    },
    es: {
      desc: list`
        una peluquería canina
        una guardería canina
        un servicio de paseo de perros
        una residencia canina`,
      who: list`
        paseador de perros / paseadora de perros
        cuidador de mascotas / cuidadora de mascotas
        adiestrador canino / adiestradora canina
        peluquero canino / peluquera canina`,
      services: list`
        peluquería canina
        paseo de perros
        guardería canina
        corte de uñas
        baño y secado
        adiestramiento canino
        cuidado de mascotas a domicilio
        residencia canina`,
      names: list`
        Guau & Miau
        Patitas Felices
        Perrunos
        Can Express | Express
        Club Canino Norte
        Hocicos
        Estudio Canino Lola | Estudio
        Huellitas`,
      offers: list`
        una primera visita gratis
        un baño y corte | 25-45
        un bono de 10 paseos | 80-120
        un día de prueba gratis en la guardería
        un pack cachorro | 60-90`,
      monthly: list`
        La guardería ilimitada son {perMonth}.
        Paseos diarios por {perMonth}.
        Bono mensual: {perMonth}.
        Planes de paseo desde {perMonth}.`,
    },
  },

  restaurant: {
    industry: 'Food & Beverage',
    audience: 'Individuals/Consumers',
    goals: ['booking', 'sales'],
    mechanics: ['deadline', 'date', 'scarcity'],
    local: true,
    en: {
      desc: list`
        neighborhood bistro
        taqueria
        wine bar
        coffee shop
        ramen bar
        family restaurant
        bakery and lunch spot
        seafood restaurant`,
      services: list`
        weekend brunch
        wood-fired pizza
        tasting menu
        catering
        takeout
        private dining
        happy hour
        fresh pasta`,
      names: list`
        Olive & Ember
        Salt House
        The Copper Pot
        Café Marlowe
        Studio Kitchen | Studio
        Two Spoons
        Clinic Street Bistro | Clinic
        Little Fig`,
      offers: list`
        free dessert for first-time guests
        tasting menu | 65-125
        brunch for two | 39-59
        prix fixe dinner | 35-55
        family meal deal | 29-49
        free glass of bubbly with dinner`,
      dates: list`
        We open on {date}.
        Grand opening is {date}.
        Opening night is {date}.
        The new menu launches {date}.`,
    },
    es: {
      desc: list`
        un restaurante
        un bar de tapas
        una cafetería
        una arrocería
        una taquería
        una pizzería`,
      services: list`
        menú del día
        tapas
        arroces
        brunch
        comida para llevar
        menú degustación
        eventos privados
        pizza napolitana`,
      names: list`
        Casa Lola
        La Taberna de Peña
        Café Olé
        Tasca Estudio | Estudio
        El Rincón de Ana
        Mar de Fondo
        Lab Gastro | Lab
        Asador & Brasa`,
      offers: list`
        un menú degustación | 35-60
        un menú del día | 12-16
        un brunch para dos | 30-45
        un postre gratis con tu reserva
        una copa de cava gratis con el menú`,
      dates: list`
        Abrimos el {date}.
        La inauguración es el {date}.
        Reabrimos el {date}.
        Estrenamos carta el {date}.`,
    },
  },

  automotive: {
    industry: 'Other',
    audience: 'Individuals/Consumers',
    goals: ['booking', 'call'],
    mechanics: ['wasNow', 'deadline', 'sameDay'],
    local: true,
    en: [
      {
        desc: list`
          auto repair shop
          family-owned garage
          European car specialist
          tire and brake shop`,
        services: list`
          brake repair
          oil changes
          engine diagnostics
          transmission service
          tire rotation
          check engine light diagnostics
          timing belt replacement
          wheel alignment`,
        names: list`
          Academy Auto Body | Academy
          Gearhead Garage
          Main Street Motors
          Torque & Co.
          Summit Auto Repair | Summit
          Redline
          Studio Motorworks | Studio
          Precision Auto Care`,
        offers: list`
          oil change special | 29-59
          free brake inspection
          full diagnostic | 89-129
          free multi-point inspection
          tire rotation | 19-39`,
      },
      {
        desc: list`
          car detailing studio
          mobile detailing business
          auto spa
          ceramic coating shop`,
        services: list`
          ceramic coating
          paint correction
          interior detailing
          paint protection film
          headlight restoration
          hand wash and wax
          window tinting
          engine bay cleaning`,
        names: list`
          Gloss Boss Detailing
          Lab 7 Detailing | Lab
          Prestige Auto Spa
          Cafe Racer Detailing | Cafe
          Apex Ceramic
          Wax & Wane
          Obsidian
          Mirror Finish`,
        offers: list`
          ceramic coating package | 599-999
          interior detail | 129-199
          free paint assessment
          full detail | 199-349`,
      },
    ],
    es: [
      {
        desc: list`
          un taller mecánico
          un taller de chapa y pintura
          un centro de neumáticos
          un taller mecánico multimarca`,
        services: list`
          cambio de aceite
          revisión de frenos
          diagnosis electrónica
          pre-ITV
          cambio de neumáticos
          chapa y pintura
          cambio de embrague
          revisión oficial`,
        names: list`
          Motor Sur
          Taller Pistón
          Academia del Motor | Academia
          Talleres Hermanos Peña
          Garaje Ríos
          Box 33
          Taller Express Norte | Express
          AutoGómez`,
        offers: list`
          un cambio de aceite y filtro | 49-79
          una revisión de frenos gratis
          una pre-ITV | 25-40
          una diagnosis gratis`,
      },
      {
        desc: list`
          un centro de detailing
          un servicio de lavado a mano
          un estudio de detailing
          un servicio de detailing a domicilio`,
        services: list`
          tratamiento cerámico
          corrección de pintura
          limpieza de tapicerías
          lavado a mano
          pulido de faros
          lámina antigravilla
          tintado de lunas
          limpieza de motor`,
        names: list`
          Brillo Auto
          Espejo Detailing
          Lavado Luna
          Café Racer Detailing | Café
          Detailing Norte
          Pulido & Cera
          Lab Car Care | Lab
          AutoSpa Ríos`,
        offers: list`
          un tratamiento cerámico | 300-500
          una limpieza de tapicería | 60-100
          una valoración gratis de la pintura
          un lavado completo | 40-70`,
      },
    ],
  },
};
