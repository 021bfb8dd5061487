import type { GoalKind, SectionKind, Tone } from './types.ts';

/** Small, independent extractors over the prompt text. Each returns null when unsure. */

const GOAL_OPTIONS: Record<string, GoalKind> = {
  'generate leads': 'leads',
  'increase sales': 'sales',
  'build email list': 'email',
  'drive sign-ups': 'signup',
  'promote event': 'event',
  'brand awareness': 'brand',
  'product launch': 'launch',
  'service booking': 'booking',
  'download app': 'app',
  'schedule consultation': 'consultation',
  'collect feedback': 'feedback',
  'drive traffic': 'traffic',
};

export function goalFromOption(option: string): GoalKind | null {
  return GOAL_OPTIONS[option.trim().toLowerCase()] ?? null;
}

const GOAL_RULES: [RegExp, GoalKind][] = [
  [/\bpay[- ]?per[- ]?call\b|\bclick[- ]to[- ]call\b|\bcall now\b|\binbound calls\b/, 'call'],
  [/\bdonat(e|ion|ions)\b|\bfundrais|\bdonaci[oó]n|\bdonar\b/, 'donate'],
  [/\bsurvey\b|\bfeedback\b|\bquestionnaire\b|\bnps\b|\bencuesta\b/, 'feedback'],
  [
    /\bwebinar\b|\bconference\b|\bsummit\b|\bworkshop\b|\bmeetup\b|\bexpo\b|\bevent\b|\bregistration\b|\bconferencia\b|\bevento\b|\bseminario\b/,
    'event',
  ],
  [/\bdownload (?:the|our|my) app\b|\bapp store\b|\bgoogle play\b|\bapp download\b|\bmobile app\b/, 'app'],
  [
    /\bopt[- ]?in\b|\bemail list\b|\bnewsletter\b|\blead magnet\b|\be-?book\b|\bfree guide\b|\bchecklist\b|\bcheat ?sheet\b|\bwait ?list\b|\bsubscribers?\b|\bemail course\b|\be-?mail series\b|\bcurso (?:gratis|gratuito) por (?:e-?mail|correo)\b|\bgu[ií]a gratis\b|\bgu[ií]a gratuita\b|\blista de correo\b/,
    'email',
  ],
  [
    /\bconsultation\b|\bdiscovery call\b|\bstrategy (?:call|session)\b|\bcoaching call\b|\bcall booking\b|\bbook a call\b|\bcase review\b|\bfree assessment\b|\bconsulta (?:gratis|gratuita|inicial)\b|\bprimera consulta\b|\bvaloraci[oó]n gratuita\b/,
    'consultation',
  ],
  // A free first class or trial lesson is booked, not bought or signed up to ("free trial" alone
  // is software's): dance and music schools, gyms, language academies, tutors.
  [
    /\b(?:free|trial|taster|intro(?:ductory)?)\s+(?:first\s+)?(?:class|lesson|session|workout)(?:es|s)?\b|\bfirst (?:class|lesson|session) (?:is )?free\b|\bclases? de prueba\b|\bprimera clase (?:gratis|gratuita)\b|\bclase gratis\b/,
    'booking',
  ],
  [
    /\bbook(?:ing|ings)?\b|\bappointments?\b|\breserv(?:e|ation|ations)\b|\bschedule\b|\breserv(?:a|ar|en|e|as)\b|\bcita\b|\bcitas\b|\binscripci[oó]n\b|\binscr[ií]bete\b/,
    'booking',
  ],
  [
    /\bfree trial\b|\bsign[- ]?ups?\b|\bcreate an account\b|\bregister\b|\bprueba gratis\b|\bprueba gratuita\b|\bregístrate\b/,
    'signup',
  ],
  [/\blaunch(?:ing)?\b|\bpre-?orders?\b|\bcoming soon\b/, 'launch'],
  [
    /\bbuy\b|\bshop now\b|\bonline (?:shop|store)\b|\bdiscount\b|\border online\b|\bcheckout\b|\benrol|\bincrease sales\b|\bsales page\b|\bcomprar\b|\btienda online\b|\bdescuento\b/,
    'sales',
  ],
  [
    /\bleads?\b|\bquotes?\b|\bestimates?\b|\benquir|\binquir|\bcontact (?:us|form)\b|\bpresupuesto\b|\bcontacto\b/,
    'leads',
  ],
  [/\bawareness\b/, 'brand'],
  [/\btraffic\b|\bblog\b/, 'traffic'],
];

