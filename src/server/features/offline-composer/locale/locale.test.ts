import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRIEF_CORPUS } from '../../../../../tests/briefs/corpus.ts';
import { profileCopy } from '../../../../../tests/support/offline-composer-helpers.ts';
import { DEFAULT_GENERATION_OPTIONS } from '../../../../shared/api/generation.ts';
import { composePage } from '../compose-page.ts';
import { PROFILES, PROFILES_ES, profileById, profilesFor } from '../profiles/index.ts';
import { parseProfile } from '../profiles/profile-schema.ts';
import type { IndustryProfile } from '../types.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { localeFor } from './index.ts';
import { definite, isFeminine, isPlural, possessive, singular } from './spanish.ts';
import type { AngleWords } from './types.ts';

/** Sample arguments for the tables' templates: the same for both languages. */
const WORDS: AngleWords = {
  brand: 'Acme',
  customers: 'clientes',
  service: 'servicio',
  outcome: 'resultado',
  location: 'Sevilla',
  claim: 'consulta',
  magnet: 'guía',
  date: '12 de marzo',
  day: '12 de marzo',
  event: 'webinar',
  topic: 'ventas',
  person: 'Ana Ruiz',
};

/** Helpers that transform the brief's own words rather than say anything themselves. */
const HELPERS = new Set(['tidy', 'singular', 'audience', 'eventName', 'magnet', 'thing', 'dayOf']);

/** Strings that are the same in both languages: brand names and loanwords Spanish marketing uses. */
const SAME_IN_BOTH = new Set([
  'App Store',
  'Google Play',
  'Premium',
  'Plus',
  'Pro',
  'VIP',
  'SEO',
  'Networking',
  'Landing pages',
  'Checklist',
  'coaching',
]);

/** Calls a template with plain strings, or with angle words when it reads them. */
function call(fn: unknown, text: string, words: AngleWords): unknown {
  const f = fn as (...a: unknown[]) => unknown;
  try {
    const value = f(text, text, text, text);
    if (typeof value !== 'string' || !value.includes('undefined')) return value;
  } catch {
    // Reads fields of its argument: an angle template.
  }
  return (f as (w: AngleWords, g: string) => unknown)(words, 'booking');
}

type Leaf = { path: string; value: unknown };

/** Every string a table holds or writes, templates called with the same sample arguments. */
function leaves(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'function') return leaves(call(node, 'Acme', WORDS), `${path}()`);
  if (node instanceof RegExp || node === null) return [];
  if (Array.isArray(node)) return node.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (typeof node === 'object') {
    return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
      HELPERS.has(k) ? [] : leaves(v, path ? `${path}.${k}` : k),
    );
  }
  return [{ path, value: node }];
}

