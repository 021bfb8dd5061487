/**
 * Reads the object literal of a page's `tailwind.config = { ... }` script WITHOUT running it:
 * page scripts are hostile and the server never evaluates them. Only plain data is understood
 * (objects, arrays, strings, numbers, booleans, null; quoted or bare keys; trailing commas;
 * comments). Anything else (functions, identifiers, spreads, `${}` templates, require()) makes
 * the parse fail with a reason, and the caller then leaves the page as it was.
 */

export type LiteralValue =
  | string
  | number
  | boolean
  | null
  | LiteralValue[]
  | { [key: string]: LiteralValue };

export class ConfigParseError extends Error {}

/** The literal assigned to `tailwind.config` in `script` (which must hold nothing else). */
export function parseTailwindConfigScript(script: string): LiteralValue {
  const assignment = /\btailwind\.config\s*=\s*/.exec(script);
  if (!assignment) throw new ConfigParseError('no `tailwind.config = {...}` assignment');
  const before = script.slice(0, assignment.index).trim();
  if (before.length > 0) throw new ConfigParseError('code before tailwind.config');
  const reader = new LiteralReader(script, assignment.index + assignment[0].length);
  const value = reader.value();
  reader.skipSpace();
  if (reader.peek() === ';') reader.pos++;
  reader.skipSpace();
  if (reader.pos < script.length) throw new ConfigParseError('code after the tailwind.config object');
  return value;
}

class LiteralReader {
  constructor(
    private readonly text: string,
    public pos: number,
  ) {}

  peek(): string {
    return this.text[this.pos] ?? '';
  }

  skipSpace(): void {
    for (;;) {
      const rest = this.text.slice(this.pos, this.pos + 2);
      if (/^\s/.test(rest)) this.pos++;
      else if (rest === '//') {
        const end = this.text.indexOf('\n', this.pos);
        this.pos = end === -1 ? this.text.length : end + 1;
      } else if (rest === '/*') {
        const end = this.text.indexOf('*/', this.pos + 2);
        if (end === -1) throw new ConfigParseError('unclosed comment');
        this.pos = end + 2;
      } else return;
    }
  }

  value(depth = 0): LiteralValue {
    if (depth > 20) throw new ConfigParseError('nested too deeply');
    this.skipSpace();
    const c = this.peek();
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"' || c === "'" || c === '`') return this.string();
    const word = /^(-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?|true|false|null)(?![\w$])/i.exec(
      this.text.slice(this.pos, this.pos + 40),
    );
    if (!word) throw new ConfigParseError(`unsupported value at ${this.excerpt()}`);
    this.pos += word[0].length;
    if (word[0] === 'true') return true;
    if (word[0] === 'false') return false;
    if (word[0] === 'null') return null;
    return Number(word[0]);
  }

  private object(depth: number): { [key: string]: LiteralValue } {
    this.pos++;
    const result: { [key: string]: LiteralValue } = Object.create(null);
    for (;;) {
      this.skipSpace();
      if (this.peek() === '}') {
        this.pos++;
        return result;
      }
      const key = this.key();
      this.skipSpace();
      if (this.peek() !== ':') throw new ConfigParseError(`expected ':' after '${key}' at ${this.excerpt()}`);
      this.pos++;
      result[key] = this.value(depth + 1);
      this.skipSpace();
      if (this.peek() === ',') this.pos++;
      else if (this.peek() !== '}') throw new ConfigParseError(`expected ',' or '}' at ${this.excerpt()}`);
    }
  }

  private array(depth: number): LiteralValue[] {
    this.pos++;
    const result: LiteralValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.peek() === ']') {
        this.pos++;
        return result;
      }
      result.push(this.value(depth + 1));
      this.skipSpace();
      if (this.peek() === ',') this.pos++;
      else if (this.peek() !== ']') throw new ConfigParseError(`expected ',' or ']' at ${this.excerpt()}`);
    }
  }

  private key(): string {
    const c = this.peek();
    if (c === '"' || c === "'") return this.string();
    const bare = /^[A-Za-z_$][\w$-]*|^\d+/.exec(this.text.slice(this.pos, this.pos + 100));
    if (!bare) throw new ConfigParseError(`unsupported key at ${this.excerpt()}`);
    this.pos += bare[0].length;
    return bare[0];
  }

  private string(): string {
    const quote = this.peek();
    let out = '';
    for (this.pos++; this.pos < this.text.length; this.pos++) {
      const c = this.text[this.pos]!;
      if (c === quote) {
        this.pos++;
        return out;
      }
      if (quote === '`' && c === '$' && this.text[this.pos + 1] === '{') {
        throw new ConfigParseError('template string with a placeholder');
      }
      if (c === '\\') {
        const next = this.text[++this.pos] ?? '';
        out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
      } else out += c;
    }
    throw new ConfigParseError('unclosed string');
  }

  private excerpt(): string {
    return JSON.stringify(this.text.slice(this.pos, this.pos + 30));
  }
}
