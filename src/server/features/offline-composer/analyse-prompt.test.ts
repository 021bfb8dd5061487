import { describe, expect, it } from 'vitest';
import { analysePrompt } from './analyse-prompt.ts';

/** What is sold decides the niche; an offer's terms shared by many trades do not. */
describe('analysePrompt: the niche', () => {
  it.each([
    [
      'a gym with a free trial',
      'Ironworks, a strength gym in Leeds. 14-day free trial, then $49/month.',
      'saas',
    ],
    [
      'un gimnasio con prueba',
      'Estudio Fuerte, un centro de fitness. Incluye 14 días de prueba gratis.',
      'saas',
    ],
  ])('%s is not software', (_, prompt, not) => {
    expect(analysePrompt({ prompt }).profile.id).not.toBe(not);
  });

  it('an early-bird price does not make a camp an event', () => {
    const brief = analysePrompt({
      prompt:
        'Wild Oaks Day Camp: outdoor adventure for kids aged 6 to 12 in Boulder. Archery, canoeing and nature crafts. Early bird $420 per week until April 15.',
    });
    expect(brief.profile.id).not.toBe('events');
    expect(brief.services.map((s) => s.toLowerCase())).not.toContain('early bird');
  });

  it('a product with integrations and per-seat prices is software', () => {
    const brief = analysePrompt({
      prompt:
        'Tallyo: invoices for freelancers. Integrates with Slack and QuickBooks. $9 per seat per month.',
    });
    expect(brief.profile.id).toBe('saas');
  });
});
