import type { LeadDelivery } from '@shared/api/leads';
import { describe, expect, it } from 'vitest';
import {
  attemptsText,
  canResend,
  contactSummary,
  countFor,
  deletionWarning,
  fieldLabel,
  hostOf,
  lastDeliveryText,
  leadCountText,
  leadsGoingWith,
  leadWho,
  sourceSummary,
  telHref,
  timeAgo,
} from './lead-format';

describe('fieldLabel', () => {
  const WORDS_OF_KEYS = {
    company_name: 'Company name',
    howDidYouHear: 'How did you hear',
    'budget-range': 'Budget range',
    __: '__',
  };

  it.each(Object.entries(WORDS_OF_KEYS))('turns the key %s into words: %s', (key, words) => {
    expect(fieldLabel(key)).toBe(words);
  });
});

describe('contactSummary', () => {
  it("takes GoHighLevel's keys: full name, email and phone first, the rest in the form's order", () => {
    expect(
      contactSummary({
        message: 'Call me after 5',
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        company: 'Analytical Engines',
      }),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      rest: [
        { key: 'message', label: 'Message', value: 'Call me after 5' },
        { key: 'company', label: 'Company', value: 'Analytical Engines' },
      ],
    });
  });

  it('joins first and last names when there is no full name', () => {
    expect(contactSummary({ first_name: 'Grace', last_name: 'Hopper' }).name).toBe('Grace Hopper');
    expect(contactSummary({ firstName: 'Grace' }).name).toBe('Grace');
  });

  it('finds the usual fields under other common names and spellings', () => {
    const summary = contactSummary({
      'Your Name': 'Alan',
      'E-mail': 'alan@example.com',
      mobileNumber: '07700 900123',
    });
    expect(summary).toMatchObject({
      name: 'Alan',
      email: 'alan@example.com',
      phone: '07700 900123',
      rest: [],
    });
  });

  it('only takes a look-alike email or phone field when its value looks the part', () => {
    const summary = contactSummary({ email_opt_in: 'yes', phone_preference: 'evenings' });
    expect(summary.email).toBeNull();
    expect(summary.phone).toBeNull();
    expect(summary.rest.map((field) => field.key)).toEqual(['email_opt_in', 'phone_preference']);
  });

  it('skips blank values', () => {
    expect(contactSummary({ full_name: '  ', email: 'x@example.com', note: '' })).toEqual({
      name: null,
      email: 'x@example.com',
      phone: null,
      rest: [],
    });
  });
});

describe('leadWho', () => {
  it.each<[fields: Record<string, string>, who: string]>([
    [{ full_name: 'Ada', email: 'a@x.io' }, 'Ada'],
    [{ email: 'a@x.io', phone: '123' }, 'a@x.io'],
    [{ phone: '555 0100' }, '555 0100'],
    [{ message: 'hi' }, 'an unnamed visitor'],
  ])('names the lead by name, else email, else phone: %o is %s', (fields, who) => {
    expect(leadWho(contactSummary(fields))).toBe(who);
  });
});

describe('telHref', () => {
  /** Typed phone numbers and their links: digits and a leading plus are kept; no number, no link. */
  const LINKS_OF_PHONES = {
    '+44 (20) 7946-0000': 'tel:+442079460000',
    '555 0100': 'tel:5550100',
    'call me': null,
    '12': null,
  };

  it.each(Object.entries(LINKS_OF_PHONES))('links %j as %s', (typed, href) => {
    expect(telHref(typed)).toBe(href);
  });
});

describe('sourceSummary', () => {
  it('joins the UTM source, medium and campaign and names the referring host', () => {
    const adClick = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'dentist',
      referrer: 'https://www.google.com/search?q=x',
    };
    expect(sourceSummary(adClick)).toEqual({ campaign: 'google / cpc / spring', referrer: 'google.com' });
  });

  // What is there, and nothing for a direct visit.
  it.each<[source: Parameters<typeof sourceSummary>[0], summary: ReturnType<typeof sourceSummary>]>([
    [{ utm_campaign: 'launch' }, { campaign: 'launch', referrer: null }],
    [{}, { campaign: null, referrer: null }],
    [{ referrer: 'android-app://com.example' }, { campaign: null, referrer: 'com.example' }],
    [{ referrer: 'not a url' }, { campaign: null, referrer: 'not a url' }],
  ])('sums up the visit %o as %o', (source, summary) => {
    expect(sourceSummary(source)).toEqual(summary);
  });
});

