import type { GoalKind, PageLanguage, Tone } from '../types.ts';

export type { PageLanguage } from '../types.ts';

/**
 * Words the variation angles are written from (copywriter.ts), all from the brief or its
 * profile, already in the page's language.
 */
export interface AngleWords {
  brand: string;
  /** The profile's plural noun for the people served. */
  customers: string;
  /** The profile's own service, mid-sentence. */
  service: string;
  outcome: string;
  location: string | null;
  /** The offer a visitor claims, in the profile's clean words ("first visit", "seat"). */
  claim: string;
  /** The offer or guide, without its title. */
  magnet: string;
  /** The brief's own date ("Thursday, March 12 at 7pm ET"), and its day alone. */
  date: string | null;
  day: string | null;
  /** The event's format in the page's language ("webinar"), or a generic word for an event. */
  event: string;
  topic: string | null;
  person: string | null;
}

type Line = (w: AngleWords) => string;

/** One angle's wording for each kind of page (see pageKind in copywriter.ts). */
export interface AngleHeadlines {
  pain: {
    feedback: Line;
    donate: Line;
    email: Line;
    eventTopic: Line;
    event: Line;
    product: Line;
    service: Line;
  };
  proof: {
    feedback: Line;
    eventPerson: Line;
    event: Line;
    email: Line;
    launch: Line;
    donate: Line;
    service: Line;
  };
  urgency: {
    feedback: Line;
    eventDated: Line;
    donateDated: Line;
    /** Any other page with a date: the goal picks the verb. */
    dated: (w: AngleWords, goal: GoalKind) => string;
    donate: Line;
    event: Line;
    /** The brief's offer (at most 50 characters), as the brief words it. */
    offer: (offer: string) => string;
    booking: Line;
    signup: Line;
    sales: Line;
    launch: Line;
    app: Line;
    email: Line;
    call: Line;
    discover: Line;
    other: Line;
  };
  outcome: {
    feedback: Line;
    eventTopic: Line;
    other: Line;
  };
}

export interface AngleSubs {
  pain: {
    feedback: Line;
    donate: Line;
    email: Line;
    event: Line;
    app: Line;
    product: Line;
    service: Line;
  };
  proof: {
    feedback: Line;
    eventPerson: Line;
    event: Line;
    launch: Line;
    /** Product and guide pages. */
    product: Line;
    service: Line;
  };
  urgency: {
    feedback: Line;
    donateDated: Line;
    donate: Line;
    eventDated: Line;
    event: Line;
    dated: Line;
    other: Line;
  };
  outcome: {
    feedback: Line;
    donate: Line;
    event: Line;
    app: Line;
    product: Line;
    service: Line;
  };
}

/** Four calls to action, one per angle slot: pain, proof, urgency, outcome. */
export type AngleCtas = [string, string, string, string];

/**
 * How a variation frames the page below its hero, by angle (pain, proof, urgency, outcome; the
 * offer-led page keeps the default headings): the benefits' heading and lead, the closing
 * heading, and a line under the closing form's title. Goal-neutral and claim-free: the same
 * words fit a plumber, a course and a shop, and promise nothing the owner did not say.
 */
export interface AngleFraming {
  features: (customers: string, brand: string) => string;
  lead: (brand: string) => string;
  close: string;
  formNote: string;
}

/**
 * Every fixed, visitor-facing string the composer writes, in one language. Templated strings
 * are functions, so each language orders its words its own way. Comments for the page's owner
 * and the chat explanation are not here: they stay in English, the app's language.
 */
export interface PageStrings {
  language: PageLanguage;

  // ── Grammar and brief words ────────────────────────────────────────────────────────────
  /** Fill of {near}: "in Austin" or "near you". */
  near: (location: string | null) => string;
  /** Fill of {a_thing}: "a CRM", "an app". */
  aThing: (thing: string) => string;
  /** Last touches on filled copy (contractions such as "de el" -> "del"). */
  tidy: (text: string) => string;
  /** One of the people served: "patients" -> "patient". */
  singular: (customers: string) => string;
  /** Shown, marked, where the phone number belongs when the brief gave none. */
  phonePlaceholder: string;
  /** An audience from the generator's option ("small business owners"), in this language. */
  audience: (audience: string) => string;
  /** An event format the brief names ("webinar", "open house"), in this language. */
  eventName: (format: string) => string;
  /** A lead magnet as read from the brief ("free guide: “Title”"), in this language. */
  magnet: (magnet: string) => string;
  /** The software category ("platform", "scheduling app"), in this language. */
  thing: (thing: string) => string;
  /** The day of a date, without its time: "Thursday, March 12 at 7pm" -> "Thursday, March 12". */
  dayOf: (date: string) => string;

