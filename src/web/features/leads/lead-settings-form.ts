import { type LeadSettings, type LeadSettingsBody, leadSettingsBodySchema } from '@shared/api/leads';

/**
 * The lead settings dialog's form: what it starts from, the body it sends, and the server's
 * messages (which name the body's fields, e.g. 'webhookUrl must be a full http(s) address')
 * turned into errors beside the right field, in words people use.
 */
export const SETTINGS_FIELDS = ['webhookUrl', 'thankYouMessage', 'thankYouUrl', 'ghlEmbedCode'] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

export const SETTINGS_FIELD_LABELS: Record<SettingsField, string> = {
  webhookUrl: 'Webhook URL',
  thankYouMessage: 'Thank-you message',
  thankYouUrl: 'Thank-you URL',
  ghlEmbedCode: 'Embed code',
};

export type SettingsDraft = Record<SettingsField, string>;
export type SettingsErrors = Partial<Record<SettingsField | 'form', string>>;

export function draftFrom(settings: LeadSettings): SettingsDraft {
  return {
    webhookUrl: settings.webhookUrl ?? '',
    thankYouMessage: settings.thankYouMessage,
    thankYouUrl: settings.thankYouUrl ?? '',
    ghlEmbedCode: settings.ghlEmbedCode ?? '',
  };
}

/** PUT body: trimmed; an empty optional address or embed is null (none). */
export function settingsBody(draft: SettingsDraft): LeadSettingsBody {
  const orNull = (value: string) => value.trim() || null;
  return {
    webhookUrl: orNull(draft.webhookUrl),
    thankYouMessage: draft.thankYouMessage.trim(),
    thankYouUrl: orNull(draft.thankYouUrl),
    ghlEmbedCode: orNull(draft.ghlEmbedCode),
  };
}

const fieldPattern = (field: string) => new RegExp(`\\b${field}\\b`);

/** A message about the body, placed at the field it names ('form' when it names none). */
export function fieldErrorFromMessage(message: string): { field: SettingsField | 'form'; text: string } {
  const field = SETTINGS_FIELDS.find((name) => fieldPattern(name).test(message)) ?? 'form';
  let text = message.trim();
  for (const name of SETTINGS_FIELDS) {
    text = text.replace(new RegExp(`\\b${name}\\b`, 'g'), SETTINGS_FIELD_LABELS[name]);
  }
  text = text.replace(/\s+/g, ' ');
  if (text && !/[.!?]$/.test(text)) text += '.';
  return { field, text: text.charAt(0).toUpperCase() + text.slice(1) };
}

/** The server's own rules, checked before sending: the first problem of each field. */
export function validateDraft(draft: SettingsDraft): SettingsErrors {
  const parsed = leadSettingsBodySchema.safeParse(settingsBody(draft));
  const errors: SettingsErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const named = String(issue.path[0] ?? '');
    const { field, text } = fieldErrorFromMessage(
      (SETTINGS_FIELDS as readonly string[]).includes(named) && !fieldPattern(named).test(issue.message)
        ? `${named}: ${issue.message}`
        : issue.message,
    );
    errors[field] ??= text;
  }
  return errors;
}

export const sameDraft = (a: SettingsDraft, b: SettingsDraft) =>
  SETTINGS_FIELDS.every((field) => a[field].trim() === b[field].trim());
