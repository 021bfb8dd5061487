import type { BillingStatus } from '@shared/api/billing';
import { DEFAULT_GENERATION_OPTIONS, type GenerationOptions } from '@shared/api/generation';
import { describe, expect, it } from 'vitest';
import {
  chatLimitBlocking,
  elementEditBlocking,
  fitOptionsToPlan,
  limitBlocking,
  variationChoices,
  variationRoom,
} from './plan-room';

/** The seed's Free plan: 3 pages, 10 generations and 3 variations a month. */
function freeStatus(
  usage: { pages?: number; generate?: number; variation?: number; modify?: number; ask?: number } = {},
): BillingStatus {
  return {
    plan: { id: 1, name: 'Free', price: 0, interval: 'monthly' },
    subscription: null,
    usage: {
      landingPages: { used: usage.pages ?? 0, limit: 3 },
      maxVersionsPerPage: 5,
      storage: { used: 0, limit: 100 * 1024 * 1024 },
      period: '2026-11',
      monthly: {
        generate: { used: usage.generate ?? 0, limit: 10 },
        modify: { used: usage.modify ?? 0, limit: 30 },
        variation: { used: usage.variation ?? 0, limit: 3 },
        ask: { used: usage.ask ?? 0, limit: 50 },
      },
    },
  };
}

const unlimited = (): BillingStatus => {
  const status = freeStatus();
  status.plan.name = 'Unlimited';
  status.usage.landingPages.limit = null;
  status.usage.monthly.variation.limit = null;
  status.usage.monthly.generate.limit = null;
  status.usage.monthly.modify.limit = null;
  status.usage.monthly.ask.limit = null;
  return status;
};

const variations = (count: number): GenerationOptions => ({
  ...DEFAULT_GENERATION_OPTIONS,
  generateVariations: true,
  variationCount: count,
});

describe('variationRoom', () => {
  it('caps a new Free user at 3, naming the monthly allowance first on a tie', () => {
    expect(variationRoom(freeStatus())).toEqual({
      max: 3,
      reason: 'Your Free plan has 3 variations left this month.',
    });
  });

  it('names the page limit when pages are the tighter limit', () => {
    expect(variationRoom(freeStatus({ pages: 2 }))).toEqual({
      max: 1,
      reason: 'Each variation is saved as a page, and your Free plan has room for 1 more page (2 of 3).',
    });
  });

  it('says the pages are used when none is left', () => {
    expect(variationRoom(freeStatus({ pages: 3 }))).toEqual({
      max: 0,
      reason: "Each variation is saved as a page, and your Free plan's 3 landing pages are used.",
    });
  });

  it('says the allowance is used up', () => {
    expect(variationRoom(freeStatus({ variation: 3 }))).toEqual({
      max: 0,
      reason: "Your Free plan's 3 variations this month are used up.",
    });
  });

  it('caps nothing on an unlimited plan, or when there is room for every count', () => {
    expect(variationRoom(unlimited())).toEqual({ max: null, reason: null });
    const roomy = freeStatus();
    roomy.usage.landingPages.limit = 25;
    roomy.usage.monthly.variation.limit = 50;
    expect(variationRoom(roomy)).toEqual({ max: 25, reason: null });
  });

  it('offers only the counts that fit, and none without room for two', () => {
    expect(variationChoices({ max: 3, reason: 'x' })).toEqual([2, 3]);
    expect(variationChoices({ max: 1, reason: 'x' })).toEqual([]);
    expect(variationChoices({ max: 0, reason: 'x' })).toEqual([]);
    expect(variationChoices({ max: null, reason: null })).toEqual([2, 3, 4, 5]);
  });
});

