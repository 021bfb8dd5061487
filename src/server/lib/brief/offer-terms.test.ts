import { describe, expect, it } from 'vitest';
import { findAgeRange, findScarcity } from './offer-terms.ts';

/** Scarcity is read as a shape (what runs out, how few, how fast), so these are families. */
describe('findScarcity', () => {
  it.each([
    ['Book soon, dates are filling up fast.', 'dates are filling up fast'],
    ['Only 12 spots per cohort.', 'Only 12 spots'],
    ['We have just 6 places left this term', 'just 6 places left'],
    ['Few appointments remaining in December', 'Few appointments remaining'],
    ['Our weekend slots always sell out', 'slots always sell out'],
    ['Seats sell out every year, so register early', 'Seats sell out every year'],
    ['The last 3 tables available for NYE', 'The last 3 tables available'],
    ['Limited summer spots', 'Limited summer spots'],
    ['Weeks are booking up quickly', 'Weeks are booking up quickly'],
    ['Classes capped at 10', 'Classes capped at 10'],
    ['Limited availability in June', 'limited availability'],
    ['Quedan pocas plazas para julio', 'Quedan pocas plazas'],
    ['Solo 8 cupos disponibles', 'Solo 8 cupos disponibles'],
    ['Las fechas se agotan rápido', 'fechas se agotan rápido'],
    ['Últimas entradas a la venta', 'Últimas entradas'],
    ['Plazas limitadas', 'Plazas limitadas'],
  ])('%s', (text, phrase) => {
    expect(findScarcity(text)?.toLowerCase()).toBe(phrase.toLowerCase());
  });

  it.each([
    'Results in a few weeks',
    'Appointments available Monday to Friday',
    'Delivered in only 2 days',
    'Over the last few weeks we redesigned our menu',
    'Two rooms and a garden for parties',
    'Citas disponibles de lunes a viernes',
    'Clases completas de yoga y pilates',
    'En pocas semanas notarás la diferencia',
    'We take bookings online and by phone',
  ])('not scarcity: %s', (text) => {
    expect(findScarcity(text)).toBeNull();
  });
});

describe('findAgeRange', () => {
  it.each([
    ['Summer camp for ages 6-12', 6, 12],
    ['Open to 8–14 year olds', 8, 14],
    ['For kids 5 to 11', 5, 11],
    ['children aged six to twelve', 6, 12],
    ['Teens 13 through 17 welcome', 13, 17],
    ['between 4 and 10 years old', 4, 10],
    ['Campers aged 7-13 (day camp)', 7, 13],
    ['Programa para niños de 6 a 12 años', 6, 12],
    ['niños entre 4 y 10', 4, 10],
    ['Clases para jóvenes de 12 a 16', 12, 16],
    ['Ages 5+', 5, null],
    ['kids 8 and up', 8, null],
    ['6-12 yrs', 6, 12],
  ])('%s', (text, from, to) => {
    expect(findAgeRange(text)).toMatchObject({ from, to });
  });

  it.each([
    'Open 9-5 Monday to Friday',
    'Sessions of 45 to 60 minutes',
    'Packs of 5-10 classes',
    'Abierto de 9 a 14',
  ])('not an age range: %s', (text) => {
    expect(findAgeRange(text)).toBeNull();
  });
});
