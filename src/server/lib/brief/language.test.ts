import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it.each([
    [
      'Landing page for Summit Plumbing & Drain in Denver. 24/7 emergency plumber. Call (303) 555-0142.',
      'en',
    ],
    ['Kids summer camp for ages 6-12 at Pine Lake Academy, July 7 to August 15.', 'en'],
    ['dog grooming', 'en'],
    ['yoga studio in Leeds', 'en'],
    ['Roofing in Tampa', 'en'],
    ['Casa Lumbre tapas bar', 'en'],
    ['Bella Vista Salon, hair color and balayage', 'en'],
    ['Free 5-day email course by Maria González on Instagram marketing for bakers.', 'en'],
    ['landing page', 'en'],
    ['Sales funnel for Los Altos dental implants', 'en'],
    ['Para Bellum Tactical, firearms training for beginners', 'en'],
    ['', 'en'],
    ['Página para Clínica Dental Sonrisa en Sevilla. Primera consulta gratis.', 'es'],
    ['Peluquería canina en Madrid, baño y corte desde 25 €', 'es'],
    ['Fontanero urgente 24 horas en Valencia', 'es'],
    ['Dentista en Madrid', 'es'],
    ['Alba, cosmética natural', 'es'],
    ['Hocicos, Barcelona: adiestramiento canino', 'es'],
    ['Necesito una landing para mi academia de inglés, clases para niños de 6 a 12 años.', 'es'],
    ['necesito landing: SEO local', 'es'],
    ['implantes dentales', 'es'],
    ['Clínica Dermabel, peeling químico - Barcelona', 'es'],
    ['Site pour une boulangerie à Lyon, pains au levain', 'fr'],
    ['Landingpage für unsere Zahnarztpraxis in Berlin', 'de'],
  ])('%s -> %s', (text, code) => {
    expect(detectLanguage(text).code).toBe(code);
  });
});
