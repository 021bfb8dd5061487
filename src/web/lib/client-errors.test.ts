import {
  CLIENT_ERROR_LIMITS,
  type ClientErrorReport,
  clientErrorReportSchema,
} from '@shared/api/client-errors';
import { describe, expect, it } from 'vitest';
import { clientErrorReport, createErrorReporter, MAX_REPORTS_PER_LOAD } from './client-errors.ts';

const CHUNK_ERROR = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1/assets/changelog-abc.js',
);

describe('clientErrorReport', () => {
  it("names the error, its stack, the screen and the address without the query (the generator's holds a prompt)", () => {
    const report = clientErrorReport(CHUNK_ERROR, {
      url: 'http://127.0.0.1/generator?prompt=my%20secret%20plan#top',
      screen: 'generator',
    });
    expect(report).toEqual({
      message: `TypeError: ${CHUNK_ERROR.message}`,
      stack: CHUNK_ERROR.stack,
      url: 'http://127.0.0.1/generator',
      screen: 'generator',
    });
    expect(clientErrorReportSchema.parse(report)).toEqual(report);
  });

  it('cuts every field to the caps the server holds it to, so a long report is shortened, never refused', () => {
    const error = new Error('m'.repeat(10_000));
    error.stack = 's'.repeat(50_000);
    const report = clientErrorReport(error, {
      url: `http://127.0.0.1/${'u'.repeat(2_000)}`,
      screen: 'n'.repeat(500),
    });
    expect(report.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(report.message.endsWith('…')).toBe(true);
    expect(report.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
    expect(report.url).toHaveLength(CLIENT_ERROR_LIMITS.url);
    expect(report.screen).toHaveLength(CLIENT_ERROR_LIMITS.screen);
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('leaves out a stack that only repeats the message (a chunk that failed to load has no frames)', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    error.stack = `TypeError: ${error.message}`;
    expect(clientErrorReport(error, { url: 'http://127.0.0.1/x' })).toEqual({
      message: error.stack,
      url: 'http://127.0.0.1/x',
    });
  });

  it('reports what was thrown even when it is not an Error', () => {
    expect(clientErrorReport('plain text', { url: 'http://127.0.0.1/' })).toEqual({
      message: 'plain text',
      url: 'http://127.0.0.1/',
    });
    expect(clientErrorReport(null, { url: 'not a url' })).toEqual({ message: 'null', url: 'not a url' });
    expect(clientErrorReport({ code: 1 }, { url: 'http://127.0.0.1/x' }).message).toBe('[object Object]');
  });
});

describe('createErrorReporter', () => {
  it(`sends each report, at most ${MAX_REPORTS_PER_LOAD} a page load`, () => {
    const sent: ClientErrorReport[] = [];
    const report = createErrorReporter(async (body) => sent.push(body));
    for (let i = 0; i < MAX_REPORTS_PER_LOAD + 3; i++)
      report(new Error(`failure ${i}`), { url: 'http://127.0.0.1/dashboard', screen: 'dashboard' });
    expect(sent).toHaveLength(MAX_REPORTS_PER_LOAD);
    expect(sent[0]).toMatchObject({ message: 'Error: failure 0', screen: 'dashboard' });
  });

  it('never lets a failed report reach the screen', async () => {
    const rejected = createErrorReporter(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => rejected(CHUNK_ERROR, { url: 'http://127.0.0.1/' })).not.toThrow();
    const thrown = createErrorReporter(() => {
      throw new ReferenceError('fetch is not defined');
    });
    expect(() => thrown(CHUNK_ERROR, { url: 'http://127.0.0.1/' })).not.toThrow();
    // The rejection is handled: nothing is left for 'unhandledrejection'.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
