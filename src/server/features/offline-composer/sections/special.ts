import { fill } from '../copywriter.ts';
import { esc } from '../html.ts';
import type { IconName } from '../types.ts';
import { sectionHead } from './content.ts';
import { animate, type Ctx, icon, phoneLink, sectionClose, sectionId, sectionOpen } from './context.ts';
import { type FormKind, formCard, renderForm } from './forms.ts';
import { ticket } from './visuals.ts';

export function renderApp(ctx: Ctx): string {
  ctx.css.add('app');
  const b = ctx.brief;
  const badge = (small: string, big: string) =>
    `<a class="pc-store" href="#download"><small>${small}</small><strong>${big}</strong></a>`;
  const id = sectionId(ctx, 'download');
  return `${sectionOpen(ctx, id, 'pc-cta')}<div class="pc-container pc-cta-inner${animate(ctx)}"><h2 class="pc-h2">${esc(
    ctx.copy.headings.cta,
  )}</h2><p class="pc-lead">${esc(`Free on iPhone and Android. Try ${b.brand} today.`)}</p><!-- Replace the store links with your App Store and Google Play URLs. --><div class="pc-stores">${badge(
    'Download on the',
    'App Store',
  )}${badge('Get it on', 'Google Play')}</div></div>${sectionClose(ctx, id)}`;
}

/** A lead form whose button carries the page's call to action. */
function ctaForm(ctx: Ctx, kind: FormKind, label: string, note: string): string {
  return renderForm(ctx, { kind, submit: ctx.copy.cta, label, note });
}

/** The pitch (eyebrow, heading, lead, a list) beside a card holding the section's form. */
function pitchBesideForm(
  ctx: Ctx,
  id: string,
  pitch: { eyebrow: string; heading: string; lead: string; list: string },
  card: { heading: string; form: string },
): string {
  return `${sectionOpen(ctx, id, 'pc-section--alt')}<div class="pc-container pc-split"><div class="pc-split-copy${animate(
    ctx,
  )}"><p class="pc-eyebrow">${esc(pitch.eyebrow)}</p><h2 class="pc-h2">${esc(pitch.heading)}</h2><p class="pc-lead">${esc(
    pitch.lead,
  )}</p><ul class="pc-info">${pitch.list}</ul></div>${formCard(card.heading, '', card.form, 'h3')}</div>${sectionClose(ctx, id)}`;
}

export function renderBooking(ctx: Ctx): string {
  ctx.css.add('booking');
  const b = ctx.brief;
  const consult = b.goal === 'consultation';
  const heading = consult ? `Book your ${b.profile.offer}` : 'Book your appointment';
  const form = ctaForm(
    ctx,
    consult ? 'consultation' : 'booking',
    heading,
    'We will confirm your time by email or text.',
  );
  // Only what the brief said: hours, parking and the like are the owner's to add.
  const info: [IconName, string][] = [
    ['clock', consult ? 'Pick a time that suits you' : 'Choose your preferred day'],
    ...(b.location ? [['pin', `Serving ${b.location}`] as [IconName, string]] : []),
    ...(b.email ? [['mail', b.email] as [IconName, string]] : []),
  ];
  const call = `<li>${icon(ctx, 'phone')}<span>Prefer to call? ${phoneLink(ctx)}</span></li>`;
  const list = info.map(([ic, text]) => `<li>${icon(ctx, ic)}<span>${esc(text)}</span></li>`).join('') + call;
  const id = sectionId(ctx, 'booking');
  const lead = consult
    ? 'Tell us a little about what you need and choose a time. You will leave the call with clear next steps, whether or not we work together.'
    : `Choose a time that suits you and we will take care of the rest. New ${b.profile.customers} are always welcome.`;
  return pitchBesideForm(
    ctx,
    id,
    { eyebrow: consult ? 'Free consultation' : 'Book online', heading, lead, list },
    { heading: consult ? 'Request your time' : 'Request an appointment', form },
  );
}

export function renderFeedback(ctx: Ctx): string {
  const b = ctx.brief;
  const form = ctaForm(
    ctx,
    'feedback',
    'Feedback form',
    'Your answers are confidential and take about a minute.',
  );
  const id = sectionId(ctx, 'feedback');
  return `${sectionOpen(ctx, id, 'pc-section--alt')}<div class="pc-container pc-narrow">${sectionHead(
    ctx,
    'Your opinion matters',
    'Tell us how we did',
    `Every response is read by the ${b.brand} team and helps us improve.`,
  )}${formCard('Quick feedback survey', '', form, 'h3')}</div>${sectionClose(ctx, id)}`;
}

