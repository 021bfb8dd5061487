import { list } from './types.ts';

/**
 * People, places and how each country writes a phone number, a price and a date. Cities and
 * people are pools like the others: every 4th entry is held out (types.ts).
 */

export type Country = 'US' | 'CA' | 'UK' | 'IE' | 'AU' | 'ES' | 'MX' | 'CO' | 'AR' | 'CL' | 'UY' | 'EC';

export interface City {
  name: string;
  country: Country;
  /** The dialling area code as written at home ('303', '0113', '954'). */
  area: string;
}

export const parseCity = (entry: string): City => {
  const [name, country, area] = entry.split(' | ');
  return { name: name!, country: country as Country, area: area! };
};

/** English briefs' places: the United States, Britain, Ireland, Canada and Australia. */
export const CITIES_EN = list`
  Denver | US | 303
  Leeds | UK | 0113
  Austin | US | 512
  Dublin | IE | 01
  Tampa | US | 813
  Manchester | UK | 0161
  Toronto | CA | 416
  Scottsdale | US | 480
  Boise | US | 208
  Bristol | UK | 0117
  Nashville | US | 615
  Melbourne | AU | 03
  Columbus | US | 614
  Edinburgh | UK | 0131
  Portland | US | 503
  Birmingham | UK | 0121
  Raleigh | US | 919
  Calgary | CA | 403
  San Diego | US | 619
  Sheffield | UK | 0114
  Brooklyn | US | 718
  Cork | IE | 021
  Minneapolis | US | 612
  Kansas City | US | 816
  North Austin | US | 512
  East London | UK | 020
  Brisbane | AU | 07
  Charlotte | US | 704
  Sacramento | US | 916
  Glasgow | UK | 0141
  Salt Lake City | US | 801
  Pittsburgh | US | 412
  Savannah | US | 912
  Nottingham | UK | 0115
  Vancouver | CA | 604
  Omaha | US | 402
  Boulder | US | 303
  Cardiff | UK | 029
  Chattanooga | US | 423
  Spokane | US | 509
  Liverpool | UK | 0151
  Perth | AU | 08
  Madison | US | 608
  Brighton | UK | 01632
  South Tampa | US | 813
  Galway | IE | 091
  Albuquerque | US | 505
  Richmond | US | 804`;

/** Spanish briefs' places: Spain, Latin America and Spanish-speaking US cities. */
export const CITIES_ES = list`
  Madrid | ES | 91
  Sevilla | ES | 954
  Ciudad de México | MX | 55
  Bogotá | CO | 601
  Barcelona | ES | 93
  Valencia | ES | 963
  Buenos Aires | AR | 11
  Málaga | ES | 952
  Guadalajara | MX | 33
  Bilbao | ES | 944
  Medellín | CO | 604
  Santiago | CL | 2
  Zaragoza | ES | 976
  Miami | US | 305
  Alicante | ES | 965
  Granada | ES | 958
  Monterrey | MX | 81
  Palma | ES | 971
  Montevideo | UY | 2
  Valladolid | ES | 983
  Puebla | MX | 222
  Rosario | AR | 341
  A Coruña | ES | 981
  Murcia | ES | 968
  San Sebastián | ES | 943
  Cali | CO | 602
  Salamanca | ES | 923
  Chamberí | ES | 91
  Córdoba | ES | 957
  Quito | EC | 2
  Pamplona | ES | 948
  Valparaíso | CL | 32
  Gijón | ES | 985
  Los Ángeles | US | 213`;

/** Owners, doctors, coaches. Apostrophes and accents on purpose. */
export const PEOPLE_EN = list`
  James O'Neill
  Priya Patel
  Marcus Reed
  Sarah Kim
  Daniel Okafor
  Emily Carter
  Chloé Martin
  Ryan Walsh
  Aisha Rahman
  Tom Fletcher
  Grace Liu
  Kevin Nguyen
  Hannah Brooks
  Omar Haddad
  Zoë Hart
  Ben Adeyemi
  Laura McKenzie
  Mateo Alvarez
  Rachel Stein
  Sean O'Connor
  Mei Tanaka
  Jordan Ellis
  Natalie Rossi
  Luis Ortega
  Amara Osei
  Claire Dubois
  Ethan Park
  Fiona Gallagher
  Raj Mehta
  Isabel Costa
  Noah Fischer
  Leah Goldberg
  Victor Chen
  Megan Doyle
  Sam Whitaker
  Renée Laurent
  Andre Williams
  Tessa Morgan
  Colin Ferris
  Yasmin Aziz`;

