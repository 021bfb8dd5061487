import type { NicheId } from '../../niche-vocabulary.ts';
import { list, type NicheSpec } from '../types.ts';

/** Lawyers, accountants and agencies. Entries 4, 8, 12... of each list are held out (../types.ts). */
export const ADVICE_NICHES: Partial<Record<NicheId, NicheSpec>> = {
  legal: {
    industry: 'Professional Services',
    audience: 'Individuals/Consumers',
    goals: ['consultation', 'call'],
    mechanics: ['open247', 'wasNow'],
    local: true,
    person: 'led',
    en: {
      desc: list`
        law firm
        personal injury firm
        family law practice
        estate planning practice`,
      who: list`
        attorney
        lawyer
        family law attorney
        immigration lawyer`,
      services: list`
        personal injury claims
        estate planning
        divorce
        DUI defense
        immigration visas
        wills and trusts
        workers' comp claims
        business contracts`,
      names: list`
        Hartman Law Group
        Whitfield & Park
        O'Brien Injury Law
        Summit Legal | Summit
        Academy Law Offices | Academy
        Ledgerwood Law
        Mason & Vale
        Reyes & Cole`,
      offers: list`
        free case review
        flat-fee will package | 299-599
        free 30-minute strategy call
        uncontested divorce | 999-1999
        free consultation for injury victims`,
    },
    es: {
      desc: list`
        un despacho de abogados
        un bufete
        un despacho de derecho de familia
        un despacho laboralista`,
      who: list`
        abogado / abogada
        abogado de familia / abogada de familia
        abogado laboralista / abogada laboralista
        abogado de extranjería / abogada de extranjería`,
      services: list`
        divorcios
        herencias
        reclamaciones por accidentes de tráfico
        despidos
        testamentos
        extranjería
        reclamación de cláusulas abusivas
        ley de segunda oportunidad`,
      names: list`
        Ruiz Abogados
        Lex Norte
        Summit Abogados | Summit
        Bufete Peña & Asociados
        Despacho Olmo
        Justicia Clara
        Abogados Express | Express
        Mendoza & Ibáñez`,
      offers: list`
        una primera consulta gratis
        un estudio de tu caso gratis
        un divorcio de mutuo acuerdo | 300-600
        un testamento | 80-150`,
    },
  },

  accounting: {
    industry: 'Financial Services',
    audience: 'Small Business Owners',
    goals: ['consultation', 'leads'],
    mechanics: ['deadline', 'perMonth', 'wasNow', 'scarcity'],
    local: true,
    person: 'led',
    monthly: [149, 499],
    en: {
      desc: list`
        accounting firm
        bookkeeping service
        tax preparation office
        small CPA firm`,
      who: list`
        CPA
        accountant
        bookkeeper
        enrolled agent`,
      services: list`
        tax preparation
        bookkeeping
        payroll
        QuickBooks cleanup
        IRS representation
        sales tax filing
        quarterly estimates
        small business tax returns`,
      names: list`
        Brightbooks
        Numbers Express | Express
        Harper CPA Group
        Summit Tax & Accounting | Summit
        Balance Co.
        Keel & Co.
        Academy Tax Services | Academy
        Ledger & Lime`,
      offers: list`
        free tax consultation
        personal tax return | 149-299
        bookkeeping catch-up | 399-799
        free 30-minute review
        business tax return | 499-899`,
      monthly: list`
        Monthly bookkeeping is {perMonth}.
        Packages from {perMonth}.
        Bookkeeping plans start at {perMonth}.
        Flat fee: {perMonth}.`,
    },
    es: {
      desc: list`
        una gestoría
        una asesoría fiscal
        una asesoría contable
        un despacho de asesoría fiscal y contable`,
      who: list`
        asesor fiscal / asesora fiscal
        contable / contable
        economista / economista
        gestor administrativo / gestora administrativa`,
      services: list`
        declaración de la renta
        contabilidad para autónomos
        IVA trimestral
        nóminas
        alta de autónomos
        constitución de sociedades
        impuesto de sociedades
        asesoría laboral`,
      names: list`
        Cuentas Claras
        Gestoría Express Sur | Express
        Ruiz & Marín Asesores
        Gestoría Peña
        Balance Asesoría
        Numérica
        Academia Fiscal | Academia
        Asesores Norte`,
      offers: list`
        una primera consulta gratis
        una declaración de la renta | 40-70
        un alta de autónomo gratis
        una revisión fiscal | 90-150`,
      monthly: list`
        La cuota mensual es de {perMonth}.
        Planes desde {perMonth}.
        Tarifa plana de {perMonth}.
        Todo incluido por {perMonth}.`,
    },
  },

  agency: {
    industry: 'Marketing Agency',
    audience: 'Small Business Owners',
    goals: ['consultation', 'leads'],
    mechanics: ['perMonth', 'deadline', 'scarcity'],
    local: false,
    person: 'led',
    monthly: [900, 3500],
    en: {
      desc: list`
        digital marketing agency
        SEO agency
        paid ads agency
        social media management agency`,
      who: list`
        marketing consultant
        freelance SEO specialist
        paid ads specialist
        fractional CMO`,
      services: list`
        SEO
        Google Ads management
        Facebook ads
        social media management
        local SEO
        email marketing
        conversion optimization
        content marketing`,
      names: list`
        Brightside Digital
        Northbeam Media
        Signal & Noise
        Clinic Digital | Clinic
        Fieldwork
        Ampersand Growth
        Summit Marketing Co. | Summit
        Rocket & Rye`,
      offers: list`
        free SEO audit
        free ads account audit
        free strategy call
        launch package | 1500-3500
        website and SEO starter package | 2500-4500`,
      monthly: list`
        Retainers start at {perMonth}.
        Management fee is {perMonth}.
        Packages from {perMonth}.
        Plans start at {perMonth} plus ad budget.`,
    },
    es: {
      desc: list`
        una agencia de marketing digital
        una agencia de SEO
        una agencia de publicidad online
        una agencia de gestión de redes sociales`,
      who: list`
        consultor de marketing / consultora de marketing
        especialista en SEO / especialista en SEO
        trafficker digital / trafficker digital
        freelance de marketing / freelance de marketing`,
      services: list`
        posicionamiento SEO
        campañas de Google Ads
        gestión de redes sociales
        diseño web
        email marketing
        publicidad en Meta Ads
        SEO local
        branding`,
      names: list`
        Agencia Faro
        Norte Digital
        Clínica Digital | Clínica
        Clic & Co.
        Impulso
        Rayo Media
        Academia Crece | Academia
        Brújula Digital`,
      offers: list`
        una auditoría SEO gratis
        una sesión estratégica gratis
        un pack de lanzamiento | 900-1500
        una web con SEO básico | 1200-2000`,
      monthly: list`
        Cuotas desde {perMonth}.
        Gestión mensual: {perMonth}.
        Planes desde {perMonth} más inversión.
        Retainer de {perMonth}.`,
    },
  },
};
