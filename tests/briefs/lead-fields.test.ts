import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sortSubmission } from '../../src/server/features/leads/read-submission.ts';
import { contactOf } from '../../src/server/features/leads/webhook.ts';
import { composePage } from '../../src/server/features/offline-composer/index.ts';
import { DEFAULT_GENERATION_OPTIONS } from '../../src/shared/api/generation.ts';
import { LEAD_FORM_ATTRIBUTE } from '../../src/shared/api/leads.ts';

/**
 * The fields a form asks for because of its offer (a child's age on a kids' camp page, a date
 * when a button promises one) are not among the standard contact names (LEAD_FIELD_NAMES): a
 * lead keeps them under their own names in `fields`, which the webhook delivers and the CSV
 * lists. Each page here is sent as a visitor would send its forms, through the capture
 * endpoint's own reading of a submission.
 */

type El = T.Element;
const attr = (el: El, name: string) => el.attrs.find((a) => a.name === name)?.value;

function elements(node: T.ParentNode): El[] {
  const out: El[] = [];
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    out.push(child, ...elements(child));
  }
  return out;
}

/** Each lead form of the page as a visitor fills it in: [name, value] pairs, in order. */
function filledForms(html: string): [string, string][][] {
  const forms = elements(parse(html)).filter(
    (el) => el.tagName === 'form' && attr(el, LEAD_FORM_ATTRIBUTE) !== undefined,
  );
  return forms.map((form) => {
    const entries: [string, string][] = [];
    const seen = new Set<string>();
    for (const el of elements(form)) {
      const name = attr(el, 'name');
      if (!name || !['input', 'select', 'textarea'].includes(el.tagName) || seen.has(name)) continue;
      seen.add(name);
      const type = attr(el, 'type') ?? el.tagName;
      // The first real choice: not the "Choose one" prompt, whose value is empty.
      const options = el.tagName === 'select' ? elements(el).filter((o) => o.tagName === 'option') : [];
      const choice = options
        .filter((o) => attr(o, 'value') !== '')
        .map((o) => attr(o, 'value') ?? (o.childNodes[0] as T.TextNode | undefined)?.value ?? '')
        .find(Boolean);
      const value =
        type === 'email'
          ? 'sam@example.com'
          : type === 'date'
            ? '2026-07-18'
            : type === 'number'
              ? '9'
              : type === 'select'
                ? (choice ?? '')
                : (attr(el, 'value') ?? 'Sam');
      entries.push([name, value]);
    }
    return entries;
  });
}

const compose = (prompt: string) => composePage({ prompt, options: DEFAULT_GENERATION_OPTIONS }).html;

describe('fields a form asks for its offer reach the lead', () => {
  it("a kids' camp form asks the child's age from the brief's age range, and the lead keeps it", () => {
    const html = compose(
      'Pine Hollow Day Camp: a summer day camp in Omaha for kids ages 6-12, with archery and nature hikes. We want parents to book a place.',
    );
    expect(html).toMatch(/<label for="([\w-]+)">Child&#39;s age<\/label><select id="\1" name="child_age"/);
    const ages = /name="child_age"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '';
    expect([...ages.matchAll(/<option>(\d+)<\/option>/g)].map((m) => m[1])).toEqual([
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    const forms = filledForms(html);
    expect(forms.length).toBeGreaterThan(0);
    for (const entries of forms) {
      const { fields } = sortSubmission(entries);
      expect(fields.child_age).toBe('6');
      expect(contactOf(fields).email).toBe('sam@example.com');
    }
  });

  it("a Spanish kids' camp form labels the field in Spanish", () => {
    const html = compose(
      'Campamento Los Pinos es un campamento de verano en Segovia para niños de 7 a 12 años. Queremos que las familias reserven plaza.',
    );
    expect(html).toMatch(
      /<label for="([\w-]+)">Edad del niño o la niña<\/label><select id="\1" name="child_age"/,
    );
  });

  it('a button that promises a date leads to a form that asks for one, and the lead keeps it', () => {
    const html = compose('Summit Wedding Co. — wedding photography');
    expect(html).toMatch(/>Check my date</);
    const forms = filledForms(html);
    expect(forms.length).toBeGreaterThan(0);
    for (const entries of forms) {
      expect(entries.map(([name]) => name)).toContain('preferred_date');
      expect(sortSubmission(entries).fields.preferred_date).toBe('2026-07-18');
    }
  });

  it('an email guide asks for a first name and an email only', () => {
    const html = compose(
      'Free guide for first-time home buyers: "10 mistakes to avoid". Collect emails for our newsletter. Coastal Homes Realty, San Diego.',
    );
    const forms = filledForms(html);
    expect(forms.length).toBeGreaterThan(0);
    for (const entries of forms) expect(entries.map(([name]) => name)).toEqual(['first_name', 'email']);
  });
});
