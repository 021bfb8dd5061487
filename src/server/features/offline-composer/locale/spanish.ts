/**
 * The little Spanish grammar the templates need around a slotted phrase: its gender and number,
 * for the article or possessive in front of it. Slotted phrases are the brief's words or a
 * profile's, so this guesses from the head noun (the first word); templates are written to
 * need it rarely.
 */

/** Nouns whose ending misleads: feminine without -a, or masculine with it. */
const FEMININE = new Set([
  'app',
  'aplicación',
  'masterclass',
  'clase',
  'cumbre',
  'gente',
  'imagen',
  'llave',
  'noche',
  'parte',
  'piel',
  'red',
  'sesión',
  'tarde',
  'web',
  'landing',
  'checklist',
  'mano',
]);
const MASCULINE = new Set([
  'día',
  'mapa',
  'programa',
  'problema',
  'sistema',
  'tema',
  'idioma',
  'plan',
  'pack',
]);

function head(phrase: string): string {
  return (
    phrase
      .trim()
      .toLowerCase()
      .replace(/^[«“"'¿¡(]+/, '')
      .split(/[\s,:;.]+/)[0] ?? ''
  );
}

/** Whether a noun phrase's head is a plural ("clases de prueba", "3 meses gratis"). */
export function isPlural(phrase: string): boolean {
  const first = head(phrase);
  const number = /^(\d+)(?![\d%.,x])/.exec(first);
  if (number) return Number(number[1]) > 1;
  if (first.length <= 3 || !first.endsWith('s')) return false;
  // "análisis", "autobús", "masterclass", "gratis" and "mes" are singular.
  return !/(?:is|us|ss|ás|és|ís|ós|ús|^mes)$/.test(first);
}

/** Whether a noun phrase's head is feminine ("consulta gratuita", "las familias"). */
export function isFeminine(phrase: string): boolean {
  let word = head(phrase);
  if (/^(?:la|las|una|unas)$/.test(word)) return true;
  if (/^(?:el|los|un|unos)$/.test(word)) return false;
  if (/^\d/.test(word)) word = head(phrase.trim().split(/\s+/)[1] ?? '');
  const one = isPlural(word) ? singularWord(word) : word;
  if (FEMININE.has(one)) return true;
  if (MASCULINE.has(one)) return false;
  return /(?:a|ción|sión|dad|tad|tud|umbre|ez|triz)$/.test(one);
}

/** One word's singular: "profesionales" -> "profesional", "clientes" -> "cliente". */
function singularWord(word: string): string {
  if (/iones$/.test(word)) return word.replace(/iones$/, 'ión');
  // A vowel, then l, r, n or d, then -es: the singular ends in that consonant.
  if (/[aeiouáéíóú][lrnd]es$/.test(word)) return word.slice(0, -2);
  if (/[aeiou]ces$/.test(word)) return `${word.slice(0, -3)}z`;
  return word.replace(/s$/, '');
}

/** "pacientes" -> "paciente", "dueños de mascotas" -> "dueño de mascotas". */
export function singular(phrase: string): string {
  const [first = '', ...rest] = phrase.trim().split(/\s+/);
  const one = isPlural(first) ? singularWord(first.toLowerCase()) : first;
  const cased = first[0] && first[0] !== first[0].toLowerCase() ? one[0]!.toUpperCase() + one.slice(1) : one;
  return [cased, ...rest].join(' ');
}

/** A possessive before the phrase: "tu consulta", "tus clases"; `one` and `many` are the forms. */
export function possessive(phrase: string, one = 'tu', many = 'tus'): string {
  return `${isPlural(phrase) ? many : one} ${phrase}`;
}

/** The definite article before the phrase: "la masterclass", "los pacientes". */
export function definite(phrase: string): string {
  const plural = isPlural(phrase);
  const fem = isFeminine(phrase);
  return `${plural ? (fem ? 'las' : 'los') : fem ? 'la' : 'el'} ${phrase}`;
}

/** The indefinite article before the phrase: "una plataforma", "un CRM". */
export function indefinite(phrase: string): string {
  return `${isFeminine(phrase) ? 'una' : 'un'} ${phrase}`;
}

/** An adjective or determiner in the phrase's gender: agree('gratuito', 'masterclass') -> 'gratuita'. */
export function agree(masculine: string, phrase: string): string {
  if (!isFeminine(phrase)) return masculine;
  if (masculine === 'este') return 'esta';
  if (/o$/.test(masculine)) return `${masculine.slice(0, -1)}a`;
  if (/or$/.test(masculine)) return `${masculine}a`;
  return masculine;
}

/** "de el" and "a el" contract to "del" and "al" (a proper name's "El" does not). */
export function contract(text: string): string {
  return text.replace(/\bde el\b/g, 'del').replace(/(?<![\p{L}])a el\b/gu, 'al');
}
