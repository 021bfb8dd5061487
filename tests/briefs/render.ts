import { fill, type Plan, type Slots } from './plan.ts';
import { type BulletField, portion } from './pools/types.ts';

/**
 * Writes a planned brief (plan.ts) in its shape: a one-liner, terse notes, a paragraph, a
 * bulleted list or a long rambling brief. Every template comes from this part's portion of its
 * pool; `used` collects the slots the prompt ended up showing, which become the brief's facts.
 */
export function render(plan: Plan, used: Set<string>): string {
  const w = new Writer(plan, used);
  switch (plan.shape) {
    case 'one-line':
      return w.say(plan.slots.name ? plan.phr.oneLineNamed : plan.phr.oneLineUnnamed);
    case 'terse':
      return terse(w);
    case 'bullets':
      return bullets(w);
    case 'paragraph':
      return prose(w, false);
    case 'long':
      return prose(w, true);
  }
}

class Writer {
  constructor(
    readonly plan: Plan,
    readonly used: Set<string>,
  ) {}
  /** One template of this part's portion of `pool` that all its slots fit, filled. */
  say(pool: readonly string[], extra: Slots = {}): string {
    const slots = { ...this.plan.slots, ...extra };
    for (const template of this.plan.draw.shuffle(portion(pool, this.plan.draw.part))) {
      const text = fill(template, slots, this.used);
      if (text !== null) return text;
    }
    throw new Error(`no template of "${pool[0]}"... fits the slots ${Object.keys(slots).join(', ')}`);
  }
  /** A slot's value as it is, recorded as shown. */
  value(slot: string): string {
    this.used.add(slot);
    return this.plan.slots[slot]!;
  }
  /** A template with no slots that states a yes/no fact (24/7, same-day). */
  flag(pool: readonly string[], fact: 'open247' | 'sameDay'): string {
    this.used.add(fact);
    return this.plan.draw.pick(pool);
  }
  private look?: { colour: string; tone: string };
  /**
   * Colour, tone and section words for a style line: not facts. One colour and tone per brief,
   * so a long brief's style lines agree; a new section each time.
   */
  style(): Slots {
    const { draw, phr } = this.plan;
    this.look ??= { colour: draw.pick(phr.colours), tone: draw.pick(phr.tones) };
    return { ...this.look, section: draw.pick(phr.sections) };
  }
}

/** The sentences that state the offer and mechanics, in random order. */
function offerAndMechanics(w: Writer): string[] {
  const { plan } = w;
  const { phr, mech, slots, flavour, draw } = plan;
  const lines: string[] = [];
  const o = plan.offer;
  if (o?.kind === 'priced') lines.push(w.say(mech.has('wasNow') ? phr.wasNow : phr.priced));
  else if (o?.kind === 'plain') lines.push(w.say(phr.plain));
  else if (o?.kind === 'email' && slots.person && draw.chance(0.5)) lines.push(w.say(phr.emailByPerson));
  else if (o) lines.push(w.say(phr.free));
  if (mech.has('trial')) lines.push(w.say(phr.trial));
  if (mech.has('perSeat')) lines.push(w.say(phr.perSeatLine));
  if (mech.has('perMonth')) lines.push(w.say(flavour.monthly ?? phr.monthly));
  if (mech.has('integrations')) lines.push(w.say(phr.integrations));
  if (mech.has('open247')) lines.push(w.flag(phr.open247, 'open247'));
  if (mech.has('sameDay')) lines.push(w.flag(phr.sameDay, 'sameDay'));
  if (mech.has('age')) lines.push(w.say(phr.ageLine));
  if (mech.has('date')) lines.push(w.say(flavour.dates!));
  if (mech.has('scarcity')) lines.push(w.say(phr.scarcityLine));
  return draw.shuffle(lines);
}