  // ── Hero copy (copywriter.ts) ──────────────────────────────────────────────────────────
  toneHeadlines: Record<Tone, ((outcome: string) => string) | null>;
  eventHeadline: (format: string, topic: string | null) => string;
  magnetHeadline: (magnet: string) => string;
  feedbackHeadline: (brand: string) => string;
  toneSubEndings: Partial<Record<Tone, string>>;
  eventSub: (format: string, topic: string | null, brand: string, date: string | null) => string;
  feedbackSub: (brand: string) => string;
  madeFor: (audience: string, sub: string) => string;
  /** Calls to action by goal; {offer} and {brand} are filled. */
  goalCtas: Record<GoalKind, string>;
  seminarCta: string;
  magnetCta: (magnet: string) => string;
  offerCta: (offer: string) => string;
  /** An urgent tone's call to action ("Book now" stays, "Book a visit" gets " today"). */
  urgentCta: (text: string) => string;
  secondary: {
    call: (phone: string) => string;
    included: string;
    agenda: string;
    howItWorks: string;
  };
  headings: {
    emailFeatures: string;
    whyLove: (customers: string, brand: string) => string;
    whyChoose: (customers: string, brand: string) => string;
    stepsFriendly: string;
    steps: string;
    hearFrom: (customers: string) => string;
    whatTheySay: (customers: string, brand: string) => string;
    whatOurSay: (customers: string) => string;
    faqFriendly: string;
    faq: string;
    pricingNonprofit: string;
    pricing: string;
    goalClose: Partial<Record<GoalKind, string>>;
    ctaFriendly: string;
    cta: (brand: string) => string;
    stats: (brand: string) => string;
  };
  angles: {
    headline: AngleHeadlines;
    sub: AngleSubs;
    ctas: Record<GoalKind, AngleCtas>;
    /** A mailing list with no guide to send. */
    listCtas: AngleCtas;
    /** Shorter wording for when a template runs past 40 characters. */
    shortCtas: AngleCtas;
    /** Trailing detail an offer sheds in a headline ("… via an application"). */
    offerTrail: RegExp;
    giveBy: (day: string | null) => string;
    reserveFor: (day: string | null) => string;
    /** A call to action that would repeat the page's own: "Yes, book now". */
    yes: (text: string) => string;
  };

  // ── Chrome ─────────────────────────────────────────────────────────────────────────────
  navLabels: Record<string, string>;
  navAria: string;
  footerAria: string;
  announcementAria: string;
  callNowShort: string;
  /** The header's call button at phone widths, beside its icon: one short word. */
  callShort: string;
  topbar: {
    event: (date: string | null) => string;
    call: (phone: string | null, brand: string) => string;
    offer: (offer: string, date: string | null) => string;
  };
  rightsReserved: (brand: string) => string;
  backToTop: string;
  stars: (n: number) => string;

  // ── Hero section ───────────────────────────────────────────────────────────────────────
  heroForm: {
    email: [string, string];
    call: [string, string];
    event: (date: string | null) => [string, string];
    signup: (offer: string) => [string, string];
    consultation: (offer: string) => [string, string];
    other: (offer: string) => [string, string];
    callBack: string;
  };
  eyebrow: {
    event: (format: string, date: string | null) => string;
    feedback: string;
    magnet: (magnet: string) => string;
    urgent: (offer: string) => string;
  };
  trust: {
    with: (person: string) => string;
    serving: (location: string) => string;
  };
  /** The offer's terms as the brief states them (lib/brief/offer-terms.ts), shown in the hero. */
  terms: {
    /** The brief's own words: "24/7", "24 hours a day", "24 horas". */
    allHours: (text: string) => string;
    sameDay: string;
    trial: (days: number | null) => string;
    ages: (from: number, to: number | null) => string;
    worksWith: (tools: string) => string;
    /** "until May 1", "hasta el 15 de marzo": the deadline keeps its word. */
    until: (date: string) => string;
    /** Beside the reduced price: "normally". */
    normally: string;
    /** The word that ends a list: "Slack, Google Drive and Zapier". */
    and: string;
  };
  callPhone: (phone: string) => string;
  photo: {
    product: string;
    of: (what: string) => string;
    subject: (what: string, brand: string, location: string | null) => string;
  };

  /** Below-the-hero framing of variations 1-4, in the angle tables' order. */
  framing: [AngleFraming, AngleFraming, AngleFraming, AngleFraming];

  // ── Content sections ───────────────────────────────────────────────────────────────────
  features: {
    eyebrow: string;
    emailEyebrow: string;
    lead: (brand: string) => string;
    emailLead: string;
  };
  stepsEyebrow: string;
  figurePlaceholder: string;
  logos: { placeholder: string; title: string };
  testimonials: {
    eyebrow: string;
    placeholder: (n: number, customers: string) => string;
    name: string;
    role: (customers: string) => string;
  };
  faqEyebrow: string;
  gallery: {
    /** A brief asking for before-and-after pictures. */
    beforeAfterPattern: RegExp;
    eyebrow: string;
    beforeAfter: string;
    lookInside: (brand: string) => string;
    beforeAlt: (subject: string, n: number) => string;
    afterAlt: (subject: string, n: number) => string;
    beforeLabel: (n: number) => string;
    afterLabel: (n: number) => string;
    pairCaption: (n: number) => string;
    alt: (subject: string, brand: string, n: number) => string;
    label: (n: number) => string;
  };
  team: {
    eyebrow: string;
    member: (n: number) => string;
    role: string;
    memberAlt: (brand: string) => string;
    meetTeam: (brand: string) => string;
    meet: (person: string | null) => string;
  };

