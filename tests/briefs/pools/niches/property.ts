import type { NicheId } from '../../niche-vocabulary.ts';
import { list, type NicheSpec } from '../types.ts';

/** Homes, loans and cover. Entries 4, 8, 12... of each list are held out (../types.ts). */
export const PROPERTY_NICHES: Partial<Record<NicheId, NicheSpec>> = {
  'real-estate-seller': {
    industry: 'Real Estate',
    audience: 'Individuals/Consumers',
    goals: ['leads'],
    mechanics: ['deadline'],
    local: true,
    person: 'led',
    en: {
      desc: list`
        real estate team
        realty brokerage
        real estate office
        boutique brokerage`,
      who: list`
        Realtor
        real estate agent
        broker
        listing agent`,
      services: list`
        home valuations
        home staging
        listing marketing
        comparative market analysis
        downsizing support
        cash offer program
        luxury home marketing
        relocation sales`,
      names: list`
        Front Porch Realty
        Keystone Home Team
        Cedar Key Properties
        Summit Realty Partners | Summit
        The Lane Group
        Westbrook & Co.
        Studio Homes Realty | Studio
        Harbor Realty Group`,
      offers: list`
        free home valuation
        free market report
        free staging consultation
        email: free home seller's guide
        email: free downsizing checklist`,
    },
    es: {
      desc: list`
        una inmobiliaria
        una agencia inmobiliaria
        un equipo de agentes inmobiliarios
        una inmobiliaria de barrio`,
      who: list`
        agente inmobiliario / agente inmobiliaria
        asesor inmobiliario / asesora inmobiliaria
        consultor inmobiliario / consultora inmobiliaria
        agente independiente / agente independiente`,
      services: list`
        valoración de tu vivienda
        home staging
        reportaje fotográfico
        gestión integral para vender tu vivienda
        certificado energético
        estudio de mercado
        venta de pisos heredados
        asesoramiento en la firma`,
      names: list`
        Casas del Sur
        Llave Dorada
        Estudio Inmobiliario Centro | Estudio
        Inmobiliaria Mirador
        Habitat Norte
        Inmobiliaria Alba
        Puerta Verde
        Peña & Vidal Inmobiliaria`,
      offers: list`
        una valoración gratis de tu vivienda
        un informe de mercado gratis
        un home staging gratis
        email: una guía gratuita para vender tu piso`,
    },
  },

  'real-estate-buyer': {
    industry: 'Real Estate',
    audience: 'Individuals/Consumers',
    goals: ['leads', 'email'],
    mechanics: ['deadline'],
    local: true,
    person: 'led',
    en: {
      desc: list`
        buyer's agent team
        home search team
        relocation team
        house hunting service`,
      who: list`
        buyer's agent
        real estate agent
        relocation specialist
        home-buying advisor`,
      services: list`
        first-time buyer guidance
        private showings
        relocation tours
        off-market listings
        new construction tours
        condo search
        buyer consultations
        weekend home tours`,
      names: list`
        Keyhole Realty
        Northstar Home Finders
        Nest Hunters
        Academy Home Group | Academy
        Porchlight Realty
        Open Gate Buyers
        Summit Home Finders | Summit
        Harbor & Hill Realty`,
      offers: list`
        email: free first-time buyer guide
        free buyer consultation
        email: free weekly new listings email
        email: free relocation guide
        free neighborhood tour`,
    },
  },

  mortgage: {
    industry: 'Financial Services',
    audience: 'Individuals/Consumers',
    goals: ['leads', 'consultation'],
    mechanics: ['deadline'],
    local: true,
    person: 'led',
    en: {
      desc: list`
        mortgage brokerage
        mortgage lender
        home loan team
        credit union mortgage team`,
      who: list`
        mortgage broker
        loan officer
        mortgage advisor
        independent mortgage broker`,
      services: list`
        FHA loans
        VA loans
        refinancing
        first-time buyer loans
        HELOCs
        jumbo loans
        rate-and-term refinance
        down payment assistance`,
      names: list`
        Harbor Home Loans
        Clearpath Mortgage
        Summit Mortgage Group | Summit
        Keystone Lending
        Lighthouse Lending
        Blue Key Mortgage
        Academy Home Lending | Academy
        RateWise`,
      offers: list`
        free rate quote
        free pre-approval
        email: free first-time buyer loan guide
        free refinance review`,
    },
  },

  insurance: {
    industry: 'Financial Services',
    audience: 'Individuals/Consumers',
    goals: ['leads', 'call'],
    mechanics: ['open247', 'perMonth', 'deadline'],
    local: true,
    monthly: [19, 59],
    en: {
      desc: list`
        independent insurance agency
        family insurance agency
        insurance brokerage
        local insurance office`,
      services: list`
        auto insurance
        home insurance
        life insurance
        term life
        business insurance
        renters insurance
        umbrella policies
        motorcycle coverage`,
      names: list`
        Hearth Insurance Group
        Anchor Point Insurance
        Guardian Lane
        Summit Insurance Partners | Summit
        Oakline Insurance
        Bridgewater Benefits
        Express Insurance Agency | Express
        Shield & Co. Insurance`,
      offers: list`
        free insurance quote
        free policy review
        free coverage check
        free car insurance quote`,
      monthly: list`
        Policies from {perMonth}.
        Coverage starts at {perMonth}.
        Rates from {perMonth}.
        Plans as low as {perMonth}.`,
    },
  },
};
