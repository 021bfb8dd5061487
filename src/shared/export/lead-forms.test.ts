import { describe, expect, it } from 'vitest';
import { isPlaceholderAction, isWiredForm } from './lead-forms.ts';

const attrs = (o: Record<string, string>) => Object.entries(o).map(([name, value]) => ({ name, value }));

/** Actions that send a visitor's data nowhere useful: none, "#", javascript:, relative, placeholder hosts. */
const NOWHERE_ACTIONS = [
  '',
  '#',
  ' # ',
  'javascript:void(0)',
  '/subscribe',
  'thanks.html',
  'https://example.com/submit',
  'https://api.example.org/x',
  'https://yourdomain.com/form',
  'https://x.invalid/',
];

/** The marketer's own form handlers (their CRM's): real hosts, look-alikes included. */
const REAL_ACTIONS = [
  'https://services.leadconnectorhq.com/hooks/abc',
  'http://forms.acme.io/lead',
  'https://notexample.com/x',
];

describe('isWiredForm', () => {
  it('wires marked forms whatever their action', () => {
    expect(isWiredForm(attrs({ 'data-pc-form': '', action: 'https://crm.acme.io/f' }))).toBe(true);
  });
  it.each(NOWHERE_ACTIONS)('wires a form whose action %j goes nowhere', (action) => {
    expect(isPlaceholderAction(action)).toBe(true);
    expect(isWiredForm(attrs({ action }))).toBe(true);
  });
  it('wires a form without an action', () => expect(isWiredForm(attrs({ method: 'post' }))).toBe(true));
  it.each(REAL_ACTIONS)('leaves a real action %j alone', (action) => {
    expect(isPlaceholderAction(action)).toBe(false);
    expect(isWiredForm(attrs({ action }))).toBe(false);
  });
});
