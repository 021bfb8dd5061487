import { describe, expect, it } from 'vitest';
import { detectOffer, detectServices, pricedItems } from './brief-facts.ts';

/**
 * What is sold, read from sentences with no "Services:" label: the thing after the verb, in
 * English and Spanish, and Spanish style talk told apart from services whose adjectives follow
 * the noun.
 */
describe('detectServices without a cue', () => {
  it.each([
    [
      'en',
      'We would love to push drain cleaning and water heater installs.',
      ['drain cleaning', 'water heater installs'],
    ],
    ['es', 'Lo que más nos piden es la limpieza profesional de sofás.', ['limpieza profesional de sofás']],
    ['es', 'Nos encanta la danza moderna. Tono cercano, colores cálidos.', ['danza moderna']],
    [
      'es',
      'Hacemos diseño web y fotografía de producto. Estilo elegante y moderno.',
      ['diseño web', 'fotografía de producto'],
    ],
  ])('%s: %s', (language, prompt, expected) => {
    const services = detectServices(prompt, [], [], language);
    for (const thing of expected) expect(services).toContain(thing);
    expect(services.some((s) => /tono|colores|estilo|elegante/i.test(s))).toBe(false);
  });
});

/** The offer, read from how a brief prices a thing rather than from the word "offer". */
describe('detectOffer', () => {
  it.each([
    [
      'a list item that prices a thing',
      'biz: Shine Studio; gel manicure combo - $45; area: Leeds',
      'gel manicure combo',
    ],
    [
      'a thing, a colon and was/now',
      'servicios: cortes\nentrada VIP: 240€ -> 149€\nen Zaragoza',
      'entrada VIP',
    ],
    [
      'the thing after its prices',
      'Antes 900 €, ahora 650 €: sesión de fotos familiar hasta el 3 de junio.',
      'sesión de fotos familiar',
    ],
    [
      'a Spanish free offer',
      'Somos una academia de inglés. Primera clase de prueba gratis para nuevos alumnos.',
      'Primera clase de prueba gratis para nuevos alumnos',
    ],
  ])('%s', (_, prompt, offer) => {
    expect(detectOffer(prompt)).toBe(offer);
  });

  it.each(['Precio: 45 € al mes', 'Tel: 600 123 123'])('a label is no offer: %s', (prompt) => {
    expect(detectOffer(prompt)).toBeNull();
  });
});

describe('detectOffer keeps the thing, not the talk around it', () => {
  it('drops the opening verb and the closing price', () => {
    expect(detectOffer("Right now we're running a website and SEO starter package $3,500.")).toBe(
      'website and SEO starter package',
    );
  });
});

describe('what is never a thing sold', () => {
  it('greetings, price talk and offer terms', () => {
    const prompt =
      "Hey, we're a roofing company. Mostly we do storm damage repairs. Regular price for an inspection is $250, this month $99. Early bird pricing for spring installs.";
    const services = detectServices(prompt, [], ['roof'], 'en');
    expect(services).toContain('storm damage repairs');
    for (const junk of ['Hey', 'Regular price', 'Early bird pricing'])
      expect(services.map((s) => s.toLowerCase())).not.toContain(junk.toLowerCase());
  });

  it('a price label never starts inside a word', () => {
    const prompt = `${'x'.repeat(80)} We're running a website and SEO starter package for $3,500 till August 7.`;
    expect(pricedItems(prompt, ['$3,500'])[0]!.label).toBe('website and SEO starter package');
  });
});

describe('detectServices: goals, orders and small words', () => {
  it('what the brief wants from the page is not a thing sold', () => {
    const services = detectServices(
      'Ledgerly: bookkeeping software for restaurants. Want demo bookings.',
      [],
      [],
      'en',
    );
    expect(services).toContain('bookkeeping software');
    expect(services.map((s) => s.toLowerCase())).not.toContain('demo bookings');
  });

  it('a Spanish phrase loses the preposition a name left at its end, and an order is no service', () => {
    const services = detectServices(
      'Clases de guitarra online con Martín Ruiz. Para principiantes. Escríbeme a martin@ejemplo.com',
      ['Martín Ruiz'],
      [],
      'es',
    );
    expect(services).toContain('Clases de guitarra online');
    expect(services.map((s) => s.toLowerCase())).not.toContain('escríbeme');
  });
});
