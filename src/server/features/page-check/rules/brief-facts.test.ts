import { describe, expect, it } from 'vitest';
import { doc } from '../../../../../tests/support/check-test-pages.ts';
import { checkBriefFacts } from './brief-facts.ts';

const ROOFER =
  'Peak Roofing Co, roof repair in Denver. Call (303) 555-0142. Roof inspections $129, full tune-up $349. ' +
  'Owner Mike Torres. Email hello@peakroofing.com. 24/7 emergency service, same-day quotes. Offer valid until May 1.';

/** Every fact of ROOFER, written as a page may write it. */
const ROOFER_PAGE = `
  <header><span class="logo">Peak Roofing Co</span><a href="tel:+13035550142">Call now</a></header>
  <section><h1>Roof repair in Denver</h1>
    <p>Inspections <strong>$129</strong>, full tune-up $ 349. Offer ends May 1st.</p>
    <p>Emergency service 24 / 7 and same day quotes.</p></section>
  <footer><p>Mike Torres, owner · <a href="mailto:hello@peakroofing.com">Email us</a></p></footer>`;

const check = (prompt: string, body: string) => checkBriefFacts({ prompt, html: doc(body) });

describe('brief-facts', () => {
  it('names every missing fact in one warning, with an instruction that gives them as written', async () => {
    const result = await check(
      'Peak Roofing Co, roof repair in Denver. Call (303) 555-0142. Roof inspections $129.',
      '<h1>Peak Roofing Co</h1><p>Roof repair in Denver. Inspections from $1290.</p>',
    );
    expect(result.rules).toEqual(['brief-facts']);
    expect(result.findings).toHaveLength(1);
    const [finding] = result.findings;
    expect(finding).toMatchObject({ rule: 'brief-facts', severity: 'warning' });
    expect(finding!.message).toBe('2 facts from your brief are missing: phone (303) 555-0142, price $129');
    expect(finding!.detail).toContain('phone (303) 555-0142');
    expect(finding!.fixPrompt).toBe(
      'Put these facts from my brief on the page, exactly as written: phone (303) 555-0142 (as a tap-to-call link in the hero and header), price $129. Keep everything else.',
    );
  });

  it('passes a page with every fact: a phone as a tel: link only, the name in its exact case', async () => {
    expect(await check(ROOFER, ROOFER_PAGE)).toEqual({ rules: ['brief-facts'], findings: [] });
  });

  it('counts a name in another case as missing, and names several facts of a kind together', async () => {
    const page = ROOFER_PAGE.replace('Peak Roofing Co', 'PEAK ROOFING CO')
      .replace('$129', '$99')
      .replace('$ 349', '$300');
    const [finding] = (await check(ROOFER, page)).findings;
    expect(finding!.message).toBe(
      '3 facts from your brief are missing: name "Peak Roofing Co", prices $129 and $349',
    );
    expect(finding!.fixPrompt).toContain(
      'name "Peak Roofing Co" (in the header and the hero, capitalised exactly so)',
    );
  });

  it('finds a name split across elements or spaced otherwise, in its case', async () => {
    const prompt =
      'Product launch for our new insulated water bottle, the Trailmate 32oz. Pre-order now at $34.';
    // The brief's reader names the product "Trailmate 32oz".
    const page =
      '<header><span class="logo">Trail<span>mate</span></span></header><h1>Trailmate 32 oz</h1><p>$34</p>';
    expect((await check(prompt, page)).findings).toEqual([]);
  });

  it('keeps a deadline with its word: a bare date is not a deadline', async () => {
    const page = ROOFER_PAGE.replace('Offer ends May 1st.', 'Book by phone. May 1 is a Friday.');
    const [finding] = (await check(ROOFER, page)).findings;
    expect(finding!.message).toBe('1 fact from your brief is missing: deadline "valid until May 1"');
    expect(finding!.fixPrompt).toContain('deadline "valid until May 1" (with "valid until" before the date)');
  });

  it('does not read scripts, styles or comments as the page', async () => {
    const body = `<h1>Peak Roofing Co</h1><p>Roofs in Denver.</p>
      <!-- Call (303) 555-0142 -->
      <script type="application/ld+json">{"telephone":"(303) 555-0142"}</script>
      <style>.x::after{content:"(303) 555-0142"}</style>`;
    const [finding] = (await check('Peak Roofing Co in Denver. Call (303) 555-0142.', body)).findings;
    expect(finding!.message).toBe('1 fact from your brief is missing: phone (303) 555-0142');
  });

  it('compares prices by their written form: "per" is "/", spaces aside, "$12" is not "$129"', async () => {
    const prompt = 'Landing page for TaskFlow, project management for agencies. $12 per seat per month.';
    expect((await check(prompt, '<h1>TaskFlow</h1><p>$12/seat/mo</p>')).findings).toEqual([]);
    const [finding] = (await check(prompt, '<h1>TaskFlow</h1><p>$129/seat/month</p>')).findings;
    expect(finding!.message).toBe('1 fact from your brief is missing: price $12 per seat per month');
  });

  it('takes a price with zero cents and any round-the-clock wording as the brief wrote them', async () => {
    const prompt = 'Estate planning by Linda Osei. Flat fee $1,499. Answering the phone 24/7.';
    const page = '<h1>Linda Osei</h1><p>Flat fee: $1,499.00</p><p>We answer around the clock.</p>';
    expect((await check(prompt, page)).findings).toEqual([]);
    const [finding] = (await check(prompt, '<h1>Linda Osei</h1><p>Flat fee: $1,499.50</p>')).findings;
    expect(finding!.message).toBe('2 facts from your brief are missing: price $1,499, hours "24/7"');
  });

  it('keeps the case of the tools a product integrates with', async () => {
    const prompt = 'Landing page for TaskFlow. Integrates with Slack, QuickBooks and Google Drive.';
    const page = '<h1>TaskFlow</h1><p>Works with <b>Slack</b>, Quickbooks and Google Drive.</p>';
    const [finding] = (await check(prompt, page)).findings;
    expect(finding!.message).toBe('1 fact from your brief is missing: integration "QuickBooks"');
  });

  it('reads a Spanish brief: a phone in any grouping, a price after its amount, "hasta el" and its date', async () => {
    const prompt =
      'Clínica Dental Sonrisa, dentista en Sevilla. Llama al 954 123 456. Limpieza dental por 45 €. Oferta válida hasta el 15 de marzo.';
    const page = `<h1>Clínica Dental Sonrisa</h1><p>Tu dentista en Sevilla: llama al +34 954 12 34 56.</p>
      <p>Limpieza dental: 45€. Oferta válida hasta el 15 de marzo.</p>`;
    expect((await check(prompt, page)).findings).toEqual([]);
    const bare = '<h1>Clínica Dental Sonrisa</h1><p>Tu dentista en Sevilla. Limpieza dental: 40 €.</p>';
    const [finding] = (await check(prompt, bare)).findings;
    expect(finding!.message).toBe(
      '3 facts from your brief are missing: phone 954 123 456, price 45 €, deadline "hasta el 15 de marzo"',
    );
  });

  it('has nothing to say without a brief, or when the brief gives no fact', async () => {
    expect(await check('', '<h1>Anything</h1>')).toEqual({ rules: [], findings: [] });
    expect(await check('   ', '<h1>Anything</h1>')).toEqual({ rules: [], findings: [] });
    expect(await check('A page for tests', '<h1>Anything</h1>')).toEqual({
      rules: ['brief-facts'],
      findings: [],
    });
  });

  it('names at most four facts in the message and all of them in the instruction', async () => {
    const [finding] = (await check(ROOFER, '<h1>Roofing</h1>')).findings;
    expect(finding!.message).toMatch(
      /^10 facts from your brief are missing: name "Peak Roofing Co", person "Mike Torres", place "Denver", phone \(303\) 555-0142 and 6 more$/,
    );
    for (const fact of [
      'hello@peakroofing.com (as a mailto: link)',
      'prices $129 and $349',
      'hours "24/7"',
      'service "same-day"',
    ])
      expect(finding!.fixPrompt).toContain(fact);
  });
});
