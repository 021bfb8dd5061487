/**
 * Page check (docs/product.md, 'Page check card'): the card the edit and detail pages show, and
 * the detail -> edit fix hand-off.
 */
export { handOffFix, takeFix } from './fix-handoff';
export { PageCheckCard } from './page-check-card';
