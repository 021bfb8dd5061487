/**
 * Finds a business or product name in a prompt. Capitalisation is the main signal, so
 * capitalised words that are generic (audiences, platforms, months) are filtered out.
 */

const GENERIC = new Set(
  `a an the our my your their this that these we i it is for and or of to in on at with by from as new free best
  small business businesses owner owners entrepreneurs marketing professionals professional enterprise companies company
  students healthcare real estate agents agent freelancers it e-commerce ecommerce content creators individuals consumers
  other ghl gohighlevel highlevel clickfunnels wordpress saas crm b2b b2c ai seo ppc usa us uk eu landing page website site
  funnel template create build make design generate write need want please i'm im hero cta faq
  january february march april may june july august september october november december monday tuesday wednesday
  thursday friday saturday sunday black christmas easter halloween thanksgiving summer winter spring fall autumn
  ios android iphone google facebook instagram tiktok youtube linkedin amazon shopify stripe zoom
  technology financial services agency wellness fitness education travel tourism entertainment non-profit nonprofit
  blue green purple orange red white teal pink gray grey navy gold professional friendly urgent modern premium
  hubspot paypal javascript typescript mailchimp calendly openai chatgpt mobile app online local family landing pages
  call book page home homes section sections include header footer form forms`.split(/\s+/),
);

// A dot only counts inside a word ("Realtor.com"), never as a sentence end.
const FIRST_WORD = `\\p{Lu}[\\p{L}\\d_&'’+-]*(?:\\.[\\p{L}\\d_&'’+-]+)*`;
const WORD = `[\\p{Lu}\\d][\\p{L}\\d_&'’+-]*(?:\\.[\\p{L}\\d_&'’+-]+)*`;
const JOINER = `(?:\\s+(?:&|and|of|the|de|la)\\s+|\\s+)`;
const CAPITALISED = `${FIRST_WORD}(?:${JOINER}${WORD}){0,4}`;

function clean(raw: string): string | null {
  const trimmed = raw
    .replace(/[’']s$/, '')
    .replace(/[.,;:!?)\]]+$/, '')
    .replace(/\s+(?:&|and|of|the|de|la)$/i, '')
    .trim();
  const words = trimmed.split(/\s+/);
  // Drop trailing generic words such as "Landing Page" in "Acme Dental Landing Page".
  while (words.length > 1 && GENERIC.has(words[words.length - 1]!.toLowerCase())) words.pop();
  while (words.length > 1 && GENERIC.has(words[0]!.toLowerCase())) words.shift();
  const name = words.join(' ');
  if (name.length < 2 || name.length > 48) return null;
  if (words.every((w) => GENERIC.has(w.toLowerCase().replace(/[’']s$/, '')))) return null;
  if (/^\d+$/.test(name)) return null;
  return name;
}

const QUOTED = /(?:^|[\s(:,])["“'‘]([^"”'’\n]{2,48})["”'’](?=$|[\s.,;:!?)])/g;
const NAME_CUE =
  /\b(called|named|name is|brand(?:ed)?|company|business|product|app|store|shop|studio|practice|clinic|firm|agency|restaurant|brand name)\s*$/i;
const TITLE_CUE =
  /\b(e-?book|guide|checklist|titled|title|headline|button|cta|says?|saying|report|course|webinar|workshop|tagline|slogan)\b[^"“'‘]{0,12}$/i;

export function guessName(prompt: string): string | null {
  const text = prompt.replace(/\s+/g, ' ').slice(0, 4000);
  const quotedCandidates: string[] = [];
  for (const m of text.matchAll(QUOTED)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + 1);
    const value = m[1] ?? '';
    if (TITLE_CUE.test(before)) continue;
    if (NAME_CUE.test(before.trim())) {
      const name = clean(value);
      if (name) return name;
    }
    if (value.split(' ').length <= 4 && /^[A-Z0-9]/.test(value)) quotedCandidates.push(value);
  }
  // Quoted titles ("The 30-Day Client Attraction Plan") must not be mistaken for names below.
  const unquoted = text.replace(QUOTED, (m) => m.replace(/[^\s"“”'‘’]/g, 'x'));
  const cues: RegExp[] = [
    new RegExp(`\\b(?:called|named|name is|brand name is)\\s+(${CAPITALISED})`, 'u'),
    new RegExp(`\\b(?:for|at|from|by|with|of|de|desde)\\s+(${CAPITALISED})`, 'gu'),
    new RegExp(`(?:^|[.!?]\\s+)(${CAPITALISED})\\s+(?:is|helps|offers|provides|sells|makes|es)\\b`, 'u'),
    new RegExp(`(?:^|[.!?]\\s+|\\s)(${CAPITALISED}),\\s+(?:a|an|the|our|my|un|una|el|la|nuestr[oa])\\s`, 'u'),
    // A prompt that opens with a multi-word name: "Bright Yoga studio in Leeds".
    new RegExp(`^(${FIRST_WORD}${JOINER}${WORD}(?:${JOINER}${WORD}){0,3})\\s+\\p{Ll}`, 'u'),
    // Two or more capitalised words mid-sentence ("plumber Peak Plumbing in Denver"), unless a place.
    new RegExp(
      `(?<!\\b(?:to|in|from|near|across|around|visit|visiting|on)\\s)(?<=[a-z,]\\s)(${FIRST_WORD}${JOINER}${WORD}(?:${JOINER}${WORD}){0,3})`,
      'u',
    ),
  ];
  for (const re of cues) {
    for (const m of unquoted.matchAll(re.global ? re : new RegExp(re.source, `g${re.flags}`))) {
      const name = clean(m[1] ?? '');
      if (name) return name;
    }
  }
  for (const q of quotedCandidates) {
    const name = clean(q);
    if (name) return name;
  }
  const camel = /\b([A-Z][a-z]+[A-Z][A-Za-z]+)\b/.exec(text);
  if (camel?.[1] && !GENERIC.has(camel[1].toLowerCase())) return camel[1];
  return null;
}
