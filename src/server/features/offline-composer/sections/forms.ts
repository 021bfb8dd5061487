import { LEAD_FORM_ATTRIBUTE } from '../../../../shared/api/leads.ts';
import { capitalise, esc, LEAD_FORM_NOTE, slug } from '../html.ts';
import type { GoalKind } from '../types.ts';
import { type Ctx, icon } from './context.ts';

export interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'number' | 'select' | 'textarea' | 'radio';
  autocomplete?: string;
  required?: boolean;
  choices?: string[];
  wide?: boolean;
}

export type FormKind = GoalKind | 'contact';

/** Standard field sets per goal; names follow the lead-form contract (GoHighLevel's contact keys). */
export function fieldsFor(ctx: Ctx, kind: FormKind): Field[] {
  const t = ctx.t.form;
  const FIRST: Field = {
    name: 'first_name',
    label: t.firstName,
    type: 'text',
    autocomplete: 'given-name',
    required: true,
  };
  const EMAIL: Field = {
    name: 'email',
    label: t.email,
    type: 'email',
    autocomplete: 'email',
    required: true,
  };
  const PHONE: Field = { name: 'phone', label: t.phone, type: 'tel', autocomplete: 'tel' };
  const named = ctx.brief.services.length ? ctx.brief.services : ctx.brief.profile.services;
  const services = named.slice(0, 5).map(capitalise);
  switch (kind) {
    case 'email':
      return [FIRST, EMAIL];
    case 'signup':
      return [FIRST, { ...EMAIL, label: ctx.brief.profile.id === 'saas' ? t.workEmail : t.email }];
    case 'call':
      return [FIRST, { ...PHONE, required: true }, { ...EMAIL, required: false }];
    case 'event':
      return [
        FIRST,
        EMAIL,
        { name: 'company_name', label: t.company, type: 'text', autocomplete: 'organization' },
      ];
    case 'booking':
      return [
        FIRST,
        EMAIL,
        { ...PHONE, required: true },
        { name: 'preferred_date', label: t.preferredDate, type: 'date' },
        {
          name: 'service',
          label: t.helpWith,
          type: 'select',
          choices: [...services, t.somethingElse],
          wide: true,
        },
        { name: 'message', label: t.anythingElse, type: 'textarea', wide: true },
      ];
    case 'consultation':
      return [
        FIRST,
        EMAIL,
        PHONE,
        {
          name: 'preferred_time',
          label: t.bestTime,
          type: 'select',
          choices: [...t.times],
        },
        { name: 'message', label: t.helpWithMessage, type: 'textarea', wide: true },
      ];
    case 'feedback':
      return [
        {
          name: 'rating',
          label: t.rate,
          type: 'radio',
          required: true,
          choices: ['1', '2', '3', '4', '5'],
          wide: true,
        },
        { name: 'message', label: t.better, type: 'textarea', wide: true },
        { ...FIRST, label: t.firstNameOptional, required: false },
        { ...EMAIL, label: t.emailOptional, required: false },
      ];
    case 'donate':
      return [
        {
          name: 'donation_amount',
          label: ctx.brief.prices.length ? t.chooseAmount : t.howOften,
          type: 'radio',
          required: true,
          // Suggested amounts are the brief's own; otherwise the donor chooses how often and how much.
          choices: ctx.brief.prices.length ? ctx.brief.prices.slice(0, 4) : [t.once, t.monthly],
          wide: true,
        },
        {
          name: 'custom_amount',
          label: ctx.brief.prices.length ? t.otherAmount : t.amount,
          type: 'number',
          wide: true,
        },
        FIRST,
        EMAIL,
      ];
    case 'contact':
      return [FIRST, EMAIL, { name: 'message', label: t.message, type: 'textarea', wide: true }];
    default:
      return [FIRST, EMAIL, PHONE];
  }
}

