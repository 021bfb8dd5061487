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
  leadCountText,
  leadsGoingWith,
  leadWho,
  sourceSummary,
  telHref,
} from './lead-format';

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
  it('names the lead by name, else email, else phone', () => {
    expect(leadWho(contactSummary({ full_name: 'Ada', email: 'a@x.io' }))).toBe('Ada');
    expect(leadWho(contactSummary({ email: 'a@x.io', phone: '123' }))).toBe('a@x.io');
    expect(leadWho(contactSummary({ phone: '555 0100' }))).toBe('555 0100');
    expect(leadWho(contactSummary({ message: 'hi' }))).toBe('an unnamed visitor');
  });
});

describe('fieldLabel', () => {
  it('turns keys into words', () => {
    expect(fieldLabel('company_name')).toBe('Company name');
    expect(fieldLabel('howDidYouHear')).toBe('How did you hear');
    expect(fieldLabel('budget-range')).toBe('Budget range');
    expect(fieldLabel('__')).toBe('__');
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('+44 (20) 7946-0000')).toBe('tel:+442079460000');
    expect(telHref('555 0100')).toBe('tel:5550100');
  });

  it('gives no link for text without a number', () => {
    expect(telHref('call me')).toBeNull();
    expect(telHref('12')).toBeNull();
  });
});

describe('sourceSummary', () => {
  it('joins the UTM source, medium and campaign and names the referring host', () => {
    expect(
      sourceSummary({
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        utm_term: 'dentist',
        referrer: 'https://www.google.com/search?q=x',
      }),
    ).toEqual({ campaign: 'google / cpc / spring', referrer: 'google.com' });
  });

  it('gives what is there, and nothing for a direct visit', () => {
    expect(sourceSummary({ utm_campaign: 'launch' })).toEqual({ campaign: 'launch', referrer: null });
    expect(sourceSummary({})).toEqual({ campaign: null, referrer: null });
    expect(sourceSummary({ referrer: 'android-app://com.example' })).toEqual({
      campaign: null,
      referrer: 'com.example',
    });
    expect(sourceSummary({ referrer: 'not a url' })).toEqual({ campaign: null, referrer: 'not a url' });
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
  it('counts attempts once there are any', () => {
    expect(attemptsText(delivery({}))).toBeNull();
    expect(attemptsText(delivery({ attempts: 1 }))).toBe('1 attempt');
    expect(attemptsText(delivery({ status: 'failed', attempts: 8 }))).toBe('8 attempts');
  });

  it('offers a resend once delivery has settled', () => {
    expect(canResend(delivery({ status: 'pending' }))).toBe(false);
    expect(canResend(delivery({ status: 'failed' }))).toBe(true);
    expect(canResend(delivery({ status: 'delivered' }))).toBe(true);
  });
});

describe('lead counts', () => {
  it('words a count', () => {
    expect(leadCountText(1)).toBe('1 lead');
    expect(leadCountText(1234)).toBe('1,234 leads');
  });

  it("adds a sentence to a deletion's confirmation only when leads go with it", () => {
    expect(leadsGoingWith(undefined)).toBe('');
    expect(leadsGoingWith(0)).toBe('');
    expect(leadsGoingWith(12)).toBe('This also deletes its 12 leads.');
    expect(leadsGoingWith(1, 'their')).toBe('This also deletes their 1 lead.');
  });

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