  // ── Conversion sections ────────────────────────────────────────────────────────────────
  pricing: {
    /** A price that already says its period ("$300/mo"). */
    periodInPrice: RegExp;
    eyebrow: string;
    lead: string;
    popular: string;
    pricePlaceholder: string;
    choose: (plan: string) => string;
  };
  offer: {
    /** The words of a list item, to skip benefits that repeat a plan feature. */
    words: RegExp;
    launchEyebrow: string;
    eyebrow: string;
    launchTitle: (brand: string) => string;
    title: (offer: string) => string;
    launchLead: (what: string) => string;
    /** Profile-style template: {offer} and {brand} are filled. */
    lead: string;
    launchPrice: string;
    price: string;
    secure: string;
  };
  guarantee: {
    /** What in a brief states a guarantee, to name it as written. */
    pattern: RegExp;
    /** Leading words the named guarantee sheds ("and", "the"...), tried in turn. */
    strip: RegExp[];
    title: string;
    body: (brand: string, customers: string) => string;
  };
  cta: {
    feedback: (brand: string) => string;
    /** Profile-style template: {brand} is filled. */
    body: string;
    /** The closing form's title, by goal: what the visitor gets by sending it. */
    form: Record<GoalKind, string>;
    /** The closing form's button on a shop's page: the form signs up for offers, it sells nothing. */
    salesSubmit: string;
  };
  countdown: {
    months: string[];
    date: (day: number, month: string, year: string) => string;
    /** Labels of the days, hours, minutes and seconds counters. */
    units: [string, string, string, string];
    ends: (label: string) => string;
    title: (offer: string) => string;
    endsOn: (date: string) => string;
    limited: string;
  };

  // ── Forms ──────────────────────────────────────────────────────────────────────────────
  form: {
    firstName: string;
    email: string;
    phone: string;
    workEmail: string;
    company: string;
    preferredDate: string;
    childAge: string;
    helpWith: string;
    somethingElse: string;
    anythingElse: string;
    bestTime: string;
    times: [string, string, string];
    helpWithMessage: string;
    rate: string;
    better: string;
    firstNameOptional: string;
    emailOptional: string;
    chooseAmount: string;
    howOften: string;
    once: string;
    monthly: string;
    otherAmount: string;
    amount: string;
    message: string;
    chooseOne: string;
    privacy: string;
  };

  // ── Media and builder sections ─────────────────────────────────────────────────────────
  media: {
    watchVideo: string;
    inAction: (brand: string) => string;
    watchEyebrow: string;
    contactTitle: string;
    contactEyebrow: string;
    contactLead: string;
    sendMessage: string;
  };
  builder: {
    happyCustomer: string;
    contactUs: string;
    galleryImage: string;
    /** Builder navigation labels and the sections they may point at ('form': the main form). */
    navTargets: [RegExp, string[]][];
  };

  // ── Special sections ───────────────────────────────────────────────────────────────────
  app: {
    lead: (brand: string) => string;
    appStoreSmall: string;
    appStore: string;
    playSmall: string;
    play: string;
  };
  booking: {
    consultTitle: (offer: string) => string;
    title: string;
    note: string;
    consultWhen: string;
    when: string;
    serving: (location: string) => string;
    preferCall: string;
    consultLead: string;
    lead: (customers: string) => string;
    consultEyebrow: string;
    eyebrow: string;
    consultCard: string;
    card: string;
  };
  feedback: {
    formLabel: string;
    note: string;
    eyebrow: string;
    title: string;
    lead: (brand: string) => string;
    card: string;
  };
  donate: {
    formLabel: string;
    note: string;
    eyebrow: string;
    title: string;
    /** Profile-style template: {brand} is filled. */
    lead: string;
    card: string;
  };
  chat: {
    turns: (brand: string, offer: string) => string[];
    assistant: string;
    visitor: string;
    eyebrow: string;
    title: string;
    lead: string;
    start: string;
    aria: string;
    name: (brand: string) => string;
    status: string;
  };
  event: {
    part: (n: number) => string;
    what: (format: string | null) => string;
    eyebrow: string;
    lead: string;
  };

  // ── Hero panels ────────────────────────────────────────────────────────────────────────
  visuals: {
    today: string;
    welcome: string;
    /** Month (3 letters) and day of an event date, for the ticket. */
    ticketDate: (date: string) => [string, string] | null;
    live: string;
    soon: string;
    online: string;
    venueSoon: string;
    free: (format: string) => string;
    admitOne: string;
    dateTba: string;
    new: string;
    featuredIn: (location: string) => string;
    featured: string;
    justListed: string;
  };
}
