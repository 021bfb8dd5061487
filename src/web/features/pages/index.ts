/**
 * The pages feature's face: the screens of a user's pages, as loaders for `lazy()`. Each screen
 * is its own chunk, so the dashboard never loads the editor (and CodeMirror) and `/` loads none
 * of them. Loaders rather than lazy components: the router imports this face on demand (its
 * screens' preload lists stay out of the first bundle), and a lazy component cannot resolve to
 * another one.
 */

/** The dashboard (/dashboard). */
export const loadDashboardPage = () =>
  import('./dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage }));
/** A page's details (/details/:id). */
export const loadDetailsPage = () =>
  import('./page-details/details-page').then((m) => ({ default: m.DetailsPage }));
/** A variation group (/variations/:groupId). */
export const loadVariationsPage = () =>
  import('./variations/variations-page').then((m) => ({ default: m.VariationsPage }));
/** The edit page (/edit/:id). */
export const loadEditPage = () => import('./page-editor/edit-page').then((m) => ({ default: m.EditPage }));
/** The edit page's test bench (/edit-test/:id). */
export const loadEditTestPage = () =>
  import('./page-editor/edit-test-page').then((m) => ({ default: m.EditTestPage }));