/** 'Name | f' or 'Name | m': Spanish agrees with the person ('fotógrafa', 'Dra.'). */
export const PEOPLE_ES = list`
  María González | f
  José Luis Pérez | m
  Ana Ruiz | f
  Lucía Fernández | f
  Javier Morales | m
  Carmen Ortiz | f
  Íñigo Etxeberria | m
  Nuria Peña | f
  Alejandro Sánchez | m
  Marta Jiménez | f
  Diego Romero | m
  Laura Navarro | f
  Pablo Domínguez | m
  Elena Castillo | f
  Sergio Muñoz | m
  Rocío Herrera | f
  Andrés Gutiérrez | m
  Paula Iglesias | f
  Raúl Medina | m
  Begoña Aguirre | f
  Fernando Vázquez | m
  Claudia Ramos | f
  Álvaro Serrano | m
  Sofía Mendoza | f
  Carlos Fuentes | m
  Valentina Ríos | f
  Mateo Cárdenas | m
  Camila Rojas | f
  Joaquín Salazar | m
  Ximena Guzmán | f
  Tomás Quiroga | m
  Florencia Acosta | f
  Martín Benítez | m
  Daniela Castaño | f
  Gonzalo Vidal | m
  Lorena Zapata | f
  Rodrigo Paredes | m
  Inés Villanueva | f
  Héctor Luna | m
  Alba Soler | f`;

export interface Person {
  name: string;
  female?: boolean;
}

export const parsePerson = (entry: string): Person => {
  const [name, gender] = entry.split(' | ');
  return gender ? { name: name!, female: gender === 'f' } : { name: name! };
};

// ── Numbers as each country writes them ───────────────────────────────────────────────────────

type Rng = () => number;
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => Math.floor(rng() * 10)).join('');
const oneOf = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** A phone number of `city`, in one of the ways people there write one. */
export function phoneFor(city: City, rng: Rng): string {
  const a = city.area;
  const d = (n: number) => digits(rng, n);
  switch (city.country) {
    case 'US':
    case 'CA': {
      // 555-0100 to 555-0199 are reserved for fiction.
      const line = `01${d(2)}`;
      return oneOf(rng, [
        `(${a}) 555-${line}`,
        `${a}-555-${line}`,
        `${a}.555.${line}`,
        `+1 ${a} 555 ${line}`,
      ]);
    }
    case 'UK': {
      // Ofcom's drama ranges, so no number is anyone's.
      const local =
        a === '020'
          ? `7946 0${d(3)}`
          : a === '029'
            ? `2018 0${d(3)}`
            : a === '01632'
              ? `960${d(3)}`
              : `496 0${d(3)}`;
      const mobile = `7700 900${d(3)}`;
      return oneOf(rng, [`${a} ${local}`, `+44 ${a.slice(1)} ${local}`, `0${mobile}`, `+44 ${mobile}`]);
    }
    case 'IE':
      return oneOf(rng, [
        `${a} ${d(3)} ${d(4)}`,
        `+353 ${a.slice(1)} ${d(3)} ${d(4)}`,
        `087 ${d(3)} ${d(4)}`,
      ]);
    case 'AU':
      return oneOf(rng, [`(${a}) 5550 ${d(4)}`, `+61 ${a.slice(1)} 5550 ${d(4)}`, `0491 570 ${d(3)}`]);
    case 'ES': {
      const rest = d(9 - a.length);
      const nine = a + rest;
      const mobile = `6${d(8)}`;
      return oneOf(rng, [
        `${nine.slice(0, 3)} ${nine.slice(3, 6)} ${nine.slice(6)}`,
        a.length === 2
          ? `${a} ${rest.slice(0, 3)} ${rest.slice(3, 5)} ${rest.slice(5)}`
          : `${a} ${rest.slice(0, 2)} ${rest.slice(2, 4)} ${rest.slice(4)}`,
        `${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`,
        `+34 ${mobile.slice(0, 3)} ${mobile.slice(3, 5)} ${mobile.slice(5, 7)} ${mobile.slice(7)}`,
      ]);
    }
    case 'MX': {
      const rest = d(10 - a.length);
      const grouped =
        a.length === 2 ? `${rest.slice(0, 4)} ${rest.slice(4)}` : `${rest.slice(0, 3)} ${rest.slice(3)}`;
      return oneOf(rng, [`${a} ${grouped}`, `+52 ${a} ${grouped}`, `(${a}) ${grouped}`]);
    }
    case 'CO':
      return oneOf(rng, [`(${a}) ${d(3)} ${d(4)}`, `+57 ${a} ${d(3)} ${d(4)}`, `3${d(2)} ${d(3)} ${d(4)}`]);
    case 'AR':
      return a === '11'
        ? oneOf(rng, [`11 4${d(3)}-${d(4)}`, `+54 11 4${d(3)}-${d(4)}`, `+54 9 11 ${d(4)}-${d(4)}`])
        : oneOf(rng, [`${a} 4${d(2)}-${d(4)}`, `+54 ${a} 4${d(2)}-${d(4)}`]);
    case 'CL':
      return oneOf(rng, [`+56 ${a} ${a === '2' ? '2' : ''}${d(3)} ${d(4)}`, `+56 9 ${d(4)} ${d(4)}`]);
    case 'UY':
      return oneOf(rng, [`2${d(3)} ${d(4)}`, `+598 2${d(3)} ${d(4)}`, `09${d(1)} ${d(3)} ${d(3)}`]);
    case 'EC':
      return oneOf(rng, [`(02) ${d(3)} ${d(4)}`, `+593 2 ${d(3)} ${d(4)}`, `09${d(1)} ${d(3)} ${d(4)}`]);
  }
}

