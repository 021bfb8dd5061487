/**
 * Lays out a stylesheet one rule and one declaration per line. Generated pages often ship
 * their CSS as a single 30 KB line; this is for reading only (copy and download use the
 * original). Strings, comments and parentheses (url(data:...;...)) are never split.
 */
export function formatCss(css: string, unit = '  '): string[] {
  const lines: string[] = [];
  let current = '';
  let level = 0;
  let parens = 0;

  const emit = (text: string) => {
    const line = text.trim();
    if (line) lines.push(unit.repeat(level) + line);
  };
  // "color:red" -> "color: red" for declarations only (selectors also contain colons).
  const declaration = (text: string) => text.trim().replace(/^(-{0,2}[\w-]+)\s*:\s*/, '$1: ');

  for (let i = 0; i < css.length; i++) {
    const char = css[i]!;
    if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const stop = end === -1 ? css.length : end + 2;
      const comment = css.slice(i, stop);
      if (current.trim()) current += comment;
      else emit(comment);
      i = stop - 1;
    } else if (char === '"' || char === "'") {
      let end = i + 1;
      while (end < css.length && css[end] !== char && css[end] !== '\n') end += css[end] === '\\' ? 2 : 1;
      current += css.slice(i, end + 1);
      i = end;
    } else if (char === '(' || char === ')') {
      parens = Math.max(0, parens + (char === '(' ? 1 : -1));
      current += char;
    } else if (parens > 0) {
      current += /\s/.test(char) ? (current.endsWith(' ') ? '' : ' ') : char;
    } else if (char === '{') {
      emit(`${current.trim()} {`);
      current = '';
      level++;
    } else if (char === ';') {
      emit(`${declaration(current)};`);
      current = '';
    } else if (char === '}') {
      emit(declaration(current));
      current = '';
      level = Math.max(0, level - 1);
      emit('}');
    } else if (/\s/.test(char)) {
      if (current && !current.endsWith(' ')) current += ' ';
    } else {
      current += char;
    }
  }
  emit(level > 0 ? declaration(current) : current);
  return lines;
}
