import { describe, expect, it } from 'vitest';
import { isNounPhrase, objectNounPhrase, spanishObject } from './grammar.ts';

/** The thing a clause names after its verb, in families of phrasing a brief uses. */
describe('objectNounPhrase', () => {
  it.each([
    ['we would love to push drain cleaning', 'drain cleaning'],
    ['could you highlight teeth whitening', 'teeth whitening'],
    ['the page should feature kitchen remodels', 'kitchen remodels'],
    ['we can also do down payment assistance', 'down payment assistance'],
    ['our bestseller is gel manicures', 'gel manicures'],
    ['mostly we run small group tours', 'small group tours'],
  ])('%s', (clause, thing) => {
    expect(objectNounPhrase(clause)).toBe(thing);
  });

  it.each([
    'personal training sessions',
    'wedding planning',
    'we need more phone calls',
    'the weather is nice',
  ])('no thing after a selling verb: %s', (phrase) => {
    expect(objectNounPhrase(phrase)).toBeNull();
  });
});

describe('spanishObject', () => {
  it.each([
    ['nos dedicamos a envío de facturas', 'envío de facturas'],
    ['lo que más nos piden es la limpieza dental', 'limpieza dental'],
    ['queremos destacar talleres de cerámica', 'talleres de cerámica'],
    ['organizamos bodas en la playa', 'bodas en la playa'],
    ['préstamos hipotecarios', 'préstamos hipotecarios'],
  ])('%s', (clause, thing) => {
    expect(spanishObject(clause)).toBe(thing);
  });

  it.each(['queremos que', 'somos de Sevilla y'])('nothing named: %s', (clause) => {
    expect(spanishObject(clause)).toBeNull();
  });
});

describe('isNounPhrase', () => {
  it.each(['down payment assistance', 'in-home care', 'after-school clubs'])('a compound noun: %s', (p) => {
    expect(isNounPhrase(p)).toBe(true);
  });
  it.each(['for kids', 'down the road', 'we fix leaks'])('not a noun phrase: %s', (p) => {
    expect(isNounPhrase(p)).toBe(false);
  });
});