export function renderDonate(ctx: Ctx): string {
  ctx.css.add('booking');
  const b = ctx.brief;
  const form = ctaForm(ctx, 'donate', 'Donation form', 'Secure donation.');
  const impact = b.profile.plans
    .map(
      (p, i) =>
        `<li>${icon(ctx, 'heart')}<span>${b.prices[i] ? `<strong>${esc(b.prices[i])}</strong> ` : ''}${esc(p.name)}: ${esc(p.features[0] ?? '')}</span></li>`,
    )
    .join('');
  const id = sectionId(ctx, 'donate');
  return pitchBesideForm(
    ctx,
    id,
    {
      eyebrow: 'Give today',
      heading: 'Your gift at work',
      lead: fill(b, 'Every donation to {brand} is put to work right away, in your community.'),
      list: impact,
    },
    { heading: 'Make your donation', form },
  );
}

export function renderChat(ctx: Ctx): string {
  ctx.css.add('chat');
  const b = ctx.brief;
  const offer = b.profile.offer;
  const turns: [boolean, string][] = [
    [true, `Hi there! I’m the ${b.brand} assistant. What can I help you with today?`],
    [false, `I’m interested in your ${offer}.`],
    [true, 'Great choice! Is this for your home, or for a business?'],
    [false, 'For my home.'],
    [true, 'Perfect. What is the best number to reach you? A specialist will follow up within minutes.'],
  ];
  const bubbles = turns
    .map(
      ([bot, text]) =>
        `<li class="pc-bubble ${bot ? 'pc-bubble--bot' : 'pc-bubble--user'}"><span class="pc-visually-hidden">${bot ? 'Assistant:' : 'Visitor:'}</span> ${esc(text)}</li>`,
    )
    .join('');
  const id = sectionId(ctx, 'chat');
  return `${sectionOpen(ctx, id, '')}<div class="pc-container pc-split"><div class="pc-split-copy${animate(ctx)}">${sectionHead(
    ctx,
    'Instant answers, 24/7',
    'Chat with us, get answers in seconds',
    'Our assistant answers common questions, checks what you need and connects you with the right person, day or night.',
  )}<a class="pc-btn pc-btn--primary pc-btn--lg" href="#${ctx.formAnchor ?? 'cta'}">Start the conversation</a></div><!-- GoHighLevel: replace this preview with your Chat Widget or Conversation AI embed to make it live. --><div class="pc-chat" aria-label="Example conversation" role="group"><div class="pc-chat-head">${icon(
    ctx,
    'bot',
  )}<span><strong>${esc(b.brand)} assistant</strong><small>Here to help</small></span></div><ol class="pc-chat-log">${bubbles}</ol></div></div>${sectionClose(ctx, id)}`;
}

export function renderEvent(ctx: Ctx): string {
  ctx.css.add('event');
  ctx.css.add('visuals');
  const b = ctx.brief;
  // The running order, not invented clock times: the owner adds real times.
  const agenda = b.profile.benefits
    .slice(0, 4)
    .map(
      ([, title, text], i) =>
        `<li><span class="pc-time">Part ${i + 1}</span><div><h3>${esc(title)}</h3><p>${esc(fill(b, text))}</p></div></li>`,
    )
    .join('');
  const id = sectionId(ctx, 'event');
  const what = b.eventFormat ? `What you will get from this ${b.eventFormat}` : 'The agenda';
  return `${sectionOpen(ctx, id, 'pc-section--alt')}<div class="pc-container pc-split"><div class="pc-split-copy">${sectionHead(
    ctx,
    'Agenda',
    what,
    'A focused, practical programme. Come with questions and leave with a plan.',
  )}<ol class="pc-agenda">${agenda}</ol></div><div class="pc-event-aside${animate(ctx, 2)}">${ticket(ctx)}<a class="pc-btn pc-btn--primary pc-btn--lg pc-btn--block" href="${
    ctx.formAnchor ? `#${ctx.formAnchor}` : '#top'
  }">${esc(ctx.copy.cta)}</a></div></div>${sectionClose(ctx, id)}`;
}
