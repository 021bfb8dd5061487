/**
 * The offline composer: the page engine that runs without a language model (the default AI
 * provider, the template previews, and the tests' pages). Its face is narrow: compose a page
 * from a brief, re-pitch a page as it is now, or plan an edit of one. Callers load it lazily (`await import`), since it is
 * large and unused while a model is configured.
 */
export { type ComposedPage, type ComposeInput, composePage } from './compose-page.ts';
export { type EditRequest, type OfflineEdit, planOfflineEdit } from './modify-page.ts';
export { type RepitchedPage, type RepitchInput, repitchPage } from './repitch.ts';
