import type { NicheId } from '../../niche-vocabulary.ts';
import { list, type NicheSpec } from '../types.ts';

/** Clinics: teeth, skin, spines. Entries 4, 8, 12... of each list are held out (../types.ts). */
export const HEALTH_NICHES: Partial<Record<NicheId, NicheSpec>> = {
  dental: {
    industry: 'Healthcare',
    audience: 'Individuals/Consumers',
    goals: ['booking', 'consultation'],
    mechanics: ['wasNow', 'deadline', 'sameDay', 'scarcity'],
    local: true,
    person: 'doctor',
    en: {
      desc: list`
        family dental practice
        cosmetic dentistry clinic
        dental office
        children's dental practice`,
      services: list`
        teeth whitening
        Invisalign
        dental implants
        porcelain veneers
        emergency dental care
        root canal treatment
        wisdom teeth removal
        dental cleanings`,
      names: list`
        Oakridge Family Dental
        Express Dental Care | Express
        Northside Dental & Implants
        Studio 54 Dental | Studio
        Lumen Dentistry
        Cedar & Pine Dental
        Summit Smile Co. | Summit
        Bluebird Smiles`,
      offers: list`
        free whitening consultation
        new patient exam and X-rays | 59-129
        in-office whitening | 199-399
        free Invisalign consultation
        implant consultation | 49-99
        emergency exam | 49-89
        deep cleaning | 99-179
        free second opinion on implants`,
    },
    es: {
      desc: list`
        una clínica dental
        un centro de odontología
        una consulta dental
        una clínica de ortodoncia`,
      services: list`
        blanqueamiento dental
        implantes dentales
        ortodoncia invisible
        carillas de porcelana
        limpieza dental
        endodoncia
        Invisalign
        odontopediatría`,
      names: list`
        Estudio Dental Arce | Estudio
        Dentalia Sur
        Dental Express Levante | Express
        Clínica Dental Sonrisa Norte
        Odontología Peña & Ruiz
        Sonríe Clínica Dental
        Clínica Dental Olivo
        Clínica Nácar`,
      offers: list`
        una primera visita gratis
        una limpieza dental y revisión | 30-60
        un blanqueamiento en clínica | 150-300
        un estudio de ortodoncia gratis
        un implante dental | 500-900
        una revisión infantil gratis`,
    },
  },

  'medical-clinic': {
    industry: 'Healthcare',
    audience: 'Individuals/Consumers',
    goals: ['booking', 'consultation'],
    mechanics: ['wasNow', 'deadline', 'sameDay', 'scarcity'],
    local: true,
    person: 'doctor',
    en: {
      desc: list`
        med spa
        aesthetics clinic
        medical spa
        skin clinic`,
      services: list`
        Botox
        lip filler
        IV therapy
        laser hair removal
        dermal fillers
        chemical peels
        microneedling
        HydraFacial treatments`,
      names: list`
        Velvet Skin Clinic
        Rosewater Med Spa
        Halo MedSpa
        Academy Aesthetics | Academy
        Aura Aesthetics & Wellness
        Bloom & Birch
        Summit Skin Clinic | Summit
        Glow Theory Aesthetics`,
      offers: list`
        free skin consultation
        lip filler syringe | 399-649
        first IV drip | 99-179
        laser hair removal package | 299-599
        free consultation with our nurse injector
        chemical peel | 99-169
        Botox touch-up | 149-249
        microneedling session | 199-329`,
    },
    es: {
      desc: list`
        un centro de medicina estética
        una clínica estética
        una clínica de estética avanzada
        un centro médico estético`,
      services: list`
        bótox
        relleno de labios
        ácido hialurónico
        depilación láser
        peeling químico
        mesoterapia facial
        sueroterapia
        rejuvenecimiento facial`,
      names: list`
        Estética Valverde
        Academia de la Piel | Academia
        Clínica Dermabel
        Lumina Medicina Estética
        Piel & Luz
        Instituto Brillo
        Nácar Estética Lab | Lab
        Clínica Aura`,
      offers: list`
        una valoración facial gratis
        un relleno de labios | 250-350
        una depilación láser de piernas completas | 120-200
        una sesión de sueroterapia | 60-90
        una primera consulta gratis
        un tratamiento de bótox en el tercio superior | 250-320`,
    },
  },

  'chiropractic-physio': {
    industry: 'Healthcare',
    audience: 'Individuals/Consumers',
    goals: ['booking'],
    mechanics: ['wasNow', 'deadline', 'sameDay'],
    local: true,
    person: 'doctor',
    en: {
      desc: list`
        chiropractic clinic
        physiotherapy clinic
        sports physio clinic
        chiropractic office`,
      services: list`
        spinal adjustments
        sports massage
        sciatica treatment
        back pain relief
        posture correction
        post-surgery rehab
        dry needling
        neck pain treatment`,
      names: list`
        Align Chiropractic
        Express Chiro | Express
        Northgate Physiotherapy
        Motion Physio Lab | Lab
        Backbone Wellness
        Studio Move Physio | Studio
        Kinetic
        Keystone Spine & Sport`,
      offers: list`
        new patient exam and first adjustment | 39-79
        free 15-minute posture check
        initial assessment | 45-90
        sports massage | 50-85
        free back pain screening
        3-visit starter package | 99-179`,
    },
    es: {
      desc: list`
        una clínica de fisioterapia
        un centro de quiropráctica
        un centro de fisioterapia deportiva
        una consulta de quiropráctica`,
      services: list`
        fisioterapia deportiva
        tratamiento de ciática
        punción seca
        masaje deportivo
        rehabilitación de rodilla
        reeducación postural
        dolor lumbar
        suelo pélvico`,
      names: list`
        FisioActiva
        Centro Kinesis
        Fisio Express Norte | Express
        Quiropráctica Ribera
        Espalda Sana
        Fisio & Salud Ortiz
        Estudio Mueve | Estudio
        Clínica Alinea`,
      offers: list`
        una primera valoración gratis
        una sesión de fisioterapia | 35-50
        un bono de 5 sesiones | 150-220
        una primera visita de quiropráctica | 40-60
        un masaje deportivo | 35-55`,
    },
  },
};
