import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import {
  type CompileInput,
  candidatesHash,
  findCompiledStylesheet,
  MarkerError,
  markedCss,
} from './compiled-marker.ts';
import { ConfigParseError, parseTailwindConfigScript } from './config-literal.ts';
import { configToCss } from './config-theme.ts';
import { findTailwind, type SourceRange, splice, type TailwindUsage } from './find-tailwind.ts';
import { V3_COMPAT_CSS, V3_ONLY_UTILITY } from './v3-compat.ts';

/**
 * Replaces a page's Tailwind runtime (Play CDN script, config script, text/tailwindcss blocks) with
 * one minified stylesheet holding exactly the classes the page uses
 * (docs/product.md, 'Page weight'): every visitor then loads a few KB of CSS instead of a runtime
 * that builds it in their browser.
 */

export type TailwindCompileResult =
  | { kind: 'compiled'; html: string; sourceBytes: number; cssBytes: number; ms: number }
  /** A compiled page whose classes changed: its marked stylesheet rebuilt in place. */
  | { kind: 'recompiled'; html: string; cssBytes: number; ms: number }
  /** No Tailwind runtime in the page: nothing to do. */
  | { kind: 'none' }
  /** The page uses Tailwind in a way this cannot reproduce faithfully: left as it was. */
  | { kind: 'skipped'; reason: string };

// `@import "tailwindcss"` resolves from here: the package's folder holds index.css.
const tailwindBase = path.dirname(createRequire(import.meta.url).resolve('tailwindcss/package.json'));

/** Plugins v4 has built in, so a `?plugins=` request for them changes nothing. */
const BUILT_IN_PLUGINS = new Set(['aspect-ratio', 'line-clamp', 'container-queries']);

export async function compileTailwindPage(html: string): Promise<TailwindCompileResult> {
  const started = performance.now();
  const usage = findTailwind(html);
  if (!usage) return recompile(html, started);
  const removed = [...usage.runtimeScripts, ...usage.configScripts, ...usage.styleBlocks];
  const stripped = splice(html, removed);
  const candidates = scan(stripped);
  const refusal = whyNot(usage, html, candidates);
  if (refusal) return { kind: 'skipped', reason: refusal };

  let input: CompileInput;
  try {
    input = compileInput(usage);
  } catch (error) {
    if (error instanceof ConfigParseError)
      return { kind: 'skipped', reason: `tailwind.config: ${error.message}` };
    throw error;
  }
  try {
    return await build(html, usage, removed, candidates, input, started);
  } catch (error) {
    // An @apply of an unknown class, a broken block...: the page is saved as it came.
    return {
      kind: 'skipped',
      reason: `compile failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

async function build(
  html: string,
  usage: TailwindUsage,
  removed: SourceRange[],
  candidates: string[],
  input: CompileInput,
  started: number,
): Promise<TailwindCompileResult> {
  const safe = await buildCss(input, candidates);
  const compiled = splice(html, removed, { text: `<style>${safe}</style>\n`, at: usage.insertAt });
  return {
    kind: 'compiled',
    html: compiled,
    sourceBytes: Buffer.byteLength(html, 'utf8'),
    cssBytes: Buffer.byteLength(safe, 'utf8'),
    ms: Math.round(performance.now() - started),
  };
}

/** The marked stylesheet text for `candidates`: minified CSS behind the marker comment. */
async function buildCss(input: CompileInput, candidates: string[]): Promise<string> {
  // A fresh compiler for every page: one page's theme, @apply rules or classes can never
  // reach another's (a compiler keeps every candidate it has built).
  const compiler = await compile(inputCss(input), { base: tailwindBase, onDependency: () => {} });
  await nextTurn(); // the three CPU-bound steps are split so the event loop breathes between them
  const css = compiler.build([...new Set(candidates)]);
  await nextTurn();
  const minified = optimize(css, { minify: true }).code.trim();
  // "</style" inside a CSS string would end the element early; "\/" is the same character in CSS.
  const safe = minified.replace(/<\/(style)/gi, '<\\/$1');
  return markedCss(input, candidates, safe);
}

/**
 * A page compiled earlier has no runtime left to style classes added since: when its marked
 * stylesheet was built for another set of candidates, build it again from the input the marker
 * keeps and replace it in place (the rest of the page byte for byte). Same candidates, no
 * marker, or a stylesheet edited by hand: nothing to do.
 */
async function recompile(html: string, started: number): Promise<TailwindCompileResult> {
  let sheet: ReturnType<typeof findCompiledStylesheet>;
  try {
    sheet = findCompiledStylesheet(html);
  } catch (error) {
    if (error instanceof MarkerError) return { kind: 'skipped', reason: error.message };
    throw error;
  }
  if (!sheet?.payload) return { kind: 'none' };
  const candidates = scan(html.slice(0, sheet.start) + html.slice(sheet.end));
  if (candidatesHash(candidates) === sheet.payload.candidatesHash) return { kind: 'none' };
  let text: string;
  try {
    text = await buildCss(sheet.payload, candidates);
  } catch (error) {
    return {
      kind: 'skipped',
      reason: `recompile failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  return {
    kind: 'recompiled',
    html: html.slice(0, sheet.start) + text + html.slice(sheet.end),
    cssBytes: Buffer.byteLength(text, 'utf8'),
    ms: Math.round(performance.now() - started),
  };
}

const scan = (content: string) =>
  new Scanner({}).getCandidatesWithPositions({ content, extension: 'html' }).map((c) => c.candidate);

function whyNot(usage: TailwindUsage, html: string, candidates: string[]): string | null {
  const plugins = usage.plugins.filter((p) => !BUILT_IN_PLUGINS.has(p));
  for (const plugin of plugins) {
    // The forms plugin restyles every form control; typography styles `prose` blocks. Either
    // one only matters when the page has what it styles.
    if (plugin === 'forms' && /<(input|select|textarea)[\s>]/i.test(html)) return 'uses the forms plugin';
    if (plugin === 'typography' && candidates.some((c) => /(^|:)prose\b/.test(c))) {
      return 'uses the typography plugin';
    }
    if (plugin !== 'forms' && plugin !== 'typography') return `uses the ${plugin} plugin`;
  }
  if (usage.configScripts.length > 1) return 'several tailwind.config scripts';
  if (usage.major === 3) {
    const dropped = candidates.filter((c) => V3_ONLY_UTILITY.test(c));
    if (dropped.length > 0)
      return `uses utilities Tailwind 4 removed (${[...new Set(dropped)].slice(0, 3).join(', ')})`;
  }
  return null;
}

/** What the page contributes to the compile: kept in the stylesheet's marker to rebuild it. */
function compileInput(usage: TailwindUsage): CompileInput {
  return {
    major: usage.major,
    config: usage.configScripts.map((script) => configToCss(parseTailwindConfigScript(script.text))),
    // v3 blocks start with @tailwind directives that v4 replaces with the import.
    blocks: usage.styleBlocks.map((block) =>
      block.css.replace(/@tailwind\s+(base|components|utilities|variants|screens)\s*;/g, ''),
    ),
  };
}

/** The stylesheet the compiler starts from: Tailwind, v3 fixes, the page's theme and blocks. */
function inputCss(input: CompileInput): string {
  return [
    '@import "tailwindcss";',
    ...(input.major === 3 ? [V3_COMPAT_CSS] : []),
    ...input.config,
    ...input.blocks,
  ].join('\n');
}