/** The shape of a table: keys, and which leaves are functions, patterns or lists. */
function shape(node: unknown): unknown {
  if (typeof node === 'function') return 'fn';
  if (node instanceof RegExp) return 'regexp';
  if (node === null) return 'null';
  if (Array.isArray(node)) return node.map(shape);
  if (typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  return typeof node;
}

describe('page string tables', () => {
  it('Spanish has every key English has, of the same kind', () => {
    expect(shape(ES)).toEqual(shape(EN));
    expect(localeFor('es')).toBe(ES);
    expect(localeFor('en')).toBe(EN);
    expect(localeFor(undefined)).toBe(EN);
  });

  it('no Spanish string is empty or still the English one', () => {
    const en = new Map(leaves(EN).map((l) => [l.path, l.value]));
    const es = leaves(ES);
    expect(es.length).toBeGreaterThan(300);
    const empty = es.filter((l) => typeof l.value === 'string' && !l.value.trim()).map((l) => l.path);
    expect(empty).toEqual([]);
    const same = es
      // Section ids and pure slots ("{dated}", "Acme.") have no words of their own to translate.
      .filter((l) => l.path !== 'language' && !l.path.startsWith('builder.navTargets'))
      .filter((l) => /\p{L}{2,}/u.test(String(l.value).replace(/Acme|\{[a-z_]+\}/g, '')))
      .filter((l) => l.value === en.get(l.path) && !SAME_IN_BOTH.has(String(l.value)))
      .map((l) => `${l.path}: ${String(l.value)}`);
    expect(same).toEqual([]);
  });

  it('Spanish buttons stay short: main calls to action fit the nav button, angle ones 40 characters', () => {
    const long = [
      ...Object.values(ES.goalCtas),
      ES.seminarCta,
      ES.heroForm.callBack,
      ES.callNowShort,
      ...PROFILES_ES.flatMap((p) => Object.values(p.ctas ?? {})),
    ].filter((cta) => cta.replace('{brand}', 'Acme').length > 24);
    expect(long).toEqual([]);
    const angle = [...Object.values(ES.angles.ctas).flat(), ...ES.angles.listCtas, ...ES.angles.shortCtas]
      .map((cta) => cta.replace('{brand}', 'Acme Studio').replace('{claim}', 'consulta inicial'))
      .filter((cta) => cta.replace('{magnet}', 'guía gratuita').length > 40);
    expect(angle).toEqual([]);
  });

  it('Spanish grammar: gender, number and the article or possessive a phrase takes', () => {
    expect(possessive('consulta gratuita')).toBe('tu consulta gratuita');
    expect(possessive('clases de prueba')).toBe('tus clases de prueba');
    expect(possessive('3 meses gratis')).toBe('tus 3 meses gratis');
    expect(possessive('20% de descuento')).toBe('tu 20% de descuento');
    expect(possessive('análisis gratuito')).toBe('tu análisis gratuito');
    expect(definite('masterclass')).toBe('la masterclass');
    expect(definite('familias')).toBe('las familias');
    expect(definite('pacientes')).toBe('los pacientes');
    expect(isFeminine('app')).toBe(true);
    expect(isFeminine('CRM')).toBe(false);
    expect(isPlural('masterclass')).toBe(false);
    expect(singular('profesionales')).toBe('profesional');
    expect(singular('dueños de mascotas')).toBe('dueño de mascotas');
    expect(ES.aThing('plataforma')).toBe('una plataforma');
    expect(ES.near(null)).toBe('cerca de ti');
    expect(ES.magnet('free guide: “Diez pasos”')).toBe('guía gratis: “Diez pasos”');
    expect(ES.eventHeadline('masterclass', 'ventas')).toBe('Únete a la masterclass gratuita sobre ventas');
    expect(ES.eventHeadline('webinar', 'ventas')).toBe('Únete al webinar gratuito sobre ventas');
    expect(ES.angles.headline.urgency.eventDated({ ...WORDS, date: 'el jueves 12 de marzo' })).toBe(
      'Reserva tu plaza para el jueves 12 de marzo',
    );
    expect(ES.topbar.offer('primera visita', '1 de mayo')).toBe(
      'Consigue tu primera visita antes del 1 de mayo.',
    );
  });
});

describe('Spanish profiles', () => {
  const dataDir = fileURLToPath(new URL('../profiles/data/es/', import.meta.url));
  const files = readdirSync(dataDir).filter((f) => f.endsWith('.json'));

  /** Claims no profile may make: numbers, ratings, awards, guarantees, speed, credentials. */
  const INVENTED_CLAIMS =
    /\d|★|%|\$|£|€|\bpremiad|\bpremio|\bnúmero uno\b|\bmejor valorad|\bcinco estrellas\b|\bmiles\b|\bcientos\b|\bmillones\b|\bgaranti|\bdevolución del dinero\b|\ben menos de\b|\bel mismo día\b|\bmás rápid|\bmás barat|\bcertificad|\bacreditad|\bcolegiad|\bhomologad|\bsin costes ocultos\b|\bclientes satisfechos\b|\baños de experiencia\b/i;

  it('every file parses and matches an English profile: id, scheme, look, goal and shape', () => {
    for (const f of files)
      expect(() => parseProfile(JSON.parse(readFileSync(`${dataDir}${f}`, 'utf8')))).not.toThrow();
    const english = readdirSync(fileURLToPath(new URL('../profiles/data/', import.meta.url))).filter((f) =>
      f.endsWith('.json'),
    );
    expect(files.sort()).toEqual(english.sort());
    expect(PROFILES_ES.map((p) => p.id)).toEqual(PROFILES.map((p) => p.id));
    expect(profilesFor('es')).toBe(PROFILES_ES);
    expect(profilesFor('en')).toBe(PROFILES);
    for (const es of PROFILES_ES) {
      const en = profileById(es.id)!;
      expect(profileById(es.id, 'es')).toBe(es);
      const look = (p: IndustryProfile) => ({
        scheme: p.scheme,
        visual: p.visual,
        icon: p.icon,
        goal: p.goal,
        local: p.local,
        industryOptions: p.industryOptions,
        icons: p.benefits.map(([icon]) => icon),
        steps: p.steps.length,
        faq: p.faq.length,
        figures: p.figures.length,
        services: p.services.length,
        plans: p.plans.map((plan) => [plan.period === '', plan.features.length]),
        ctas: Object.keys(p.ctas ?? {}).sort(),
      });
      expect(look(es), es.id).toEqual(look(en));
    }
  });

  it.each(PROFILES_ES.map((p) => [p.id, p] as const))('%s is written in Spanish', (_id, es) => {
    const en = profileById(es.id)!;
    const enCopy = profileCopy(en);
    const same = profileCopy(es).filter((text, i) => text && text === enCopy[i] && !SAME_IN_BOTH.has(text));
    expect(same).toEqual([]);
    if (es.id !== 'general') expect(es.keywords).not.toBe(en.keywords);
    expect(es.serviceCard).toContain('{service}');
    // Spanish speaks to the visitor as "tú": no "usted", no "vosotros" forms.
    const text = profileCopy(es).join(' \n ');
    expect(text).not.toMatch(/\busted(es)?\b|\bvuestr[oa]s?\b|\bpodéis\b|\btenéis\b|\bqueréis\b/i);
  });

  it.each(PROFILES_ES.map((p) => [p.id, p] as const))('%s invents no facts about the business', (_id, p) => {
    for (const text of profileCopy(p)) expect(text, p.id).not.toMatch(INVENTED_CLAIMS);
  });
});

// ── Pages ─────────────────────────────────────────────────────────────────────────────────

/** What a visitor can read or hear: text, alt and aria labels, the words drawn in image slots. */
function readable(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/data:image\/svg\+xml,([^"]*)/g, (_m, svg: string) => decodeURIComponent(svg))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/**
 * English a Spanish page must not carry: every literal run of words in the English table (the
 * text around its templates' slots) and every line of the English profiles' copy.
 */
function englishFragments(): string[] {
  const mark = '⟦slot⟧';
  const words: AngleWords = Object.fromEntries(
    Object.entries(WORDS).map(([k]) => [k, mark]),
  ) as unknown as AngleWords;
  const out = new Set<string>();
  const walk = (node: unknown, key = ''): void => {
    if (HELPERS.has(key) || key === 'language') return;
    if (typeof node === 'function') {
      walk(call(node, mark, words));
      return;
    }
    if (typeof node === 'string') {
      for (const part of node.split(/⟦slot⟧|\{[a-z_]+\}|(?<=[.?!])\s+/)) {
        const text = part.replace(/^[\s,.:;?!·]+|[\s,.:;?!·]+$/g, '');
        if (text.length >= 9 && /[a-z]{3,} [a-z]/i.test(text) && !SAME_IN_BOTH.has(text)) out.add(text);
      }
      return;
    }
    if (Array.isArray(node)) for (const v of node) walk(v);
    else if (node && typeof node === 'object' && !(node instanceof RegExp))
      for (const [k, v] of Object.entries(node)) walk(v, k);
  };
  walk(EN);
  for (const p of PROFILES) for (const text of copy(p)) walk(text);
  return [...out];

  function copy(p: IndustryProfile): string[] {
    return [
      p.headline,
      p.sub,
      p.eyebrow,
      p.serviceCard,
      p.outcome,
      ...p.benefits.flatMap(([, title, text]) => [title, text]),
      ...p.steps.flat(),
      ...p.faq.flat(),
      ...p.figures,
      ...p.plans.flatMap((plan) => plan.features),
      ...Object.values(p.ctas ?? {}),
    ];
  }
}

const FRAGMENTS = englishFragments();

/** The page's skeleton: its tags and classes, without any text. */
function skeleton(html: string): string {
  // The business-name placeholder stands wherever a sentence names the business, and the two
  // languages' sentences may name it in different places.
  html = html.replace(/<span class="pc-ph" data-pc-placeholder="name">/g, '');
  // A hero too long for a phone's first screen puts its buttons under the headline there
  // (sections/first-screen.ts): a choice by the copy's length, which differs between languages.
  html = html.replace(/ pc-actions--lead"/g, '"');
  return (html.match(/<[a-z][a-z0-9]*(?:\s+class="[^"]*")?/g) ?? []).join('');
}

describe('a page in Spanish', () => {
  const spanish = (prompt: string, options = {}, variationIndex = 0) =>
    composePage({
      prompt,
      options: { ...DEFAULT_GENERATION_OPTIONS, ...options },
      variationIndex,
      language: 'es',
    });

  it('knows a good share of English to look for', () => {
    expect(FRAGMENTS.length).toBeGreaterThan(500);
    expect(FRAGMENTS).toContain('We respect your privacy');
  });

  it('is marked lang="es" and titled in Spanish', () => {
    const page = spanish(
      'Página para Clínica Dental Sonrisa Norte en Sevilla: revisiones, implantes y ortodoncia. Formulario de reserva y preguntas frecuentes.',
    );
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toMatch(/<meta name="description" content="[^"]*(?:tus|te|tu|de|en) /);
    expect(readable(page.html)).toContain('Preguntas frecuentes');
    expect(page.html.length).toBeLessThan(60_000);
    // The chat explanation stays in the app's language.
    expect(page.explanation).toMatch(/^I built /);
  });

  it('follows the brief: a Spanish brief gets a Spanish page unless English is asked for', () => {
    const prompt =
      'Necesito una página para nuestra clínica dental en Sevilla: revisiones, limpiezas y ortodoncia para toda la familia.';
    const options = DEFAULT_GENERATION_OPTIONS;
    const auto = composePage({ prompt, options });
    expect(auto.html).toContain('<html lang="es">');
    const english = composePage({ prompt, options, language: 'en' });
    expect(english.html).toContain('<html lang="en">');
    expect(readable(english.html)).not.toContain('Preguntas frecuentes');
    expect(readable(english.html)).not.toContain('Respetamos tu privacidad');
  });

  // Every corpus brief, read as English and written in Spanish, covers every profile and goal.
  const cases = BRIEF_CORPUS.flatMap((b) => [0, 1, 2, 3, 4].map((v) => [b.id, v, b] as const));

  it.each(cases)(
    '%s (variation %i) carries no fixed English and keeps the English layout',
    (_id, v, brief) => {
      const es = spanish(brief.prompt, brief.options, v);
      const en = composePage({
        prompt: brief.prompt,
        options: { ...DEFAULT_GENERATION_OPTIONS, ...brief.options },
        variationIndex: v,
        language: 'en',
      });
      expect(es.html).toContain('<html lang="es">');
      const text = readable(es.html);
      const prompt = brief.prompt.toLowerCase();
      const english = FRAGMENTS.filter((f) => text.includes(f) && !prompt.includes(f.toLowerCase()));
      expect(english).toEqual([]);
      expect(es.html.length).toBeLessThan(60_000);
      expect(skeleton(es.html)).toBe(skeleton(en.html));
    },
  );
});
