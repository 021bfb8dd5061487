import { describe, expect, it } from 'vitest';
import { applyPatches, formatPatches, parsePatches } from '../../../lib/patches.ts';
import { extractHtml, extractTitle, isCompleteDocument, stripHtmlBlocks } from './document.ts';

const page =
  '<!DOCTYPE html>\n<html lang="en"><head><title>Acme &amp; Co</title></head><body><h1>Hi</h1></body></html>';

describe('extractHtml', () => {
  it('takes the fenced html block', () => {
    expect(extractHtml(`Here you go:\n\n\`\`\`html\n${page}\n\`\`\`\nEnjoy!`)).toBe(page);
  });
  it('takes the last of several fenced documents', () => {
    const second = page.replace('Hi', 'Second');
    expect(extractHtml(`\`\`\`html\n${page}\n\`\`\`\n\`\`\`html\n${second}\n\`\`\``)).toBe(second);
  });
  it('finds a bare document and an unterminated fence', () => {
    expect(extractHtml(`Sure. ${page} Done.`)).toBe(page);
    expect(extractHtml(`\`\`\`html\n${page}`)).toBe(page);
  });
  it('returns null without any html', () => {
    expect(extractHtml('I cannot do that.')).toBeNull();
  });
});

describe('isCompleteDocument', () => {
  it('accepts a whole document and refuses a cut one', () => {
    expect(isCompleteDocument(page)).toBe(true);
    expect(isCompleteDocument(page.slice(0, -20))).toBe(false);
    expect(isCompleteDocument('<div>fragment</div>')).toBe(false);
  });
});

describe('extractTitle', () => {
  it('decodes entities and falls back to the default title', () => {
    expect(extractTitle(page)).toBe('Acme & Co');
    expect(extractTitle('<html><body></body></html>')).toBe('Generated Landing Page');
  });
});

describe('patches', () => {
  it('round-trips the block format and applies exact, unique edits', () => {
    const patches = [{ search: '<h1>Hi</h1>', replace: '<h1>Hello</h1>' }];
    expect(parsePatches(`Changing the headline.\n\n${formatPatches(patches)}`)).toEqual(patches);
    const outcome = applyPatches(page, patches);
    expect(outcome).toEqual({ ok: true, html: page.replace('<h1>Hi</h1>', '<h1>Hello</h1>') });
  });
  it('refuses missing and ambiguous anchors and leaves nothing half-applied', () => {
    expect(applyPatches(page, [{ search: '<h2>', replace: 'x' }])).toMatchObject({
      ok: false,
      failedIndex: 0,
    });
    const twice = `${page}<p>a</p><p>a</p>`;
    expect(applyPatches(twice, [{ search: '<p>a</p>', replace: 'b' }])).toMatchObject({ ok: false });
  });
  it('strips page bodies from history text', () => {
    expect(stripHtmlBlocks(`Done:\n\`\`\`html\n${page}\n\`\`\``)).toBe('Done:\n[page HTML omitted]');
  });
});
