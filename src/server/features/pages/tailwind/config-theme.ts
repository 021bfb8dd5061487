import { ConfigParseError, type LiteralValue } from './config-literal.ts';

/**
 * Turns a Play CDN `tailwind.config` (v3 shape) into the Tailwind 4 CSS that gives the page the
 * same classes: theme keys become `@theme` variables, `darkMode: 'class'` a custom variant.
 * Only what maps one to one is accepted; anything else throws, so the page is left as it was
 * rather than compiled into something that looks different.
 */

type LiteralObject = { [key: string]: LiteralValue };

/** v3 theme key -> v4 theme namespace (https://tailwindcss.com/docs/theme#theme-variable-namespaces). */
const NAMESPACES: Record<string, string> = {
  colors: 'color',
  fontFamily: 'font',
  fontSize: 'text',
  fontWeight: 'font-weight',
  letterSpacing: 'tracking',
  lineHeight: 'leading',
  spacing: 'spacing',
  borderRadius: 'radius',
  boxShadow: 'shadow',
  dropShadow: 'drop-shadow',
  blur: 'blur',
  screens: 'breakpoint',
  maxWidth: 'container',
  animation: 'animate',
  transitionTimingFunction: 'ease',
};

/** Top-level config keys that change nothing in the compiled CSS. */
const HARMLESS_KEYS = new Set(['content', 'theme', 'darkMode', 'plugins']);

const isObject = (value: LiteralValue | undefined): value is LiteralObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function configToCss(config: LiteralValue): string {
  if (!isObject(config)) throw new ConfigParseError('tailwind.config is not an object');
  for (const key of Object.keys(config)) {
    if (!HARMLESS_KEYS.has(key)) throw new ConfigParseError(`unsupported config key '${key}'`);
  }
  if (config.plugins !== undefined && !(Array.isArray(config.plugins) && config.plugins.length === 0)) {
    throw new ConfigParseError('config plugins');
  }
  const out: string[] = [];
  const dark = config.darkMode;
  if (dark === 'class' || dark === 'selector') out.push('@custom-variant dark (&:where(.dark, .dark *));');
  else if (dark !== undefined && dark !== 'media') throw new ConfigParseError('unsupported darkMode');

  const theme = config.theme ?? {};
  if (!isObject(theme)) throw new ConfigParseError('theme is not an object');
  const variables: string[] = [];
  const keyframes: string[] = [];
  for (const [key, value] of Object.entries(theme)) {
    if (key === 'extend') continue;
    // theme.colors (outside extend) replaces the defaults in v3: reset the namespace first.
    addThemeKey(key, value, variables, keyframes, true);
  }
  const extend = theme.extend ?? {};
  if (!isObject(extend)) throw new ConfigParseError('theme.extend is not an object');
  for (const [key, value] of Object.entries(extend)) addThemeKey(key, value, variables, keyframes, false);
  if (variables.length > 0 || keyframes.length > 0) {
    out.push(`@theme {\n${[...variables, ...keyframes].join('\n')}\n}`);
  }
  return out.join('\n');
}

function addThemeKey(
  key: string,
  value: LiteralValue,
  variables: string[],
  keyframes: string[],
  replace: boolean,
): void {
  if (key === 'keyframes') {
    if (!isObject(value)) throw new ConfigParseError('keyframes is not an object');
    for (const [name, frames] of Object.entries(value)) keyframes.push(keyframesCss(name, frames));
    return;
  }
  const namespace = NAMESPACES[key];
  if (!namespace) throw new ConfigParseError(`unsupported theme key '${key}'`);
  if (!isObject(value)) throw new ConfigParseError(`theme.${key} is not an object`);
  if (replace) variables.push(`--${namespace}-*: initial;`);
  for (const [name, entry] of flatten(value)) {
    const variable = name === '' ? `--${namespace}` : `--${namespace}-${name}`;
    if (key === 'fontSize' && Array.isArray(entry)) {
      variables.push(...fontSizeVariables(variable, entry));
    } else if (key === 'fontFamily') {
      const families = Array.isArray(entry) ? entry : [entry];
      variables.push(`${variable}: ${families.map((family) => cssValue(family)).join(', ')};`);
    } else {
      variables.push(`${variable}: ${cssValue(Array.isArray(entry) ? entry.join(', ') : entry)};`);
    }
  }
}

/** { brand: { 50: '#x', DEFAULT: '#y' } } -> [['brand-50', '#x'], ['brand', '#y']]. */
function flatten(value: LiteralObject, prefix = ''): [string, LiteralValue][] {
  const entries: [string, LiteralValue][] = [];
  for (const [key, entry] of Object.entries(value)) {
    if (!/^[\w.-]+$/.test(key)) throw new ConfigParseError(`unsupported theme name '${key}'`);
    const name = key === 'DEFAULT' ? prefix : prefix ? `${prefix}-${key}` : key;
    // v4 variable names cannot hold a dot: `spacing: { '0.5': ... }` is written `0_5`.
    const safe = name.replaceAll('.', '_');
    if (isObject(entry)) entries.push(...flatten(entry, safe));
    else entries.push([safe, entry]);
  }
  return entries;
}

/** fontSize: ['2rem', '2.5rem'] or ['2rem', { lineHeight, letterSpacing, fontWeight }]. */
function fontSizeVariables(variable: string, entry: LiteralValue[]): string[] {
  const [size, extra] = entry;
  const lines = [`${variable}: ${cssValue(size)};`];
  if (typeof extra === 'string') lines.push(`${variable}--line-height: ${cssValue(extra)};`);
  else if (isObject(extra)) {
    const names: Record<string, string> = {
      lineHeight: 'line-height',
      letterSpacing: 'letter-spacing',
      fontWeight: 'font-weight',
    };
    for (const [key, value] of Object.entries(extra)) {
      const suffix = names[key];
      if (!suffix) throw new ConfigParseError(`unsupported fontSize option '${key}'`);
      lines.push(`${variable}--${suffix}: ${cssValue(value)};`);
    }
  }
  return lines;
}

function keyframesCss(name: string, frames: LiteralValue): string {
  if (!/^[\w-]+$/.test(name) || !isObject(frames))
    throw new ConfigParseError(`unsupported keyframes '${name}'`);
  const steps = Object.entries(frames).map(([step, declarations]) => {
    if (!/^[\w%.,\s]+$/.test(step) || !isObject(declarations)) {
      throw new ConfigParseError(`unsupported keyframe step '${step}'`);
    }
    const body = Object.entries(declarations)
      .map(([property, value]) => `${kebab(property)}: ${cssValue(value)};`)
      .join(' ');
    return `  ${step} { ${body} }`;
  });
  return `@keyframes ${name} {\n${steps.join('\n')}\n}`;
}

const kebab = (property: string) => {
  if (!/^[a-zA-Z-]+$/.test(property)) throw new ConfigParseError(`unsupported property '${property}'`);
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
};

/** A theme value as CSS text; braces, semicolons and tags could escape their declaration. */
function cssValue(value: LiteralValue | undefined): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '' || /[{};<>\\]/.test(value)) {
    throw new ConfigParseError(`unsupported theme value ${JSON.stringify(value)}`);
  }
  return value.trim();
}
