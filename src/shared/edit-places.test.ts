import { describe, expect, it } from 'vitest';
import { describeElement } from './edit-places.ts';
import { summarizeEdit } from './edit-summary.ts';

const page = (body: string) =>
  '<!DOCTYPE html>\n<html lang="en"><head><title>Acme</title><meta name="description" content="Fresh bread">' +
  `<style>:root{--p:#ea580c;--bg:#fff}.a{color:#111}</style></head><body>${body}</body></html>`;

const body =
  '<header><nav><a href="#top">Home</a></nav></header>' +
  '<section id="hero"><h1 class="h1">Fast plumbing</h1><p>Call us today.</p>' +
  '<a class="pc-btn pc-btn-primary" href="#book">Book now</a><img src="a.jpg" alt="A plumber at work"></section>' +
  '<section id="faq"><h2>Questions</h2><ul><li>One <strong>two</strong></li></ul>' +
  '<details><summary>Price?</summary><p>Fair.</p></details><blockquote>Great work</blockquote></section>' +
  '<form><input name="email" placeholder="Your email"><button type="submit">Send</button></form>' +
  '<footer><p>© Acme</p></footer>';

/** The plain-words sentence of the one place an edit of `body` changed. */
function changeOf(from: string, to: string): string {
  const before = page(body);
  const after = before.replace(from, to);
  expect(after).not.toBe(before);
  const hunks = summarizeEdit(before, after).diff.hunks;
  expect(hunks).toHaveLength(1);
  return hunks[0]!.what;
}

describe('edit summaries in plain words', () => {
  it.each([
    [
      'Fast plumbing',
      'Faster plumbing',
      'Changed the words “Fast plumbing” to “Faster plumbing” in the headline',
    ],
    [
      'class="pc-btn pc-btn-primary"',
      'class="pc-btn pc-btn-ghost"',
      'Changed the look of the button “Book now”',
    ],
    ['href="#book"', 'href="#contact"', 'Changed where the button “Book now” leads'],
    ['>Home<', '>Start<', 'Changed the words “Home” to “Start” in the link'],
    ['alt="A plumber at work"', 'alt="Our plumber"', 'Changed the description of the image “Our plumber”'],
    ['src="a.jpg"', 'src="b.jpg"', 'Changed the picture of the image “A plumber at work”'],
    ['--p:#ea580c', '--p:#16a34a', 'Changed the page’s styles (colours, fonts or spacing)'],
    [
      '<section id="faq">',
      '<section id="price"><h2>Pricing</h2><p>From $10</p></section><section id="faq">',
      'Added the section “Pricing”',
    ],
    ['<footer><p>© Acme</p></footer>', '', 'Removed the footer'],
    [
      '<title>Acme</title>',
      '<title>Acme plumbing</title>',
      'Changed the words “Acme” to “Acme plumbing” in the page title (shown on the browser tab)',
    ],
    ['content="Fresh bread"', 'content="Fresh rolls"', 'Changed the description search engines show'],
    ['>Send<', '>Send it<', 'Changed the words “Send” to “Send it” in the button'],
    [
      'placeholder="Your email"',
      'placeholder="Email address"',
      'Changed the wording of the field “Email address”',
    ],
    ['<strong>two</strong>', '<em>two</em>', 'Changed the look of the text “two”'],
    [
      'Call us today.',
      'Call us today. Open on Sundays.',
      'Changed the words “Call us today.” to “Call us today. Open on Sundays.” in the paragraph',
    ],
    ['Price?', 'What does it cost?', 'Changed the words “Price?” to “What does it cost?” in the question'],
    [
      'Great work',
      'Great work, on time',
      'Changed the words “Great work” to “Great work, on time” in the quote',
    ],
    ['<p>Call us today.</p>', '', 'Removed the paragraph “Call us today.”'],
    [
      '<img src="a.jpg" alt="A plumber at work">',
      '<img src="a.jpg" alt="A plumber at work"><a class="pc-btn" href="#call">Call us</a>',
      'Added the button “Call us”',
    ],
  ])('%s → %s: %s', (from, to, sentence) => {
    const what = changeOf(from, to);
    expect(what).toBe(sentence);
    // No tag, attribute or CSS class is quoted to the reader.
    expect(what).not.toMatch(/<|class=|pc-btn|href|#/);
  });

  it('names where a change is without code', () => {
    const before = page(body);
    const hunk = summarizeEdit(before, before.replace('class="pc-btn pc-btn-primary"', 'class="pc-btn"')).diff
      .hunks[0]!;
    expect(hunk.where).toBe('the button “Book now”');
  });
});

describe('describeElement', () => {
  it.each([
    ['<h1 class="x">', 'Our bakery', '', 'the headline “Our bakery”'],
    ['<h2>', 'Prices', '', 'the heading “Prices”'],
    ['<a class="btn">', 'Book now', '', 'the button “Book now”'],
    ['<a href="/x">', 'Read more', '', 'the link “Read more”'],
    ['<button aria-label="Close">', '', '', 'the button “Close”'],
    ['<img src="x" alt="">', '', '', 'an image'],
    ['<section id="p">', '', 'Pricing', 'the section “Pricing”'],
    ['<nav>', '', '', 'the menu'],
    ['<input type="submit" value="Go">', '', '', 'the button “Go”'],
    [
      '<p>',
      'A very long paragraph that goes on and on about fresh bread and more',
      '',
      'the paragraph “A very long paragraph that goes on and…”',
    ],
  ])('%s', (tag, text, heading, words) => {
    expect(describeElement(tag, text, heading)).toBe(words);
  });
});
