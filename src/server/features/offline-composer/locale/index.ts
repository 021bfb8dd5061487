import { EN } from './en.ts';
import { ES } from './es.ts';
import type { PageLanguage, PageStrings } from './types.ts';

export { PAGE_LANGUAGES } from '../types.ts';
export type { AngleFraming, AngleWords, PageLanguage, PageStrings } from './types.ts';

const TABLES: Record<PageLanguage, PageStrings> = { en: EN, es: ES };

/** The fixed strings of a page in `language` (English when none is given). */
export function localeFor(language: PageLanguage | undefined): PageStrings {
  return TABLES[language ?? 'en'] ?? EN;
}
