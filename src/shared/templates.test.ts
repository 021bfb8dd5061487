import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './templates.ts';

/** What a template may ask a form for: the lead-form contract's fields, in the user's words. */
const CONTRACT_FIELDS = /\b(first name|last name|full name|email|phone( number)?|message|preferred date)\b/;

describe('template form instructions', () => {
  const withForms = TEMPLATES.filter((t) => /\bform\b/.test(t.prompt));

  it.each(withForms)('$id says which contract fields its form asks for', (template) => {
    const sentence = template.prompt
      .split(/(?<=\.)\s/)
      .find((s) => /\bform\b/.test(s) && CONTRACT_FIELDS.test(s));
    expect(sentence).toBeDefined();
    expect(sentence).toMatch(/\bemail\b|\bphone\b/);
  });

  it.each(TEMPLATES)('$id never asks for a form address or a platform-specific form', (template) => {
    expect(template.prompt).not.toMatch(
      /\baction=|action (url|address)|https?:\/\/|form url|webhook|data-ghl/i,
    );
  });
});
