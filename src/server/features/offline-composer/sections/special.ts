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
  const t = ctx.t.app;
  const badge = (small: string, big: string) =>
    `<a class="pc-store" href="#download"><small>${esc(small)}</small><strong>${esc(big)}</strong></a>`;
  const id = sectionId(ctx, 'download');
  return `${sectionOpen(ctx, id, 'pc-cta')}<div class="pc-container pc-cta-inner${animate(ctx)}"><h2 class="pc-h2">${esc(
    ctx.copy.headings.cta,
  )}</h2><p class="pc-lead">${esc(t.lead(b.brand))}</p><!-- Replace the store links with your App Store and Google Play URLs. --><div class="pc-stores">${badge(
    t.appStoreSmall,
    t.appStore,
  )}${badge(t.playSmall, t.play)}</div></div>${sectionClose(ctx, id)}`;
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
  const t = ctx.t.booking;
  const consult = b.goal === 'consultation';
  const heading = consult ? t.consultTitle(b.profile.offer) : t.title;
  const form = ctaForm(ctx, consult ? 'consultation' : 'booking', heading, t.note);
  // Only what the brief said: hours, parking and the like are the owner's to add.
  const info: [IconName, string][] = [
    ['clock', consult ? t.consultWhen : t.when],
    ...(b.location ? [['pin', t.serving(b.location)] as [IconName, string]] : []),
    ...(b.email ? [['mail', b.email] as [IconName, string]] : []),
  ];
  const call = `<li>${icon(ctx, 'phone')}<span>${esc(t.preferCall)} ${phoneLink(ctx)}</span></li>`;
  const list = info.map(([ic, text]) => `<li>${icon(ctx, ic)}<span>${esc(text)}</span></li>`).join('') + call;
  const id = sectionId(ctx, 'booking');
  const lead = consult ? t.consultLead : t.lead(b.profile.customers);
  return pitchBesideForm(
    ctx,
    id,
    { eyebrow: consult ? t.consultEyebrow : t.eyebrow, heading, lead, list },
    { heading: consult ? t.consultCard : t.card, form },
  );
}

export function renderFeedback(ctx: Ctx): string {
  const b = ctx.brief;
  const t = ctx.t.feedback;
  const form = ctaForm(ctx, 'feedback', t.formLabel, t.note);
  const id = sectionId(ctx, 'feedback');
  return `${sectionOpen(ctx, id, 'pc-section--alt')}<div class="pc-container pc-narrow">${sectionHead(
    ctx,
    t.eyebrow,
    t.title,
    t.lead(b.brand),
  )}${formCard(t.card, '', form, 'h3')}</div>${sectionClose(ctx, id)}`;
}

export function renderDonate(ctx: Ctx): string {
  ctx.css.add('booking');
  const b = ctx.brief;
  const t = ctx.t.donate;
  const form = ctaForm(ctx, 'donate', t.formLabel, t.note);
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
      eyebrow: t.eyebrow,
      heading: t.title,
      lead: fill(b, t.lead),
      list: impact,
    },
    { heading: t.card, form },
  );
}

export function renderChat(ctx: Ctx): string {
  ctx.css.add('chat');
  const b = ctx.brief;
  const t = ctx.t.chat;
  const turns = t.turns(b.brand, b.profile.offer);
  const bubbles = turns
    .map((text, i) => {
      const bot = i % 2 === 0;
      return `<li class="pc-bubble ${bot ? 'pc-bubble--bot' : 'pc-bubble--user'}"><span class="pc-visually-hidden">${esc(bot ? t.assistant : t.visitor)}</span> ${esc(text)}</li>`;
    })
    .join('');
  const id = sectionId(ctx, 'chat');
  return `${sectionOpen(ctx, id, '')}<div class="pc-container pc-split"><div class="pc-split-copy${animate(ctx)}">${sectionHead(
    ctx,
    t.eyebrow,
    t.title,
    t.lead,
  )}<a class="pc-btn pc-btn--primary pc-btn--lg" href="#${ctx.formAnchor ?? 'cta'}">${esc(t.start)}</a></div><!-- GoHighLevel: replace this preview with your Chat Widget or Conversation AI embed to make it live. --><div class="pc-chat" aria-label="${esc(t.aria)}" role="group"><div class="pc-chat-head">${icon(
    ctx,
    'bot',
  )}<span><strong>${esc(t.name(b.brand))}</strong><small>${esc(t.status)}</small></span></div><ol class="pc-chat-log">${bubbles}</ol></div></div>${sectionClose(ctx, id)}`;
}

export function renderEvent(ctx: Ctx): string {
  ctx.css.add('event');
  ctx.css.add('visuals');
  const b = ctx.brief;
  const t = ctx.t.event;
  // The running order, not invented clock times: the owner adds real times.
  const agenda = b.profile.benefits
    .slice(0, 4)
    .map(
      ([, title, text], i) =>
        `<li><span class="pc-time">${esc(t.part(i + 1))}</span><div><h3>${esc(title)}</h3><p>${esc(fill(b, text))}</p></div></li>`,
    )
    .join('');
  const id = sectionId(ctx, 'event');
  const what = t.what(b.eventFormat ? ctx.t.eventName(b.eventFormat) : null);
  return `${sectionOpen(ctx, id, 'pc-section--alt')}<div class="pc-container pc-split"><div class="pc-split-copy">${sectionHead(
    ctx,
    t.eyebrow,
    what,
    t.lead,
  )}<ol class="pc-agenda">${agenda}</ol></div><div class="pc-event-aside${animate(ctx, 2)}">${ticket(ctx)}<a class="pc-btn pc-btn--primary pc-btn--lg pc-btn--block" href="${
    ctx.formAnchor ? `#${ctx.formAnchor}` : '#top'
  }">${esc(ctx.copy.cta)}</a></div></div>${sectionClose(ctx, id)}`;
}
