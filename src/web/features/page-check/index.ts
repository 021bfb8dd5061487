/** Page check (issue 9): the card the edit and detail pages show, and the detail -> edit fix hand-off. */
export { handOffFix, takeFix } from './fix-handoff';
export { PageCheckCard } from './page-check-card';
