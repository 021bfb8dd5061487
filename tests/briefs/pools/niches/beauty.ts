import type { NicheId } from '../../niche-vocabulary.ts';
import { list, type NicheSpec } from '../types.ts';

/** Salons, barbers, nails and lashes: one flavour each. Entries 4, 8, 12... are held out (../types.ts). */
export const BEAUTY_NICHES: Partial<Record<NicheId, NicheSpec>> = {
  'beauty-salon': {
    industry: 'Other',
    audience: 'Individuals/Consumers',
    goals: ['booking'],
    mechanics: ['wasNow', 'deadline', 'sameDay', 'scarcity'],
    local: true,
    person: 'led',
    en: [
      {
        desc: list`
          hair salon
          hair studio
          color studio
          blowout bar`,
        who: list`
          hairstylist
          colorist
          salon owner and stylist
          hair artist`,
        services: list`
          balayage
          precision haircuts
          hair color
          keratin treatments
          blowouts
          highlights
          bridal hair
          curly cuts`,
        names: list`
          Velvet & Vine Salon
          Mane Society
          Clinic Street Hair | Clinic
          Gloss
          Studio 9 Hair
          The Chair
          Summit Salon | Summit
          Belle Époque Hair`,
        offers: list`
          balayage with toner | 180-260
          first haircut | 25-45
          free color consultation
          keratin treatment | 200-300
          free brow shaping with any color service`,
      },
      {
        desc: list`
          barbershop
          barber shop and shave bar
          men's grooming studio
          neighborhood barbershop`,
        who: list`
          barber
          master barber
          men's stylist
          barber and shop owner`,
        services: list`
          fades
          beard trims
          hot towel shaves
          kids' haircuts
          skin fades
          line-ups
          gray blending
          scalp treatments`,
        names: list`
          Sharp & Co.
          Crown Cuts
          Summit Barber Co. | Summit
          The Gentry Room
          Razor's Edge
          Union Barbers
          Clinic Street Barbers | Clinic
          Academy Barbershop | Academy`,
        offers: list`
          first cut | 20-35
          cut and beard combo | 35-55
          free beard trim with any cut
          kids' cut | 15-25`,
      },
      {
        desc: list`
          nail salon
          lash studio
          nail and lash bar
          beauty salon`,
        who: list`
          nail artist
          lash artist
          nail technician
          beauty therapist`,
        services: list`
          gel manicures
          lash extensions
          acrylic nails
          lash lifts
          pedicures
          brow lamination
          nail art
          lash fills`,
        names: list`
          Polished Nail Bar
          Lacquer Lounge
          Flutter
          Express Nails & Spa | Express
          Glossy Tips
          Pink Peony
          Summit Nails | Summit
          Lash Society`,
        offers: list`
          gel manicure | 30-45
          full set of lash extensions | 120-180
          free lash consultation
          lash lift | 55-85
          mani-pedi combo | 50-80`,
      },
    ],
    es: [
      {
        desc: list`
          una peluquería
          un salón de belleza
          un estudio de color
          una peluquería de barrio`,
        who: list`
          estilista / estilista
          colorista / colorista
          peluquero / peluquera
          estilista de eventos / estilista de eventos`,
        services: list`
          balayage
          mechas babylights
          corte y peinado
          alisado de keratina
          tinte sin amoniaco
          recogidos para eventos
          tratamientos capilares
          corte a tijera`,
        names: list`
          Salón Alma
          Peluquería Rizos & Co.
          Tijera de Oro
          Clínica del Pelo | Clínica
          Salón Pepa Peña
          Melena
          Studio Café Beauty | Café
          Academia de Estilo | Academia`,
        offers: list`
          un balayage con corte | 90-140
          un diagnóstico capilar gratis
          un alisado de keratina | 80-140
          un corte y peinado | 25-40`,
      },
      {
        desc: list`
          una barbería
          una barbería clásica
          un estudio de barbería
          una barbería de barrio`,
        who: list`
          barbero / barbera
          maestro barbero / maestra barbera
          barbero y dueño / barbera y dueña
          peluquero de caballeros / peluquera de caballeros`,
        services: list`
          arreglo de barba
          degradados
          afeitado clásico
          corte infantil
          diseño de barba
          corte y barba
          tinte de barba
          tratamiento capilar para hombre`,
        names: list`
          Barbería El Navajazo
          Barbería Don Bigote
          El Barbero Feliz
          Barbería Express | Express
          Barbería Clásica Ruiz
          Bigotes
          Barber Lab | Lab
          La Navaja & Co.`,
        offers: list`
          un corte y barba | 18-28
          un arreglo de barba gratis con el corte
          un corte infantil | 10-15
          un afeitado clásico | 15-22`,
      },
      {
        desc: list`
          un centro de uñas
          un estudio de pestañas
          un salón de manicura
          un centro de estética`,
        who: list`
          manicurista / manicurista
          técnico de uñas / técnica de uñas
          especialista en pestañas / especialista en pestañas
          esteticista / esteticista`,
        services: list`
          manicura semipermanente
          extensiones de pestañas
          uñas acrílicas
          lifting de pestañas
          pedicura
          laminado de cejas
          nail art
          relleno de pestañas`,
        names: list`
          Uñas Bonitas
          Pestañas de Ensueño
          Brillo Rosa
          Lab de Uñas | Lab
          Mirada
          Esmalte Rojo
          Nails Express Centro | Express
          Clínica de Uñas | Clínica`,
        offers: list`
          una manicura semipermanente | 18-28
          unas extensiones de pestañas | 50-80
          una consulta de pestañas gratis
          una pedicura | 25-35`,
      },
    ],
  },
};
