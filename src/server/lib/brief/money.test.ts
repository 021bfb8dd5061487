import { describe, expect, it } from 'vitest';
import { billingPeriod, findPrices, findWasNow } from './money.ts';

/**
 * Was/now is read from how two prices stand in a sentence, so these are written as families:
 * each line a different way a marketer says "this replaces that", and lines that must stay two
 * plain prices.
 */
describe('findWasNow', () => {
  it.each([
    ['Spring special: was $250, now $180.', '$250', '$180'],
    ['Teeth cleaning $89 (normally $140)', '$140', '$89'],
    ['Intro package £120 — regular price £200', '£200', '£120'],
    ['Full set of lashes: originally $160, today $110', '$160', '$110'],
    ['Website audit valued at $900, yours for $450', '$900', '$450'],
    ['Retail $75, members pay $60', '$75', '$60'],
    ['Launch deal at €39 instead of €59', '€59', '€39'],
    ['Weekend pass $320 -> $240', '$320', '$240'],
    ['Family photo session $400, now only $300!', '$400', '$300'],
    ['Roof inspection $199 but this month just $99', '$199', '$99'],
    ['Price reduced from $2,400 to $1,950 for early birds', '$2,400', '$1,950'],
    ['Pack de 10 clases a 90 €, antes 120 €', '120 €', '90 €'],
    ['Limpieza dental por 35 € (precio habitual 60 €)', '60 €', '35 €'],
    ['Curso completo: 1.200 € → 890 €', '1.200 €', '890 €'],
    ['Matrícula rebajada de 300 € a 199 €', '300 €', '199 €'],
    ['Semana de campamento a $2.400 en lugar de $4.100', '$4.100', '$2.400'],
  ])('%s', (text, was, now) => {
    expect(findWasNow(text)).toEqual({ was, now });
  });

  it.each([
    'Basic $29, Pro $99, Agency $249',
    'Starter plan only $29, premium $99',
    '$49/month or $490/year',
    '$12 per seat per month, $99 flat for teams',
    'Consultations $50. Full sessions $120. Special offer this month.',
    'Great value at $49; the premium kit is $99',
    'Free shipping over $50 on orders from $20',
    'Entrada general 15 €, VIP 40 €',
    'Was $99 in London and €99 in Dublin',
  ])('two plain prices: %s', (text) => {
    expect(findWasNow(text)).toBeNull();
  });
});

describe('findPrices and billingPeriod', () => {
  it.each([
    ['Coaching is $240 monthly', '$240 monthly', 'month'],
    ['Plans from $19/mth', '$19/mth', 'month'],
    ['Only $35 every month', '$35 every month', 'month'],
    ['Cuota de 45 € por mes', '45 € por mes', 'month'],
    ['Plan anual: 490 € anuales', '490 € anuales', 'year'],
    ['Membership $300 annually', '$300 annually', 'year'],
    ['Tickets $25', '$25', null],
  ])('%s', (text, price, period) => {
    expect(findPrices(text)).toEqual([price]);
    expect(billingPeriod(price)).toBe(period);
  });
});