/** How a country writes money: symbol, where it goes, thousands mark, and local units per dollar. */
const MONEY: Record<Country, { symbol: string; suffix?: boolean; thousands: string; perDollar: number }> = {
  US: { symbol: '$', thousands: ',', perDollar: 1 },
  CA: { symbol: '$', thousands: ',', perDollar: 1.3 },
  AU: { symbol: '$', thousands: ',', perDollar: 1.5 },
  UK: { symbol: '£', thousands: ',', perDollar: 0.8 },
  IE: { symbol: '€', thousands: ',', perDollar: 0.9 },
  ES: { symbol: '€', suffix: true, thousands: '.', perDollar: 0.9 },
  MX: { symbol: '$', thousands: ',', perDollar: 18 },
  CO: { symbol: '$', thousands: '.', perDollar: 4000 },
  AR: { symbol: '$', thousands: '.', perDollar: 1000 },
  CL: { symbol: '$', thousands: '.', perDollar: 900 },
  UY: { symbol: '$', thousands: '.', perDollar: 40 },
  EC: { symbol: '$', thousands: ',', perDollar: 1 },
};

/** A price a marketer would pick near `value`: two significant figures, often ending in 9. */
export function niceAmount(value: number, rng: Rng): number {
  if (value < 10) return Math.max(1, Math.round(value));
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  const round = Math.round(value / unit) * unit;
  return unit <= 10 && round >= 20 && rng() < 0.5 ? round - 1 : round;
}

export interface MoneyStyle {
  country: Country;
  /** Spain writes '45 €' or '45€'; one brief keeps one. */
  tight: boolean;
}

/** `dollars` in the country's money, rounded as a price and written as it is written there. */
export function money(dollars: number, style: MoneyStyle, rng: Rng): { amount: number; text: string } {
  const m = MONEY[style.country];
  const amount = niceAmount(dollars * m.perDollar, rng);
  return { amount, text: formatMoney(amount, style) };
}

export function formatMoney(amount: number, style: MoneyStyle): string {
  const m = MONEY[style.country];
  const n = amount >= 1000 ? amount.toLocaleString('en-US').replace(/,/g, m.thousands) : String(amount);
  return m.suffix ? `${n}${style.tight ? '' : ' '}${m.symbol}` : `${m.symbol}${n}`;
}

// ── Dates ──────────────────────────────────────────────────────────────────────────────────────

const MONTHS_EN = list`
  January
  February
  March
  April
  May
  June
  July
  August
  September
  October
  November
  December`;
const MONTHS_ES = list`
  enero
  febrero
  marzo
  abril
  mayo
  junio
  julio
  agosto
  septiembre
  octubre
  noviembre
  diciembre`;

/** A day of the year as the country writes it: 'May 1' (US), '1 May' (UK), '1 de mayo'. */
export function dateFor(
  country: Country,
  language: 'en' | 'es',
  rng: Rng,
  months?: readonly number[],
): string {
  const month = months ? oneOf(rng, months) : Math.floor(rng() * 12);
  const day = 1 + Math.floor(rng() * 28);
  if (language === 'es') return `${day} de ${MONTHS_ES[month]}`;
  return country === 'US' || country === 'CA' ? `${MONTHS_EN[month]} ${day}` : `${day} ${MONTHS_EN[month]}`;
}

// ── Emails ─────────────────────────────────────────────────────────────────────────────────────

const TLD: Record<Country, string> = {
  US: '.com',
  CA: '.ca',
  AU: '.com.au',
  UK: '.co.uk',
  IE: '.ie',
  ES: '.es',
  MX: '.com.mx',
  CO: '.co',
  AR: '.com.ar',
  CL: '.cl',
  UY: '.com.uy',
  EC: '.ec',
};

/** Letters and digits only, without accents: 'Peña & Hijos' -> 'penahijos'. */
export const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** An address a business or person would use. A dotted product name is its own domain ('Mend.io'). */
export function emailFor(
  opts: { name?: string; person?: string; country?: Country; language: 'en' | 'es' },
  rng: Rng,
) {
  const tld = TLD[opts.country ?? 'US'];
  const first = opts.person ? slug(opts.person.replace(/^Dra?\. /, '').split(' ')[0]!) : undefined;
  const boxes =
    opts.language === 'es' ? ['hola', 'info', 'contacto', 'reservas'] : ['hello', 'info', 'team', 'office'];
  if (opts.name) {
    const dotted = /^[\p{L}\d]+\.(io|ai|app|me|es)$/u.test(opts.name);
    const domain = dotted ? opts.name.toLowerCase() : `${slug(opts.name)}${tld}`;
    return `${first && rng() < 0.4 ? first : oneOf(rng, boxes)}@${domain}`;
  }
  const parts = (opts.person ?? '').replace(/^Dra?\. /, '').split(' ');
  const last = slug(parts.at(-1) ?? '');
  return rng() < 0.5
    ? `${first}.${last}@gmail.com`
    : `${oneOf(rng, [first, ...boxes])}@${first}${last}${tld}`;
}
