/**
 * The page's inline scripts, made safe to paste into a host page:
 *
 * - They run once the host document is ready: on DOMContentLoaded, or at once if that has
 *   already happened (builders often insert custom code after load).
 * - All of them share one function scope, so `var x` or `function go()` no longer land on
 *   `window` and cannot overwrite the host's globals; scripts of the same page still see
 *   each other's names, as they did on the page.
 * - Names that inline handlers call (`onclick="toggleMenu()"`, `href="javascript:go()"`)
 *   must be global to work, so exactly those are copied to `window` afterwards.
 * - A script that waits for DOMContentLoaded (or window load) would wait forever once the
 *   host has loaded, so while the page's code runs, such listeners are called right away
 *   (on the next tick) instead of being registered.
 */

/** Identifiers called from inline handler code: `a(); b.c(); if (d) e()` -> a, b, e (and d). */
export function handlerGlobals(handlers: readonly string[]): string[] {
  const names = new Set<string>();
  for (const handler of handlers) {
    // String contents are not names: `toggle('menu')` exports toggle, not menu.
    const code = handler.replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g, "''");
    // Identifiers at the start of a member chain, not after a dot and not keywords.
    for (const match of code.matchAll(/(?<![.\w$])([A-Za-z_$][\w$]*)/g)) {
      const name = match[1]!;
      if (!JS_RESERVED.has(name)) names.add(name);
    }
  }
  return [...names];
}

const JS_RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while ' +
    'with yield let static await undefined event window document console javascript async of'
  ).split(' '),
);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The body of one `<script>` that runs all the page's inline scripts as described above. */
export function wrapScripts(sources: readonly string[], exported: readonly string[]): string {
  const code = sources.map((source) => source.trim()).filter(Boolean);
  if (code.length === 0) return '';
  const exports = exported
    .filter((name) => IDENTIFIER.test(name))
    .map((name) => `if (typeof ${name} !== 'undefined') window.${name} = ${name};`)
    .join('\n');
  // The page's code goes in a function of its own: `this` is window, as at the top level.
  // A trailing newline keeps a final `// comment` from swallowing the closing brace.
  return `(function () {
  var run = function () {
    var d = document, w = window;
    var ready = function (target, type) {
      return (type === 'DOMContentLoaded' && d.readyState !== 'loading') ||
        (type === 'load' && target === w && d.readyState === 'complete');
    };
    var patch = function (target) {
      var own = Object.prototype.hasOwnProperty.call(target, 'addEventListener');
      var previous = target.addEventListener;
      target.addEventListener = function (type, listener, options) {
        if (!ready(target, type) || !listener) return previous.call(this, type, listener, options);
        setTimeout(function () {
          var event = new Event(type);
          if (typeof listener === 'function') listener.call(target, event);
          else listener.handleEvent(event);
        }, 0);
      };
      return function () {
        if (own) target.addEventListener = previous;
        else delete target.addEventListener;
      };
    };
    var restoreDocument = patch(d), restoreWindow = patch(w);
    try {
      (function () {
${code.join(';\n')}
${exports}
      }).call(w);
    } finally {
      restoreDocument();
      restoreWindow();
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
})();
`;
}
