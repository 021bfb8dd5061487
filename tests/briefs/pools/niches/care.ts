import type { NicheId } from '../../niche-vocabulary.ts';
import { list, type NicheSpec } from '../types.ts';

/** Therapists and trainers: often one person. Entries 4, 8, 12... of each list are held out (../types.ts). */
export const CARE_NICHES: Partial<Record<NicheId, NicheSpec>> = {
  therapy: {
    industry: 'Healthcare',
    audience: 'Individuals/Consumers',
    goals: ['consultation', 'booking'],
    mechanics: ['scarcity'],
    local: true,
    person: 'led',
    en: {
      desc: list`
        counseling practice
        therapy practice
        online therapy practice
        group counseling practice`,
      who: list`
        licensed therapist
        couples therapist
        trauma therapist
        psychologist
        family therapist
        counselor`,
      services: list`
        anxiety therapy
        couples therapy
        EMDR
        grief counseling
        teen counseling
        CBT
        online sessions
        trauma therapy`,
      names: list`
        Open Sky Counseling
        Camp Hill Therapy | Camp
        Lighthouse Psychotherapy
        Summit Therapy Collective | Summit
        Quiet Mind Co.
        Harbor & Pine Counseling
        Willow
        Still Water Therapy`,
      offers: list`
        free 15-minute consultation
        first session | 90-150
        free phone consultation
        intake session | 120-180
        sliding-scale session | 60-100`,
    },
    es: {
      desc: list`
        una consulta de psicología
        un centro de psicología
        un gabinete de psicología
        una consulta de psicoterapia`,
      who: list`
        psicólogo / psicóloga
        psicólogo sanitario / psicóloga sanitaria
        terapeuta de pareja / terapeuta de pareja
        psicoterapeuta / psicoterapeuta`,
      services: list`
        terapia de pareja
        terapia para la ansiedad
        EMDR
        terapia online
        terapia de duelo
        psicología infantil
        terapia cognitivo-conductual
        gestión del estrés`,
      names: list`
        Psicología Norte
        Estudio Mente Clara | Estudio
        Gabinete Ruiz & Soler
        Centro Psicología Aurora
        Psicólogos Alameda
        Sentir
        Academia del Bienestar | Academia
        Espacio Calma`,
      offers: list`
        una primera sesión gratis
        una sesión individual | 50-70
        una sesión de pareja | 70-90
        una consulta inicial gratuita
        un bono de 4 sesiones | 180-250`,
    },
  },

  fitness: {
    industry: 'Fitness/Wellness',
    audience: 'Individuals/Consumers',
    goals: ['booking', 'signup'],
    mechanics: ['wasNow', 'deadline', 'trial', 'perMonth', 'age', 'scarcity', 'date'],
    local: true,
    person: 'led',
    monthly: [39, 149],
    ages: [4, 14],
    en: {
      desc: list`
        gym
        boutique fitness studio
        strength gym
        personal training studio`,
      who: list`
        personal trainer
        strength coach
        online fitness coach
        Pilates instructor`,
      services: list`
        personal training
        small group training
        HIIT classes
        strength training
        Pilates
        spin classes
        boxing fitness
        nutrition coaching`,
      kids: list`
        kids' swim lessons
        youth sports conditioning
        kids' karate
        junior tennis`,
      names: list`
        Iron Republic Gym
        Forge
        Northside Barbell
        Academy Strength Club | Academy
        Kinetic Lab Fitness | Lab
        Élan Fitness
        Event Horizon Athletics | Event
        Pulse Fitness Studio`,
      offers: list`
        free first class
        6-week fat loss challenge | 149-249
        intro month | 49-99
        free fitness assessment
        10-class pass | 120-180
        personal training 3-pack | 150-240`,
      dates: list`
        The challenge starts {date}.
        Next intake begins {date}.
        We kick off on {date}.
        First session is {date}.`,
      monthly: list`
        Membership is {perMonth}.
        Unlimited classes for {perMonth}.
        Memberships from {perMonth}, no contract.
        Monthly plan: {perMonth}.`,
    },
    es: {
      desc: list`
        un gimnasio
        un estudio de entrenamiento personal
        un centro de fitness
        un box de crossfit`,
      who: list`
        entrenador personal / entrenadora personal
        preparador físico / preparadora física
        instructor de pilates / instructora de pilates
        entrenador online / entrenadora online`,
      services: list`
        entrenamiento personal
        clases de HIIT
        entrenamiento de fuerza
        spinning
        pilates
        boxeo
        entrenamiento funcional
        yoga`,
      kids: list`
        natación infantil
        kárate infantil
        psicomotricidad
        escuela de pádel infantil`,
      names: list`
        Estudio Pulso
        BoxFit Sur
        Academia Titán | Academia
        Gimnasio Fuerza Norte
        Forja Training
        Club Atlas
        Lab Fitness Centro | Lab
        Energía & Movimiento`,
      offers: list`
        una primera clase gratis
        un reto de 6 semanas | 99-149
        una matrícula gratis
        un bono de 10 clases | 60-90
        un mes de prueba | 29-49`,
      dates: list`
        El reto empieza el {date}.
        Arrancamos el {date}.
        Comienza el {date}.
        La primera clase es el {date}.`,
      monthly: list`
        La cuota es de {perMonth}.
        Tarifa plana: {perMonth}.
        Cuotas desde {perMonth}, sin permanencia.
        Mensualidad: {perMonth}.`,
    },
  },
};
