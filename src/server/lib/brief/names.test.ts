import { describe, expect, it } from 'vitest';
import { findWhoAndWhere } from './names.ts';

/** Names and people, by families of how briefs write them. */
describe('findWhoAndWhere', () => {
  it.each([
    [
      'a name never runs on past a line break',
      'biz: Harbor Point Dental\nLaser whitening\nin Leeds',
      'Harbor Point Dental',
    ],
    [
      'an opening verb is not part of the name',
      "We're Oakline Builders, a kitchen remodeling company.",
      'Oakline Builders',
    ],
    ['Spanish too', 'Somos Estudio Norte, una agencia de diseño en Valencia.', 'Estudio Norte'],
    [
      'the dot of a closing abbreviation stays',
      'Name: Copper Kettle Co.\nServices: catering',
      'Copper Kettle Co.',
    ],
    [
      'a capitalised "The" before the name stays',
      'Landing page for The Copper Pot, a family bistro in Leeds',
      'The Copper Pot',
    ],
    [
      'a name the parser knows as a place, described as a business',
      'So we are Riverbend, an outdoor adventure camp.',
      'Riverbend',
    ],
    [
      "a person's name may begin the business's",
      'Hannah Cole Realty (real estate agency) in Tulsa',
      'Hannah Cole Realty',
    ],
  ])('%s', (_, text, name) => {
    expect(findWhoAndWhere(text).name).toBe(name);
  });

  it.each([
    [
      'after a role with no article',
      'Maya Brooks, wedding photographer | elopements | Denver',
      'Maya Brooks',
    ],
    ['between separators, with no cue', 'Fernway Tax - CPA - Sam Whitaker | bookkeeping', 'Sam Whitaker'],
    [
      'after a label the reader does not know',
      '• Responsable: Diego Romero\n• Ciudad: Barcelona',
      'Diego Romero',
    ],
    [
      'an opening verb is not part of a person',
      'Put Tessa Morgan front and center, people know her.',
      'Tessa Morgan',
    ],
  ])('a person %s', (_, text, person) => {
    expect(findWhoAndWhere(text).person).toBe(person);
  });

  it.each([
    ['a team', "We're Summit Home Finders, a buyer's agent team in Leeds."],
    ['a place', 'Victoria Park is where we run the bootcamp.'],
  ])('not a person: %s', (_, text) => {
    expect(findWhoAndWhere(text).person).toBeNull();
  });

  it('the place after a name ending in an abbreviation, before a dash', () => {
    expect(findWhoAndWhere('Harbor Light Films Co., Cork — elopement films').place).toBe('Cork');
  });

  it('a person alone is never the business name', () => {
    const found = findWhoAndWhere('Maya Brooks, wedding photographer | elopements | Denver');
    expect(found.name).toBeNull();
  });
});

describe('findPlace', () => {
  it('a Spanish word that opens a sentence is no place', () => {
    expect(
      findWhoAndWhere('Clases de guitarra online con Martín Ruiz. Para principiantes y nivel medio.').place,
    ).toBeNull();
  });
});

describe('a quoted title', () => {
  it('keeps the name it had, without a "The" the quotes hold', () => {
    const found = findWhoAndWhere(
      'An opt-in page for a free e-book called "The 30-Day Client Attraction Plan".',
    );
    expect(found.name).not.toMatch(/^The /);
  });
});