describe('limitBlocking', () => {
  it('names the page limit for 5 variations on Free, as the server refuses them', () => {
    expect(limitBlocking(freeStatus(), variations(5))).toEqual({
      message: 'Your Free plan allows 3 landing pages and you have 0: 5 variations need a page each.',
      remedy: 'Delete a page on the Dashboard, or upgrade for more room.',
    });
  });

  it('says the pages are used up at the page limit, for one page or for variations', () => {
    const full = {
      message: 'You have used all 3 landing pages of the Free plan.',
      remedy: expect.any(String),
    };
    expect(limitBlocking(freeStatus({ pages: 3 }), DEFAULT_GENERATION_OPTIONS)).toEqual(full);
    expect(limitBlocking(freeStatus({ pages: 3 }), variations(2))).toEqual(full);
    // Pages over the limit (after a move to a smaller plan) read the same.
    expect(limitBlocking(freeStatus({ pages: 7 }), DEFAULT_GENERATION_OPTIONS)).toEqual(full);
  });

  it('names the monthly variation allowance when pages have room', () => {
    const status = freeStatus({ variation: 2 });
    status.usage.landingPages.limit = 25;
    expect(limitBlocking(status, variations(2))).toEqual({
      message: 'Your Free plan includes 3 variations a month, and 1 is left: 2 would exceed it.',
      remedy: 'Upgrade for more, or ask for fewer variations.',
    });
    status.usage.monthly.variation.used = 3;
    expect(limitBlocking(status, variations(2))).toEqual({
      message: 'You have used all 3 variations of the Free plan this month.',
      remedy: 'Upgrade for more, or wait until next month.',
    });
  });

  it('checks one page and one generation for a single page', () => {
    expect(limitBlocking(freeStatus({ generate: 10 }), DEFAULT_GENERATION_OPTIONS)?.message).toBe(
      'You have used all 10 page generations of the Free plan this month.',
    );
    expect(limitBlocking(freeStatus({ pages: 2, generate: 9 }), DEFAULT_GENERATION_OPTIONS)).toBeNull();
  });

  it('finds nothing on an unlimited plan', () => {
    expect(limitBlocking(unlimited(), variations(5))).toBeNull();
  });
});

describe('chatLimitBlocking', () => {
  it('finds room while both the AI edits and the chat questions have some', () => {
    expect(chatLimitBlocking(freeStatus({ modify: 29, ask: 49 }))).toBeNull();
    expect(chatLimitBlocking(unlimited())).toBeNull();
  });

  it('stops a chat message when the AI edits are used up', () => {
    expect(chatLimitBlocking(freeStatus({ modify: 30 }))).toEqual({
      message: 'You have used all 30 AI edits of the Free plan this month.',
      remedy: 'Upgrade for more, or wait until next month.',
    });
  });

  it('says "the one" for an allowance of one', () => {
    const status = freeStatus({ modify: 1 });
    status.plan.name = 'Tiny';
    status.usage.monthly.modify.limit = 1;
    expect(chatLimitBlocking(status)?.message).toBe(
      'You have used the one AI edit of the Tiny plan this month.',
    );
  });

  it('stops it too when only the chat questions are used up: every chat turn reserves one', () => {
    expect(chatLimitBlocking(freeStatus({ ask: 50 }))?.message).toBe(
      'You have used all 50 chat questions of the Free plan this month. Every chat message needs room for one, in case the AI answers without changing the page.',
    );
  });
});

describe('fitOptionsToPlan', () => {
  it('lowers the count to the room, or turns variations off without room for two', () => {
    expect(fitOptionsToPlan(variations(5), 3)).toEqual(variations(3));
    expect(fitOptionsToPlan(variations(3), 1)).toEqual({ ...variations(3), generateVariations: false });
  });

  it('returns the same options when they fit', () => {
    const options = variations(3);
    expect(fitOptionsToPlan(options, 3)).toBe(options);
    expect(fitOptionsToPlan(options, null)).toBe(options);
    expect(fitOptionsToPlan(DEFAULT_GENERATION_OPTIONS, 0)).toBe(DEFAULT_GENERATION_OPTIONS);
  });
});

describe('elementEditBlocking', () => {
  it('stops an element AI edit only when the AI edits are used up, not the chat questions', () => {
    expect(elementEditBlocking(freeStatus({ modify: 29 }))).toBeNull();
    // An element edit reserves no chat question: those used up do not stop it.
    expect(elementEditBlocking(freeStatus({ ask: 50 }))).toBeNull();
    expect(elementEditBlocking(unlimited())).toBeNull();
    expect(elementEditBlocking(freeStatus({ modify: 30 }))).toEqual({
      message: 'You have used all 30 AI edits of the Free plan this month.',
      remedy: 'Upgrade for more, or wait until next month.',
    });
    // A plan without any (an admin may make one): said as such, not as 'all 0' used.
    const none = freeStatus();
    none.usage.monthly.modify = { used: 0, limit: 0 };
    expect(elementEditBlocking(none)?.message).toBe('The Free plan includes no AI edits a month.');
  });
});
