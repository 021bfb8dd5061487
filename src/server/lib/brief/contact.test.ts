import { describe, expect, it } from 'vitest';
import { findPhone } from './contact.ts';

/** Phones in any country's local format, when the brief says it is a phone. */
describe('findPhone', () => {
  it.each([
    ['Nuestro número es el 2053 9836.', '2053 9836'],
    ['Llamadas al 2759 1722, de lunes a viernes', '2759 1722'],
    ['Call us on 555 0192 for a quote', '555 0192'],
    ['WhatsApp: 9 8765 4321', '9 8765 4321'],
    ['Phone: (512) 555-0147', '(512) 555-0147'],
  ])('%s', (text, phone) => {
    expect(findPhone(text)).toBe(phone);
  });

  it.each(['Founded in 1998, 2000 happy clients', 'Orders over 1500 ship free', 'Open 9-17 daily'])(
    'not a phone: %s',
    (text) => {
      expect(findPhone(text)).toBeNull();
    },
  );
});
