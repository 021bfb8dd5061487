import type { NicheId } from '../../niche-vocabulary.ts';
import { list, type NicheSpec } from '../types.ts';

/** Software and online shops, one flavour per kind of product. Entries 4, 8, 12... of each list are held out (../types.ts). */
export const SOFTWARE_NICHES: Partial<Record<NicheId, NicheSpec>> = {
  saas: {
    industry: 'Technology/SaaS',
    audience: 'Small Business Owners',
    goals: ['signup'],
    mechanics: ['trial', 'perSeat', 'perMonth', 'integrations', 'wasNow', 'deadline'],
    local: false,
    monthly: [19, 99],
    seat: [6, 25],
    en: [
      {
        desc: list`
          project management software
          task management app
          team planner
          SaaS work management platform`,
        services: list`
          task boards
          Gantt charts
          time tracking
          client portals
          recurring tasks
          workload views
          team chat
          shared docs`,
        names: list`
          Planwise
          Kanbo
          Summit Tasks | Summit
          TaskFlow
          Trackly
          Orbit
          Studio Board | Studio
          Tandem.io
          FlowDesk
          Sprintly.io`,
        offers: list`
          free plan for small teams
          Pro plan | 19-49
          annual plan | 190-490
          founding member plan | 9-19`,
      },
      {
        desc: list`
          invoicing software
          billing tool
          accounts receivable tool
          SaaS payments platform`,
        services: list`
          online invoicing
          recurring billing
          payment reminders
          expense tracking
          multi-currency invoices
          client statements
          late fee automation
          receipt scanning`,
        names: list`
          Paydaisy
          Ledgerlink
          Tally.ai
          InvoiceLab | Lab
          Quillpay
          CashCadet
          Clinic Pay | Clinic
          BillBird
          PayPilot
          Billr.app`,
        offers: list`
          free plan for freelancers
          Business plan | 15-39
          lifetime deal | 59-199
          email: free invoice template pack`,
      },
      {
        desc: list`
          scheduling software
          booking tool
          appointment scheduling platform
          shift planning software`,
        services: list`
          online booking pages
          automated reminders
          shift scheduling
          calendar sync
          team availability
          no-show protection
          waitlists
          round-robin routing`,
        names: list`
          Calendo
          Bookwise
          Express Slots | Express
          Slotted
          Rota.app
          Timewise
          Academy Scheduler | Academy
          ShiftPilot
          BookBee
          Slotly.app`,
        offers: list`
          free plan for solo businesses
          Team plan | 12-29
          free migration from your old tool
          launch plan | 5-15`,
      },
      {
        desc: list`
          help desk software
          customer support platform
          CRM for small teams
          shared inbox software`,
        services: list`
          shared inbox
          live chat
          ticket routing
          knowledge base
          customer portal
          SLA tracking
          pipeline tracking
          email sequences`,
        names: list`
          Replyhub
          Dealflow
          HelpNest
          Event Loop CRM | Event
          ShipRight
          Supportly
          Pro Desk | Pro
          Mend.io
          TicketTree
          Inboxy.io`,
        offers: list`
          free starter plan
          Growth plan | 29-79
          free onboarding call
          yearly plan | 290-790`,
      },
    ],
    es: [
      {
        desc: list`
          un software de gestión de proyectos
          una app de gestión de tareas
          una plataforma de trabajo en equipo
          un software SaaS para equipos`,
        services: list`
          tableros de tareas
          diagramas de Gantt
          control horario
          portal de clientes
          tareas recurrentes
          chat de equipo
          informes automáticos
          plantillas de proyecto`,
        names: list`
          Planifica
          Lab Proyectos | Lab
          Tablero
          Tarea.io
          Kanbanito
          Equipo360
          Ágora Tasks
          Órbita
          TareaFácil
          Proyecta.app`,
        offers: list`
          un plan gratuito para equipos pequeños
          un plan Pro | 15-39
          un plan anual | 150-390
          un precio de lanzamiento | 9-19`,
      },
      {
        desc: list`
          un software de facturación
          un programa de facturación para autónomos
          una herramienta de cobros
          un SaaS de facturación electrónica`,
        services: list`
          facturas recurrentes
          recordatorios de pago
          control de gastos
          facturación electrónica
          presupuestos online
          conciliación bancaria
          envío de facturas por WhatsApp
          cobros con tarjeta`,
        names: list`
          Cobralia
          Cuentix
          Libro Claro
          Facturazo Express | Express
          NubeFact
          Cobro Fácil
          Estudio Cobro | Estudio
          Factura.me
          FacturaYa
          Cobros.io`,
        offers: list`
          un plan gratis para autónomos
          un plan Negocio | 12-29
          una migración gratis desde tu programa actual
          una licencia de por vida | 99-199`,
      },
    ],
  },

  ecommerce: {
    industry: 'E-commerce',
    audience: 'Individuals/Consumers',
    goals: ['sales'],
    mechanics: ['wasNow', 'deadline', 'scarcity', 'perMonth'],
    local: false,
    monthly: [19, 49],
    en: [
      {
        desc: list`
          home goods brand
          small-batch candle company
          online homeware store
          kitchen goods brand`,
        services: list`
          soy candles
          handmade ceramics
          linen bedding
          cold brew concentrate
          matcha powder
          olive wood boards
          reed diffusers
          stoneware mugs`,
        names: list`
          Kettle & Co.
          Cafe Noir Home | Cafe
          Wildroot
          Ember & Wick
          Hearth & Clay
          Loom Lane
          Lab Rat Coffee Co. | Lab
          Nordhaven`,
        offers: list`
          starter bundle | 29-59
          gift set with free shipping | 39-79
          sampler pack | 19-35
          pre-order holiday gift box | 49-89`,
        monthly: list`
          Subscribe for {perMonth}.
          Subscription box: {perMonth}.
          Refills ship monthly for {perMonth}.
          Or subscribe at {perMonth}.`,
      },
      {
        desc: list`
          skincare brand
          sustainable clothing brand
          accessories brand
          online boutique`,
        services: list`
          vitamin C serum
          merino wool socks
          leather wallets
          organic cotton tees
          mineral sunscreen
          silk scrunchies
          recycled tote bags
          night cream`,
        names: list`
          Hearth + Hide
          Fieldnote Apparel
          Northlight Goods
          Summit Merino | Summit
          Petal & Pine
          Mira
          Academy Leather Co. | Academy
          Maison Lumière`,
        offers: list`
          bundle of three | 45-79
          bestseller skincare trio | 59-99
          launch bundle with free shipping | 35-69
          pre-order sock bundle | 24-39`,
      },
    ],
    es: [
      {
        desc: list`
          una tienda online de decoración
          una marca de velas artesanas
          una tienda online de cerámica artesanal
          una marca de productos gourmet`,
        services: list`
          velas de soja
          cerámica artesanal
          aceite de oliva virgen extra
          jabones artesanos
          té matcha
          mantas de lana
          tablas de olivo
          difusores de aroma`,
        names: list`
          Lumbre Velas
          Café Bonito | Café
          Sal de Mar
          Olivar de Peña
          Casa Tomillo
          Lana & Lino
          Cerámica Ona
          Barro & Alma`,
        offers: list`
          un pack de inicio | 25-45
          una caja regalo con envío gratis | 35-60
          un lote de 3 velas | 30-55
          un set de degustación con envío gratis | 20-40`,
        monthly: list`
          Suscripción mensual: {perMonth}.
          La caja sale a {perMonth}.
          Suscríbete por {perMonth}.
          Envío mensual por {perMonth}.`,
      },
      {
        desc: list`
          una marca de cosmética natural
          una marca de moda sostenible
          una tienda online de complementos
          una marca de bolsos de piel`,
        services: list`
          cosmética natural
          camisetas de algodón orgánico
          bolsos de piel
          sérum de vitamina C
          crema solar mineral
          calcetines de lana merino
          bisutería artesanal
          zapatillas veganas`,
        names: list`
          Mimosa
          Tela Verde
          Cuero Norte
          Lab Natura | Lab
          Alba
          Hilo Vivo
          Estudio Seda | Estudio
          Pepa & Co.`,
        offers: list`
          un pack de bienvenida | 25-45
          una rutina completa con envío gratuito | 45-80
          un bolso de edición limitada | 90-160
          una preventa de zapatillas veganas | 60-90`,
      },
    ],
  },
};
