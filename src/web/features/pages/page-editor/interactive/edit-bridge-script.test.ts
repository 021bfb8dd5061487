import { describe, expect, it } from 'vitest';
import { buildEditBridgeScript, injectEditBridge } from './edit-bridge-script';

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head><title>A &amp; B</title><script>var x = "</body>";</script></head>
<body>
  <h1>Caf&eacute; &lt;b&gt; "quotes" &#39;</h1>
  <p>Body text</p>
</body>
</html>
`;

describe('injectEditBridge', () => {
  it('adds the script right after the doctype, before any script of the page, and changes nothing else', () => {
    const script = buildEditBridgeScript();
    const result = injectEditBridge(PAGE);
    const at = result.indexOf(script);
    expect(at).toBe('<!DOCTYPE html>'.length);
    expect(at).toBeLessThan(result.indexOf('<script>var x'));
    expect(result.slice(0, at) + result.slice(at + script.length)).toBe(PAGE);
  });

  it('skips leading white space and a byte-order mark; without a doctype it goes first', () => {
    const script = buildEditBridgeScript();
    expect(injectEditBridge('\uFEFF \n<!doctype html><p>x</p>')).toBe(
      `\uFEFF \n<!doctype html>${script}<p>x</p>`,
    );
    expect(injectEditBridge('<html><p>x</p></HTML>')).toBe(`${script}<html><p>x</p></HTML>`);
    expect(injectEditBridge('<p>fragment</p>')).toBe(`${script}<p>fragment</p>`);
  });

  it('never lands after markup the parser could read differently (comments, scripts)', () => {
    const script = buildEditBridgeScript();
    // `<!-->` is a whole comment to the parser: the script after it must not run before the bridge.
    const tricky = '<!--><script>steal()</script><!-- --><!DOCTYPE html><p>x</p>';
    expect(injectEditBridge(tricky).startsWith(script)).toBe(true);
    const quoted = '<!DOCTYPE html PUBLIC "a>b"><script>steal()</script>';
    expect(injectEditBridge(quoted).indexOf(script)).toBe(quoted.indexOf('>') + 1);
  });
});

describe('buildEditBridgeScript', () => {
  it('is one script element whose body is valid JavaScript that cannot close it early', () => {
    const script = buildEditBridgeScript({ revealPath: 'body>h1:nth-of-type(1)</script><b>' });
    const body = /^<script data-pagecraft-edit-bridge>([\s\S]*)<\/script>$/.exec(script)?.[1];
    expect(body).toBeDefined();
    expect(body!.toLowerCase()).not.toContain('</script');
    expect(body).not.toContain('<!--');
    expect(() => new Function(body!)).not.toThrow();
  });

  it('carries the protocol prefix, the text selector and the element to reveal', () => {
    const script = buildEditBridgeScript({ revealPath: 'body>h2:nth-of-type(3)' });
    expect(script).toContain('"prefix":"pagecraft-edit:"');
    expect(script).toContain('h1,h2,h3');
    expect(script).toContain('"revealPath":"body>h2:nth-of-type(3)"');
    expect(buildEditBridgeScript()).toContain('"revealPath":null');
    expect(buildEditBridgeScript({ nonce: 'abc-123' })).toContain('"nonce":"abc-123"');
  });

  it('does nothing outside a frame', () => {
    const script = buildEditBridgeScript();
    const body = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(script)![1]!;
    const fakeWindow = { parent: null as unknown };
    fakeWindow.parent = fakeWindow;
    // With window.parent === window the bridge returns before touching the document.
    expect(() => new Function('window', 'document', body)(fakeWindow, undefined)).not.toThrow();
  });
});
