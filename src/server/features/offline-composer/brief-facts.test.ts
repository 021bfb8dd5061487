import { describe, expect, it } from 'vitest';
import { detectServices } from './brief-facts.ts';

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
