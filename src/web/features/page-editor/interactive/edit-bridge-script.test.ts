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
  it('adds the script just before the last </body> and changes nothing else', () => {
    const script = buildEditBridgeScript();
    const result = injectEditBridge(PAGE);
    const at = result.indexOf(script);
    expect(at).toBe(PAGE.lastIndexOf('</body>'));
    expect(result.slice(0, at) + result.slice(at + script.length)).toBe(PAGE);
  });

  it('falls back to </html>, then to the end', () => {
    const script = buildEditBridgeScript();
    expect(injectEditBridge('<html><p>x</p></HTML>')).toBe(`<html><p>x</p>${script}</HTML>`);
    expect(injectEditBridge('<p>fragment</p>')).toBe(`<p>fragment</p>${script}`);
  });

  it('matches </BODY> in any case', () => {
    const result = injectEditBridge('<BODY><p>x</p></BODY>');
    expect(result.endsWith('</BODY>')).toBe(true);
    expect(result.startsWith('<BODY><p>x</p><script')).toBe(true);
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