/** A paragraph, or (long) a rambling 120-250 word brief with style talk and asides. */
function prose(w: Writer, long: boolean): string {
  const { plan } = w;
  const { phr, slots, draw } = plan;
  const head: string[] = [];
  if (plan.personLed && !slots.name) head.push(w.say(phr.introPerson));
  else head.push(w.say(slots.name ? phr.introNamed : phr.introUnnamed));
  if (slots.person && !w.used.has('person')) head.push(w.say(phr.person));
  head.push(w.say(phr.services));
  if (slots.place && !w.used.has('place')) head.push(w.say(phr.place));

  const tail: string[] = [];
  if (slots.phone) tail.push(w.say(phr.phone));
  if (slots.email) tail.push(w.say(phr.email));
  if (draw.chance(long ? 0.8 : 0.55)) tail.push(draw.pick(phr.goal[plan.goal]));

  const body = [...head, ...offerAndMechanics(w), ...draw.shuffle(tail)];
  const styleLines = long ? draw.int(2, 3) : draw.chance(0.35) ? 1 : 0;
  for (let i = 0; i < styleLines; i++) addStyle(w, body);
  if (!long) return body.join(' ');

  // Asides go anywhere after the opening sentence, until the brief is long enough.
  const words = (lines: string[]) => lines.join(' ').split(/\s+/).length;
  const target = draw.int(130, 210);
  const asides = draw.shuffle(portion(phr.filler, draw.part));
  const inserted = new Set<string>();
  while (words(body) < target && asides.length) {
    let aside = asides.pop()!;
    if (draw.chance(0.3)) {
      const lowered = /^I\b/.test(aside) ? aside : aside[0]!.toLowerCase() + aside.slice(1);
      aside = `${draw.pick(phr.connectors)} ${lowered}`;
    }
    inserted.add(aside);
    body.splice(draw.int(1, body.length), 0, aside);
  }
  while (words(body) < 120) addStyle(w, body);
  // Too long: drop asides (never a fact) from the end until it fits.
  for (let i = body.length - 1; words(body) > 250 && i > 0; i--)
    if (inserted.has(body[i]!)) body.splice(i, 1);
  // Two or three paragraphs, as people write long messages.
  const breaks = new Set(draw.sample([...Array(body.length).keys()].slice(2), draw.int(0, 2)));
  return body.map((line, i) => (breaks.has(i) ? `\n\n${line}` : i ? ` ${line}` : line)).join('');
}

/** A style line the brief does not have yet (a few tries, then an aside instead). */
function addStyle(w: Writer, body: string[]) {
  for (let i = 0; i < 6; i++) {
    const line = w.say(w.plan.phr.style, w.style());
    // Not the same line twice, nor the same opening ('Make it clean and modern...' twice).
    const opening = (s: string) => s.split(' ').slice(0, 3).join(' ');
    if (!body.some((b) => opening(b) === opening(line))) {
      body.push(line);
      return;
    }
  }
  body.push(w.plan.draw.pick(w.plan.phr.filler));
}

/** Notes without sentences: "emergency plumber, 24/7, Denver, (303) 555-0142". */
function terse(w: Writer): string {
  const { plan } = w;
  const { phr, slots, draw } = plan;
  const T = phr.terse;
  const parts: string[] = [];
  if (slots.name) parts.push(w.say(T.name));
  else if (plan.personLed && slots.who) parts.push(w.say(T.who));
  else parts.push(w.say(T.desc));
  if (slots.person && !w.used.has('person')) parts.push(w.say(slots.who ? T.who : T.person));
  parts.push(w.say(T.services));
  const middle = fragments(w);
  if (slots.place) middle.push(w.say(T.place));
  parts.push(...draw.shuffle(middle));
  if (slots.phone) parts.push(w.say(T.phone));
  if (slots.email) parts.push(w.say(T.email));
  if (draw.chance(0.35)) parts.push(draw.pick(T.goal[plan.goal]));
  if (draw.chance(0.25)) parts.push(w.say(T.style, w.style()));
  return parts.join(draw.pick(T.join));
}

