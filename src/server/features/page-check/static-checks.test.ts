import { describe, expect, it } from 'vitest';
import { runStaticChecks } from './static-checks.ts';

const GOOD = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bakery</title>
<meta name="description" content="Fresh sourdough and pastries baked every morning and delivered across Leeds.">
</head><body><h1>Bread</h1><h2>Menu</h2><img src="https://x.test/a.jpg" alt="Loaf"><a href="#menu">Menu</a></body></html>`;

/** A 60 KB page of the usual sections, for the timing bar. */
function sixtyKilobytes(): string {
  const section = (i: number) => `<section id="s${i}" class="section"><h2>Section ${i}</h2>
    <p style="color:#333">Text ${'lorem ipsum '.repeat(20)}</p><img src="https://x.test/${i}.jpg" alt="">
    <a href="#s${i}" class="btn">Go</a><form action="https://x.test/f"><label>E <input name="e${i}"></label></form></section>`;
  let body = '';
  for (let i = 0; Buffer.byteLength(body) < 60 * 1024; i++) body += section(i);
  return GOOD.replace('</body>', `${body}</body>`);
}

describe('runStaticChecks', () => {
  it('passes every static rule on a well-made page', () => {
    const result = runStaticChecks(GOOD);
    expect(result.findings).toEqual([]);
    expect(result.rules).toHaveLength(13);
    expect(result.weightBytes).toBe(Buffer.byteLength(GOOD));
  });

  it('checks a 60 KB page in a few milliseconds', () => {
    const html = sixtyKilobytes();
    for (let i = 0; i < 10; i++) runStaticChecks(html); // warm-up: a server checks many pages
    const runs = 20;
    // CPU time, not wall time: the bar should not depend on what else the machine is doing.
    const started = process.cpuUsage();
    for (let i = 0; i < runs; i++) runStaticChecks(html);
    const used = process.cpuUsage(started);
    const perRun = (used.user + used.system) / 1000 / runs;
    console.log(`static checks on ${Math.round(html.length / 1024)} KB: ${perRun.toFixed(1)} ms CPU per run`);
    // Generous (garbage collection counts too); linear rules stay far below it.
    expect(perRun).toBeLessThan(40);
  });
});
