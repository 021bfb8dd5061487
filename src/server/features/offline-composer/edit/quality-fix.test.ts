import { describe, expect, it } from 'vitest';
import { planOfflineEdit } from '../modify-page.ts';
import { simulate } from './patches.ts';
import { detectQualityFix } from './quality-fix.ts';

const PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Harbor Bakery</title></head>
<body>
  <h1 class="big">Harbor Bakery</h1>
  <p>Sourdough, croissants and seasonal cakes baked every morning by the harbour since 1987.</p>
  <h1 style="color:red">Fresh bread daily</h1>
  <img src="https://cdn.example.com/img/sourdough-loaf_2.jpg" width="200">
  <img src="data:image/png;base64,AAAA"/>
  <section id="contact"><a href="javascript:void(0)" class="btn">Order now</a> <a href=" JAVASCRIPT:go()">Go</a></section>
</body></html>`;

/** Applies the offline engine's answer to `instruction` the way the server does. */
function fix(instruction: string, html = PAGE): string {
  const edit = planOfflineEdit({ html, instruction });
  if (edit.kind !== 'patches') throw new Error(edit.message);
  const result = simulate(html, edit.patches);
  if (result === null) throw new Error('patches do not apply');
  return result;
}

describe('offline page-check fixes', () => {
  it("recognises the page check's instructions, and nothing else", () => {
    expect(
      detectQualityFix(
        'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head> of the page.',
      ),
    ).toBe('viewport');
    expect(
      detectQualityFix(
        'Add descriptive alt text to the images hero.jpg and team.png; use alt="" only for decorative images.',
      ),
    ).toBe('image-alt');
    expect(detectQualityFix('Replace the javascript: href of "Order now" with a real destination')).toBe(
      'javascript-links',
    );
    expect(detectQualityFix('Add <meta name="description" content="..."> to the <head>: one sentence')).toBe(
      'meta-description',
    );
    expect(
      detectQualityFix('Keep only one <h1> (the main headline) and turn the other h1 headings into <h2>'),
    ).toBe('single-h1');
    expect(detectQualityFix('make it green and add an FAQ')).toBeNull();
  });

  it('adds the viewport meta after the charset, or corrects a wrong one', () => {
    const fixed = fix(
      'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head> of the page.',
    );
    expect(fixed).toContain(
      '<meta charset="utf-8">\n  <meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    const wrong = PAGE.replace('<title>', '<meta name="viewport" content="width=1024"><title>');
    const corrected = fix(
      'Change the viewport meta tag to <meta name="viewport" content="width=device-width, initial-scale=1">',
      wrong,
    );
    expect(corrected).not.toContain('width=1024');
    expect(corrected.match(/name="viewport"/g)).toHaveLength(1);
  });

  it('gives every image without alt a text from its file name or the nearest heading', () => {
    const fixed = fix('Add descriptive alt text to the images sourdough-loaf_2.jpg (what each one shows).');
    expect(fixed).toContain(
      '<img src="https://cdn.example.com/img/sourdough-loaf_2.jpg" width="200" alt="Sourdough loaf 2">',
    );
    expect(fixed).toContain('<img src="data:image/png;base64,AAAA" alt="Fresh bread daily"/>');
  });

  it("points javascript: links at the page's own call to action", () => {
    const fixed = fix(
      'Replace the javascript: href of "Order now" with a real destination (a section anchor).',
    );
    expect(fixed).toContain('<a href="#contact" class="btn">Order now</a>');
    expect(fixed).toContain('<a href="#contact">Go</a>');
    expect(fixed.toLowerCase()).not.toContain('javascript:');
  });

  it("writes a meta description from the page's own words", () => {
    const fixed = fix(
      'Add <meta name="description" content="..."> to the <head>: one sentence of 50-160 characters.',
    );
    const content = /<meta name="description" content="([^"]+)">/.exec(fixed)?.[1] ?? '';
    expect(content).toContain('Sourdough, croissants and seasonal cakes');
    expect(content.length).toBeGreaterThanOrEqual(50);
    expect(content.length).toBeLessThanOrEqual(160);
  });

  it('keeps one h1 and turns the others into h2 of the same size', () => {
    const fixed = fix(
      'Keep only one <h1> (the main headline) and turn the other h1 headings ("Fresh bread daily") into <h2>.',
    );
    expect(fixed.match(/<h1\b/g)).toHaveLength(1);
    expect(fixed).toContain('<h2 style="font-size:2em;color:red">Fresh bread daily</h2>');
  });

  it('takes placeholder addresses off forms and marks them for the export, leaving their inputs alone', () => {
    const instruction =
      'Remove the action attribute (https://example.com/submit) from the form "optin" and add the data-pc-form attribute to it instead; keep method="post" and the submit button. Keep the form\'s named inputs (email) exactly as they are: the export connects them to the page\'s lead destination. Never invent an action URL.';
    expect(detectQualityFix(instruction)).toBe('lead-form-action');
    const forms = `<form id="optin" action="https://example.com/submit" method="post"><label for="e">Email</label><input id="e" name="email"><button>Join</button></form>
  <form data-pc-form action="https://yourdomain.com/form" method="post"><label>Phone <input name="phone"></label></form>
  <form action="https://crm.acme.io/lead"><label>Name <input name="full_name"></label></form>`;
    const fixed = fix(instruction, PAGE.replace('</body>', `${forms}\n</body>`));
    expect(fixed).toContain(
      '<form id="optin" data-pc-form method="post"><label for="e">Email</label><input id="e" name="email"><button>Join</button></form>',
    );
    expect(fixed).toContain(
      '<form data-pc-form method="post"><label>Phone <input name="phone"></label></form>',
    );
    expect(fixed).toContain('<form action="https://crm.acme.io/lead">');
    const edit = planOfflineEdit({ html: PAGE, instruction });
    expect(edit.kind).toBe('unsupported');
  });

  it('says so when there is nothing to fix', () => {
    const clean = PAGE.replace(/<img[^>]*>/g, '');
    const edit = planOfflineEdit({ html: clean, instruction: 'Add descriptive alt text to the images.' });
    expect(edit.kind).toBe('unsupported');
  });
});
