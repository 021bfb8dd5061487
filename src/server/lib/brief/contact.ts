import { findNumbers } from 'libphonenumber-js/max';

/**
 * Contact details in a brief, as written. Phone numbers are read by libphonenumber (ADR 019)
 * in the numbering plans a Pagecraft user is likely to write in; a brief's own example number
 * ("(555) 123-4567", which no plan accepts) is still taken when it is written like a phone.
 */

const COUNTRIES = ['US', 'GB', 'ES', 'MX', 'CA', 'AU', 'IE', 'AR', 'CO'] as const;

/** A number that looks like a phone without being one a plan knows: separators or a leading + or 0. */
function writtenLikePhone(text: string): { at: number; raw: string } | null {
  for (const m of text.matchAll(/(?<![\w$£€.,/])(\+?\(?\d[\d\s().-]{8,18}\d)(?![\w%€/])/g)) {
    const raw = m[1]!.trim();
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 9 || digits.length > 13) continue;
    if (!/[\s().-]/.test(raw) && !/^(?:\+|0)/.test(raw)) continue;
    // Year ranges and dates are not phones.
    if (/^\d{4}\s*[-–]\s*\d{4}$/.test(raw) || /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(raw)) continue;
    return { at: m.index ?? 0, raw };
  }
  return null;
}

/**
 * A number the brief says is a phone ("Llamadas al 2759 1722", "tel. 2053 9836", "call us on
 * 555 0192"): any country's local format, 7 to 13 digits, when a phone word stands right before it.
 */
function cuedPhone(text: string): { at: number; raw: string } | null {
  const cue =
    /(?<![\p{L}])(?:tel\.?|tlf\.?|teléfono|telefono|phone|mobile|cell|call(?:\s+us)?(?:\s+(?:at|on))?|ring(?:\s+us)?(?:\s+on)?|text(?:\s+us)?(?:\s+(?:at|on))?|whatsapp|móvil|movil|celular|cel\.?|llamadas?\s+al?|llámanos\s+al?|llamar\s+al?|(?:nuestro\s+)?número(?:\s+es)?(?:\s+el)?|number(?:\s+is)?)\s*:?\s*(\+?\(?\d[\d\s().-]{5,18}\d)(?![\w%€/])/giu;
  for (const m of text.matchAll(cue)) {
    const raw = m[1]!.trim();
    const digits = raw.replace(/\D/g, '').length;
    if (digits < 7 || digits > 13) continue;
    return { at: (m.index ?? 0) + m[0].length - m[1]!.length, raw };
  }
  return null;
}

/** The brief's first phone number, exactly as written, or null. */
export function findPhone(text: string): string | null {
  let best: { at: number; raw: string } | null = null;
  for (const country of COUNTRIES) {
    for (const match of findNumbers(text, { defaultCountry: country, v2: true })) {
      const raw = text.slice(match.startsAt, match.endsAt);
      if (!best || match.startsAt < best.at || (match.startsAt === best.at && raw.length > best.raw.length))
        best = { at: match.startsAt, raw };
    }
  }
  for (const found of [writtenLikePhone(text), cuedPhone(text)])
    if (found && (!best || found.at < best.at)) best = found;
  return best?.raw ?? null;
}

export function findEmail(text: string): string | null {
  return /\b[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/i.exec(text)?.[0] ?? null;
}

/** The digits a tel: link dials, with the + of an international number. */
export function dialable(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}