export function goalFromText(text: string): GoalKind | null {
  for (const [re, goal] of GOAL_RULES) if (re.test(text)) return goal;
  return null;
}

const TONE_WORDS: [RegExp, Tone][] = [
  [/\burgent|\blimited[- ]time\b|\bhurry\b|\bscarcity\b|\bfomo\b/, 'urgent'],
  [/\bluxur|\bhigh[- ]end\b|\bupscale\b|\bexclusive\b|\belegant\b/, 'luxurious'],
  [/\bplayful\b|\bfun\b|\bquirky\b|\bwhimsical\b/, 'playful'],
  [/\bminimal/, 'minimalist'],
  [/(?<![-\w])friendly\b|\bwarm\b|\bwelcoming\b/, 'friendly'],
  [/\bauthoritative\b|\bexpert tone\b/, 'authoritative'],
  [/\binnovative\b|\bcutting[- ]edge\b|\bfuturistic\b/, 'innovative'],
  [/\bconversational\b|\bcasual\b/, 'conversational'],
  [/\btrustworthy\b|\breassuring\b/, 'trustworthy'],
  [/\bprofessional\b|\bcorporate\b/, 'professional'],
];

const TONES: Tone[] = [
  'professional',
  'friendly',
  'urgent',
  'trustworthy',
  'innovative',
  'luxurious',
  'playful',
  'authoritative',
  'conversational',
  'minimalist',
];

export function detectTone(option: string, text: string): Tone {
  const fromOption = TONES.find((t) => t === option.trim().toLowerCase());
  if (fromOption) return fromOption;
  // An explicit "... tone" phrase outranks mood words elsewhere ("limited-time offer").
  const phrase = /[^.;\n]{0,60}\btone\b[^.;\n]{0,60}/.exec(text)?.[0];
  if (phrase) for (const [re, tone] of TONE_WORDS) if (re.test(phrase)) return tone;
  for (const [re, tone] of TONE_WORDS) if (re.test(text)) return tone;
  return 'professional';
}