/** The offer and mechanics as fragments (terse notes, bullet values). */
function fragments(w: Writer): string[] {
  const { plan } = w;
  const T = plan.phr.terse;
  const { mech, slots } = plan;
  const out: string[] = [];
  const o = plan.offer;
  if (o) {
    const offer = w.say(o.kind === 'priced' ? (mech.has('wasNow') ? T.wasNow : T.priced) : T.free);
    out.push(slots.deadline ? `${offer} ${w.say(T.deadline)}` : offer);
  }
  if (mech.has('trial')) out.push(w.say(T.trial));
  if (mech.has('perSeat')) out.push(w.say(T.perSeat));
  if (mech.has('perMonth')) out.push(w.say(T.perMonth));
  if (mech.has('integrations')) out.push(w.say(T.integrations));
  if (mech.has('open247')) out.push(w.flag(T.open247, 'open247'));
  if (mech.has('sameDay')) out.push(w.flag(T.sameDay, 'sameDay'));
  if (mech.has('age')) out.push(w.say(T.age));
  if (mech.has('date')) out.push(w.say(T.date));
  if (mech.has('scarcity')) out.push(w.say(T.scarcity));
  return out;
}

/** "- Name: ...\n- Offer: ...": one labelled line per fact. */
function bullets(w: Writer): string {
  const { plan } = w;
  const { phr, slots, draw, mech } = plan;
  const T = phr.terse;
  const label = (field: BulletField) => draw.pick(phr.bullets.labels[field]);
  const top: [BulletField, string][] = [];
  if (slots.name) top.push(['name', w.value('name')]);
  if (plan.personLed && slots.who) top.push(['who', w.say(T.who)]);
  else if (slots.person) top.push(['person', w.value('person')]);
  if (!plan.personLed && draw.chance(0.4)) top.push(['desc', slots.desc!]);
  top.push(['services', w.value('services')]);
  if (slots.place) top.push(['place', w.value('place')]);

  const middle: [BulletField, string][] = [];
  const o = plan.offer;
  if (o) {
    // A free offer is its own value ('Offer: free roof inspection'), a priced one a fragment.
    const offer = o.kind === 'priced' ? w.say(mech.has('wasNow') ? T.wasNow : T.priced) : w.value('offer');
    middle.push(['offer', slots.deadline ? `${offer}, ${w.say(T.deadline)}` : offer]);
  }
  if (mech.has('trial')) middle.push(['pricing', w.say(T.trial)]);
  if (mech.has('perSeat')) middle.push(['pricing', w.value('perSeat')]);
  if (mech.has('perMonth')) middle.push(['pricing', w.value('perMonth')]);
  if (mech.has('integrations')) middle.push(['integrations', w.value('list')]);
  if (mech.has('open247')) middle.push(['hours', w.flag(T.open247, 'open247')]);
  if (mech.has('sameDay')) middle.push(['hours', w.flag(T.sameDay, 'sameDay')]);
  if (mech.has('age')) middle.push(['ages', w.value('age')]);
  if (mech.has('date')) middle.push(['date', w.value('date')]);
  if (mech.has('scarcity')) middle.push(['urgency', w.value('scarcity')]);

  const bottom: [BulletField, string][] = [];
  if (slots.phone) bottom.push(['phone', w.value('phone')]);
  if (slots.email) bottom.push(['email', w.value('email')]);
  const few = () => top.length + middle.length + bottom.length < 3;
  if (draw.chance(0.5) || few()) bottom.push(['goal', draw.pick(T.goal[plan.goal])]);
  if (draw.chance(0.4) || few()) bottom.push(['style', w.say(T.style, w.style())]);

  const mark = draw.pick(phr.bullets.mark);
  const lines = [...top, ...draw.shuffle(middle), ...bottom].map(
    ([field, v]) => `${mark}${label(field)}: ${v}`,
  );
  if (draw.chance(0.4)) lines.unshift(draw.pick(phr.bullets.head));
  return lines.join('\n');
}
