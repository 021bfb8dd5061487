import { DEFAULT_THANK_YOU_MESSAGE, type LeadSettings } from '@shared/api/leads';
import { describe, expect, it } from 'vitest';
import {
  draftFrom,
  fieldErrorFromMessage,
  sameDraft,
  settingsBody,
  validateDraft,
} from './lead-settings-form';

const settings: LeadSettings = {
  pageId: 1,
  formKey: 'k',
  captureUrl: 'https://app.example/f/k',
  webhookUrl: null,
  signingSecret: 'pcs_x',
  thankYouMessage: DEFAULT_THANK_YOU_MESSAGE,
  thankYouUrl: null,
  ghlEmbedCode: null,
  lastDelivery: null,
};

describe('draftFrom / settingsBody', () => {
  it('starts from the saved settings, nulls as empty text', () => {
    expect(draftFrom(settings)).toEqual({
      webhookUrl: '',
      thankYouMessage: DEFAULT_THANK_YOU_MESSAGE,
      thankYouUrl: '',
      ghlEmbedCode: '',
    });
  });

  it('sends trimmed values, and null for an empty address or embed', () => {
    expect(
      settingsBody({
        webhookUrl: '  https://services.leadconnectorhq.com/hooks/abc  ',
        thankYouMessage: ' Thanks! ',
        thankYouUrl: ' ',
        ghlEmbedCode: '',
      }),
    ).toEqual({
      webhookUrl: 'https://services.leadconnectorhq.com/hooks/abc',
      thankYouMessage: 'Thanks!',
      thankYouUrl: null,
      ghlEmbedCode: null,
    });
  });

  it('compares drafts as they would be saved', () => {
    const draft = draftFrom(settings);
    expect(sameDraft(draft, { ...draft, webhookUrl: '  ' })).toBe(true);
    expect(sameDraft(draft, { ...draft, webhookUrl: 'https://x.io' })).toBe(false);
  });
});

describe('fieldErrorFromMessage', () => {
  it("places the server's message at the field it names, in the field's words", () => {
    expect(fieldErrorFromMessage('webhookUrl must be a full http(s) address')).toEqual({
      field: 'webhookUrl',
      text: 'Webhook URL must be a full http(s) address.',
    });
    expect(fieldErrorFromMessage('thankYouMessage must be at most 500 characters')).toEqual({
      field: 'thankYouMessage',
      text: 'Thank-you message must be at most 500 characters.',
    });
    expect(fieldErrorFromMessage('ghlEmbedCode: text must not contain NUL characters')).toEqual({
      field: 'ghlEmbedCode',
      text: 'Embed code: text must not contain NUL characters.',
    });
  });

  it('keeps a message that names no field for the form', () => {
    expect(fieldErrorFromMessage('No webhook is saved for this page.')).toEqual({
      field: 'form',
      text: 'No webhook is saved for this page.',
    });
  });

  it('does not mistake a longer word for a field name', () => {
    expect(fieldErrorFromMessage('thankYouUrlish is odd').field).toBe('form');
  });
});

describe('validateDraft', () => {
  const draft = draftFrom(settings);

  it('accepts the saved settings and an empty webhook', () => {
    expect(validateDraft(draft)).toEqual({});
  });

  it('finds the problems the server would refuse, each at its field', () => {
    expect(
      validateDraft({
        ...draft,
        webhookUrl: 'hooks.zapier.com/abc',
        thankYouUrl: 'ftp://example.com',
        thankYouMessage: 'x'.repeat(501),
      }),
    ).toEqual({
      webhookUrl: 'Webhook URL must be a full http(s) address.',
      thankYouUrl: 'Thank-you URL must be a full http(s) address.',
      thankYouMessage: 'Thank-you message must be at most 500 characters.',
    });
  });
});