/** "a free real estate investing masterclass" -> "real estate investing". */
export function detectEventTopic(text: string): string | null {
  const m =
    /\b(?:free|live|online|virtual|our|a|an|the)\s+((?:[a-z][a-z&'-]*\s+){1,4}?)(?:webinar|masterclass|workshop|training|bootcamp|summit|conference)\b/.exec(
      text,
    );
  const topic = m?.[1]?.trim().replace(/^(?:free|live|online|virtual)\s+/, '');
  if (!topic || /^(?:free|live|online|virtual|new|upcoming|next|\d+-day)$/.test(topic)) return null;
  return topic;
}

export function detectEventFormat(text: string): string | null {
  const m =
    /\b(webinar|masterclass|workshop|conference|summit|meetup|expo|festival|live training|open house|bootcamp|challenge|retreat|gala)\b/.exec(
      text,
    );
  return m?.[1] ?? null;
}

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

export function detectEventDate(prompt: string): string | null {
  const date = new RegExp(
    `\\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+)?${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:\\s*[-–]\\s*\\d{1,2}(?:st|nd|rd|th)?)?(?:,?\\s+\\d{4})?`,
    'i',
  ).exec(prompt);
  const time = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b(?:\s*(?:[A-Z]{2,4}T?|ET|PT|CT|GMT|UTC))?/i.exec(prompt);
  const parts = [date?.[0], time?.[0]].filter(Boolean);
  return parts.length ? parts.join(' at ') : null;
}

export function detectMagnet(prompt: string): string | null {
  const format =
    /\b(e-?book|guide|checklist|cheat ?sheet|workbook|template pack|toolkit|report|mini[- ]course|video series|swipe file)\b/i.exec(
      prompt,
    );
  if (!format?.[1]) return null;
  const title = /["“]([^"”\n]{4,80})["”]/.exec(
    prompt.slice(Math.max(0, format.index - 80), format.index + 120),
  );
  const kind = format[1].toLowerCase().replace(/^ebook$/, 'e-book');
  if (title?.[1]) return `free ${kind}: “${title[1].trim()}”`;
  // The guide as the brief names it: "a free first-time buyer guide", not just "free guide".
  const named = new RegExp(`\\bfree\\s+((?:[\\w'’-]+\\s+){0,4}?)${format[1]}\\b`, 'i').exec(prompt);
  return named ? named[0] : `free ${kind}`;
}

const SECTION_WORDS: [RegExp, SectionKind][] = [
  [/\bpricing\b|\bprice table\b|\bplans\b|\bpackages\b/, 'pricing'],
  [/\bfaqs?\b|\bfrequently asked\b/, 'faq'],
  [/\btestimonials?\b|\breviews\b|\bsocial proof\b/, 'testimonials'],
  [/\bfeatures\b|\bbenefits\b/, 'features'],
  [/\bstatistics\b|\bstats\b|\bnumbers\b/, 'stats'],
  [/\bgallery\b|\bportfolio\b|\bphotos\b/, 'gallery'],
  [/\bguarantee\b|\bmoney[- ]back\b|\brisk[- ]free\b/, 'guarantee'],
  [/\bcountdown\b|\btimer\b|\bdeadline\b|\bscarcity\b/, 'countdown'],
  [/\bagenda\b|\bspeakers\b|\bschedule of\b/, 'event'],
  [/\bhow it works\b|\bsteps\b|\bprocess\b/, 'steps'],
  [/\blogos\b|\bas seen\b|\bfeatured in\b|\btrusted by\b/, 'logos'],
  [/\bchat ?bot\b|\bchat widget\b|\bchat flow\b/, 'chat'],
  [/\bteam section\b|\bmeet the team\b|\bour team\b|\babout (?:me|us) section\b/, 'team'],
  [/\bbooking form\b|\bbook (?:a|an|online)\b|\breservations?\b/, 'booking'],
];

export function requestedSections(text: string): SectionKind[] {
  return SECTION_WORDS.filter(([re]) => re.test(text)).map(([, kind]) => kind);
}

export function quotedAfter(prompt: string, cue: RegExp): string | null {
  const re = new RegExp(`${cue.source}[^"“'‘\\n]{0,30}["“'‘]([^"”'’\\n]{2,120})["”'’]`, 'i');
  return re.exec(prompt)?.[1]?.trim() ?? null;
}

const THINGS =
  /\b(crm|project management (?:tool|software|app|platform)|invoicing (?:tool|software|app)|scheduling (?:tool|software|app|platform)|analytics (?:tool|platform)|email marketing (?:tool|platform|software)|help ?desk|accounting software|hr (?:software|platform)|payroll (?:software|platform)|inventory (?:software|system)|ai (?:assistant|writing tool|tool|platform)|booking (?:software|app|platform)|note-taking app|password manager)\b/i;

export function detectThing(text: string): string | null {
  const m = THINGS.exec(text)?.[1];
  if (!m) return null;
  return m.replace(/\b(crm|ai|hr)\b/gi, (w) => w.toUpperCase());
}

export function detectAudience(option: string, prompt: string): string | null {
  const value = option.trim();
  if (value && value !== 'Other') {
    return value
      .split(/\s+/)
      .map((w) => (/^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase()))
      .join(' ')
      .replace('individuals/consumers', 'individuals and families');
  }
  const m =
    /\b(?:target audience(?: is|:)?|aimed at|targeting|designed for|perfect for|ideal for)\s+([a-z][a-z0-9 ,&'-]{3,60}?)(?=[.;\n]|$)/i.exec(
      prompt,
    );
  return m?.[1]?.trim() ?? null;
}