describe('hostOf', () => {
  it('reads the host of a full address', () => {
    expect(hostOf('https://hooks.zapier.com/hooks/catch/1/abc')).toBe('hooks.zapier.com');
    expect(hostOf('nope')).toBeNull();
  });
});

const delivery = (patch: Partial<LeadDelivery>): LeadDelivery => ({
  status: 'pending',
  attempts: 0,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: null,
  ...patch,
});

describe('delivery', () => {
  it.each<[patch: Partial<LeadDelivery>, text: string | null]>([
    [{}, null],
    [{ attempts: 1 }, '1 attempt'],
    [{ status: 'failed', attempts: 8 }, '8 attempts'],
  ])('counts attempts once there are any: %o gives %s', (patch, text) => {
    expect(attemptsText(delivery(patch))).toBe(text);
  });

  it.each<[status: LeadDelivery['status'], resend: boolean]>([
    ['pending', false],
    ['failed', true],
    ['delivered', true],
  ])('offers a resend once delivery has settled: %s -> %s', (status, resend) => {
    expect(canResend(delivery({ status }))).toBe(resend);
  });
});

describe('lead counts', () => {
  it('words a count', () => {
    expect(leadCountText(1)).toBe('1 lead');
    expect(leadCountText(1234)).toBe('1,234 leads');
  });

  it.each<[count: number | undefined, whose: 'its' | 'their' | undefined, sentence: string]>([
    [undefined, undefined, ''],
    [0, undefined, ''],
    [12, undefined, 'This also deletes its 12 leads.'],
    [1, 'their', 'This also deletes their 1 lead.'],
  ])(
    "adds a sentence to a deletion's confirmation only when leads go with it: %s, %s -> %j",
    (count, whose, sentence) => {
      expect(leadsGoingWith(count, whose)).toBe(sentence);
    },
  );

  it('words a deletion, with the leads that go with it', () => {
    expect(deletionWarning("'Spring sale' and all its versions", 0)).toBe(
      "'Spring sale' and all its versions will be permanently deleted. This cannot be undone.",
    );
    expect(deletionWarning("'Spring sale' and all its versions", 12)).toBe(
      "'Spring sale' and all its versions will be permanently deleted. This also deletes its 12 leads. This cannot be undone.",
    );
    expect(deletionWarning('All 3 variations in this group', 2, 'their')).toBe(
      'All 3 variations in this group will be permanently deleted. This also deletes their 2 leads. This cannot be undone.',
    );
  });

  it("sums a group's counts", () => {
    expect(countFor({ '1': 3, '2': 4 }, [1, 2, 3])).toBe(7);
    expect(countFor(undefined, [1])).toBe(0);
  });
});

describe('lastDeliveryText', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  const webhookUrl = 'https://hooks.example.com/catch/1';

  it('says how long ago, in words', () => {
    expect(timeAgo(minutesAgo(0.5), now)).toBe('just now');
    expect(timeAgo(minutesAgo(5), now)).toBe('5 min ago');
    expect(timeAgo(minutesAgo(180), now)).toBe('3 h ago');
    expect(timeAgo(minutesAgo(60 * 30), now)).toMatch(/^on Nov 28, /);
  });

  it('names a failed delivery with its answer and the host, a delivered one with its time', () => {
    expect(
      lastDeliveryText(
        {
          webhookUrl,
          lastDelivery: {
            status: 'failed',
            at: minutesAgo(5),
            error: 'The webhook answered HTTP 502 (Bad Gateway)',
            failingLeads: 3,
          },
        },
        now,
      ),
    ).toEqual({
      tone: 'failed',
      text: 'Last delivery failed 5 min ago: HTTP 502 (Bad Gateway) from hooks.example.com',
      failing: '3 leads not delivered yet: they are kept and retried, and each can be resent from the list.',
    });
    const refused = lastDeliveryText(
      {
        webhookUrl,
        lastDelivery: {
          status: 'failed',
          at: minutesAgo(1),
          error: 'The webhook timed out',
          failingLeads: 0,
        },
      },
      now,
    );
    expect(refused.text).toBe('Last delivery failed 1 min ago: The webhook timed out');
    expect(refused.failing).toBeNull();
    expect(
      lastDeliveryText(
        {
          webhookUrl,
          lastDelivery: { status: 'delivered', at: minutesAgo(2), error: null, failingLeads: 0 },
        },
        now,
      ),
    ).toMatchObject({ tone: 'delivered', text: 'Last delivered 2 min ago' });
    expect(lastDeliveryText({ webhookUrl, lastDelivery: null }, now)).toMatchObject({
      tone: 'none',
      text: 'No leads delivered yet',
    });
  });
});