function control(ctx: Ctx, id: string, f: Field): string {
  const req = f.required ? ' required' : '';
  const ac = f.autocomplete ? ` autocomplete="${f.autocomplete}"` : '';
  const wide = f.wide ? ' pc-field--wide' : '';
  if (f.type === 'radio') {
    const opts = (f.choices ?? [])
      .map((choice, i) => {
        const oid = `${id}-${i + 1}`;
        return `<span class="pc-choice"><input type="radio" id="${oid}" name="${f.name}" value="${esc(choice)}"${i === 0 ? req : ''}><label for="${oid}">${esc(choice)}</label></span>`;
      })
      .join('');
    return `<fieldset class="pc-field${wide}"><legend>${esc(f.label)}</legend><div class="pc-choices">${opts}</div></fieldset>`;
  }
  const label = `<label for="${id}">${esc(f.label)}</label>`;
  if (f.type === 'textarea') {
    return `<div class="pc-field${wide}">${label}<textarea id="${id}" name="${f.name}" rows="3"${req}></textarea></div>`;
  }
  if (f.type === 'select') {
    const opts = (f.choices ?? []).map((c) => `<option>${esc(c)}</option>`).join('');
    return `<div class="pc-field${wide}">${label}<select id="${id}" name="${f.name}"${req}><option value="">${esc(ctx.t.form.chooseOne)}</option>${opts}</select></div>`;
  }
  const extra = f.type === 'number' ? ' min="1" inputmode="numeric"' : '';
  return `<div class="pc-field${wide}">${label}<input id="${id}" name="${f.name}" type="${f.type}"${ac}${extra}${req}></div>`;
}

export interface FormOptions {
  kind: FormKind;
  submit: string;
  fields?: Field[];
  label: string;
  note?: string;
}

/**
 * A plain HTML form to the lead-form contract: marked, no action, standard input names. The
 * export connects it to the page's capture URL, so an action written here could only be wrong.
 */
/** Words on a button that promise a date ("Check my date", "Comprobar mi fecha"). */
const DATE_WORDS = /\bdates?\b|\bfechas?\b|\bavailability\b|\bdisponibilidad\b/i;

/**
 * The form asks what its offer needs: a date when its button (or the page's call to action)
 * promises one, and a child's age on a page for children's camps, or for classes the brief
 * gives children's ages for ("ages 7-12"); a guide's sign-up keeps to name and email.
 */
function fitToOffer(ctx: Ctx, fields: Field[], submit: string, kind: FormKind): Field[] {
  const t = ctx.t.form;
  const out = [...fields];
  const at = Math.max(1, out.findIndex((f) => f.name === 'email') + 1);
  const range = ctx.brief.terms.ageRange;
  const childrensClass = !!range?.to && range.to <= 17 && kind !== 'email';
  const forChildren = ctx.brief.profile.id === 'kids-camp' || childrensClass;
  if (forChildren && !out.some((f) => f.name === 'child_age')) {
    const ages =
      range?.to && range.to - range.from <= 14
        ? Array.from({ length: range.to - range.from + 1 }, (_, i) => String(range.from + i))
        : null;
    out.splice(
      at,
      0,
      ages
        ? { name: 'child_age', label: t.childAge, type: 'select', choices: ages, required: true }
        : { name: 'child_age', label: t.childAge, type: 'number', required: true },
    );
  }
  const promisesDate = DATE_WORDS.test(`${submit} ${ctx.copy.cta} ${ctx.copy.secondary.text}`);
  if (promisesDate && !out.some((f) => f.type === 'date'))
    out.splice(at, 0, { name: 'preferred_date', label: t.preferredDate, type: 'date' });
  return out;
}

export function renderForm(ctx: Ctx, opts: FormOptions): string {
  ctx.css.add('forms');
  ctx.formCount += 1;
  const prefix = `pc-f${ctx.formCount}`;
  const list = fitToOffer(ctx, opts.fields ?? fieldsFor(ctx, opts.kind), opts.submit, opts.kind);
  const fields = list.map((f) => control(ctx, `${prefix}-${slug(f.name)}`, f)).join('');
  const columns = list.length >= 5 ? ' pc-fields--2' : '';
  const privacy = opts.note ?? ctx.t.form.privacy;
  return `${LEAD_FORM_NOTE}<form class="pc-form" ${LEAD_FORM_ATTRIBUTE} method="post" aria-label="${esc(
    opts.label,
  )}"><div class="pc-fields${columns}">${fields}</div><button type="submit" class="pc-btn pc-btn--primary pc-btn--block">${esc(
    opts.submit,
  )}</button><p class="pc-privacy">${icon(ctx, 'lock')}<span>${esc(privacy)}</span></p></form>`;
}

/** Heading level for a form card: h2 in the hero (under the h1), h3 inside a titled section. */
export function formCard(
  heading: string,
  text: string,
  form: string,
  level: 'h2' | 'h3',
  anchor?: string,
): string {
  const id = anchor ? ` id="${anchor}"` : '';
  return `<div class="pc-form-card"${id}><${level} class="pc-form-title">${esc(heading)}</${level}>${
    text ? `<p class="pc-form-text">${esc(text)}</p>` : ''
  }${form}</div>`;
}
