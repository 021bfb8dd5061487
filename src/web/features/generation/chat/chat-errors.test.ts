import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { STREAM_CUT_MESSAGE, StreamCutError, StreamTimeoutError } from '../../../lib/sse-client';
import { chatErrorMessage } from './chat-errors';

describe('chatErrorMessage', () => {
  it('uses the timeout text for a timeout', () => {
    expect(chatErrorMessage(new StreamTimeoutError(), '/api/ai-chat-modify')).toBe(
      'Request timed out after 2 minutes. The AI is taking too long to respond.',
    );
  });

  it('says the connection was lost for a stream cut before [DONE] (server killed mid-reply)', () => {
    expect(chatErrorMessage(new StreamCutError(), '/api/ai-chat-generate')).toBe(STREAM_CUT_MESSAGE);
  });

  it('prefixes the server message of a non-OK response', () => {
    const error = new ApiError(429, '429: {"message":"Monthly limit reached"}', 'Monthly limit reached');
    expect(chatErrorMessage(error, '/api/ai-chat-generate')).toBe(
      'Failed to get AI response: Monthly limit reached',
    );
    expect(chatErrorMessage(new ApiError(502, '502: Bad Gateway'), '/api/ai-chat-generate')).toBe(
      'Failed to get AI response',
    );
  });

  it('falls back per endpoint for anything else', () => {
    expect(chatErrorMessage(new TypeError('Failed to fetch'), '/api/ai-chat-modify')).toBe(
      'Failed to send message. Please try again.',
    );
    expect(chatErrorMessage('weird', '/api/ai-chat-generate')).toBe(
      'Failed to generate landing page. Please try again.',
    );
  });
});
