import type { NicheId } from '../../niche-vocabulary.ts';
import { list, type NicheSpec } from '../types.ts';

/** Trades, one flavour per trade so services, names and offers agree. Entries 4, 8, 12... of each list are held out (../types.ts). */
export const HOME_SERVICES_NICHES: Partial<Record<NicheId, NicheSpec>> = {
  'home-services': {
    industry: 'Professional Services',
    audience: 'Individuals/Consumers',
    goals: ['call', 'leads'],
    mechanics: ['wasNow', 'deadline', 'open247', 'sameDay', 'perMonth'],
    local: true,
    monthly: [15, 39],
    en: [
      {
        desc: list`
          plumbing company
          emergency plumbing service
          family-owned plumbing business
          drain and plumbing company`,
        services: list`
          drain cleaning
          water heater repair
          leak detection
          sewer line repair
          burst pipe repair
          toilet repair
          tankless water heater installs
          garbage disposal repair`,
        names: list`
          Rapid Rooter
          Festival City Plumbing | Festival
          Peña & Sons Plumbing
          Summit Plumbing & Drain | Summit
          Halcyon Plumbing
          Clearflow
          Academy Plumbing | Academy
          Blue Door`,
        offers: list`
          free drain inspection
          drain cleaning special | 89-149
          water heater flush | 79-129
          free estimate on water heater replacement
          camera sewer inspection | 149-249`,
        monthly: list`
          Our maintenance plan is {perMonth}.
          Plumbing protection plan: {perMonth}.
          Members pay {perMonth} and skip the call-out fee.
          Service plans from {perMonth}.`,
      },
      {
        desc: list`
          HVAC company
          heating and cooling company
          air conditioning contractor
          furnace repair company`,
        services: list`
          AC repair
          furnace tune-ups
          heat pump installation
          duct cleaning
          central air installs
          furnace replacement
          mini-split installation
          thermostat upgrades`,
        names: list`
          Pro Camp Heating & Cooling | Camp
          Northwind
          Brightline Climate
          Comfort Zone HVAC
          Keystone Comfort
          Evergreen Air & Heat
          Express Air | Express
          Polar Bear Heating & Air`,
        offers: list`
          AC tune-up | 69-119
          free second opinion on replacements
          furnace safety check | 79-129
          free estimate on a new system
          duct cleaning special | 249-399`,
        monthly: list`
          Comfort club membership is {perMonth}.
          Maintenance plan for {perMonth}.
          Two tune-ups a year for {perMonth}.
          Service club: {perMonth}.`,
      },
      {
        desc: list`
          roofing company
          roofing contractor
          storm damage roofing crew
          family roofing business`,
        services: list`
          roof replacement
          storm damage repair
          roof inspections
          gutter installation
          metal roofing
          leak repair
          shingle repair
          skylight installation`,
        names: list`
          Ridgeline Roofing
          Topside
          Studio Roofing & Exteriors | Studio
          Event Horizon Roofing | Event
          Crown Peak Roofing
          Ironclad Roofing
          Summit Ridge Roofing | Summit
          Hartley & Sons`,
        offers: list`
          free roof inspection
          gutter cleaning | 99-179
          free storm damage assessment
          roof tune-up | 199-349`,
      },
      {
        desc: list`
          house cleaning service
          cleaning company
          maid service
          eco-friendly house cleaning company`,
        services: list`
          deep cleaning
          move-out cleaning
          recurring house cleaning
          carpet cleaning
          window cleaning
          office cleaning
          post-construction cleaning
          oven cleaning`,
        names: list`
          Lab Coat Cleaners | Lab
          Fresh Start Cleaning
          Maid Pro Express | Express
          Sparkle & Shine
          Neat Freak Co.
          Clean Slate
          Academy Cleaning Co. | Academy
          Tidy Nest`,
        offers: list`
          first deep clean | 149-249
          free in-home quote
          move-out clean | 199-329
          free oven clean with your first booking`,
        monthly: list`
          Biweekly cleaning from {perMonth}.
          Recurring plans start at {perMonth}.
          Weekly service is {perMonth}.
          Cleaning plans from {perMonth}.`,
      },
      {
        desc: list`
          landscaping company
          lawn care company
          garden design team
          landscaping and tree service`,
        services: list`
          lawn mowing
          landscape design
          tree trimming
          irrigation repair
          sod installation
          spring cleanups
          hedge trimming
          paver patios`,
        names: list`
          Greenway Landscaping
          Fieldhouse Lawn Co.
          Evergreen Yard Works
          Festival Lawn Care | Festival
          Juniper
          Workshop Gardens | Workshop
          Summit Tree Service | Summit
          Oak & Stone`,
        offers: list`
          free landscape design consultation
          spring cleanup | 149-299
          first mow | 29-49
          free tree health check`,
        monthly: list`
          Weekly mowing is {perMonth}.
          Lawn plans from {perMonth}.
          Seasonal care for {perMonth}.
          Yard care plan: {perMonth}.`,
      },
    ],
    es: [
      {
        desc: list`
          una empresa de fontanería
          un fontanero de urgencia
          un servicio de desatascos
          una empresa familiar de fontanería`,
        services: list`
          desatascos
          reparación de fugas
          instalación de calentadores
          cambio de bañera por plato de ducha
          detección de fugas
          reparación de cisternas
          instalación de termos eléctricos
          revisión de tuberías`,
        names: list`
          Desatascos Rayo
          Fontanería Express Sur | Express
          Hermanos Gil
          Fontanería Peña & Hijos
          Fontanería Arco
          Tubos & Grifos
          Academia del Agua | Academia
          AguaClara`,
        offers: list`
          un desatasco | 60-90
          un presupuesto gratis
          una revisión de fontanería | 40-60
          un cambio de bañera por plato de ducha | 600-900`,
        monthly: list`
          El mantenimiento sale a {perMonth}.
          Plan de mantenimiento: {perMonth}.
          Cuota de socio: {perMonth}.
          Mantenimiento desde {perMonth}.`,
      },
      {
        desc: list`
          una empresa de climatización
          un instalador de aire acondicionado
          una empresa de calefacción
          un servicio técnico de calderas`,
        services: list`
          instalación de aire acondicionado
          mantenimiento de calderas
          reparación de calefacción
          aerotermia
          bombas de calor
          revisión de calderas
          instalación de splits
          suelo radiante`,
        names: list`
          Clima Norte
          Confort Total
          Aire Sur
          Calor Express | Express
          Climatiza
          Termoclima Hermanos Vidal
          Estudio Clima | Estudio
          Frío & Calor Ramírez`,
        offers: list`
          una revisión de caldera | 60-90
          un presupuesto gratis de aire acondicionado
          una instalación de split | 450-700
          una limpieza de aire acondicionado | 40-70`,
      },
      {
        desc: list`
          una empresa de limpieza
          un servicio de limpieza a domicilio
          una empresa de limpieza de oficinas
          un servicio de limpieza por horas`,
        services: list`
          limpieza a fondo
          limpieza de fin de obra
          limpieza de oficinas
          limpieza de cristales
          limpieza de sofás
          limpieza por horas
          limpieza de comunidades
          limpieza tras mudanza`,
        names: list`
          Limpiezas Sol
          La Escoba Feliz
          Lab Limpieza | Lab
          Limpiezas Ortega & Ruiz
          Casa Impecable
          Nube Blanca
          Chispa
          Brillo Total`,
        offers: list`
          una limpieza a fondo | 90-150
          un presupuesto gratis
          una limpieza tras mudanza | 120-200
          una primera limpieza | 40-70`,
        monthly: list`
          Limpieza semanal desde {perMonth}.
          Plan quincenal: {perMonth}.
          Cuotas desde {perMonth}.
          Servicio fijo por {perMonth}.`,
      },
    ],
  },
};
