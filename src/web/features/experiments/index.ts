/**
 * Experiments in the web app (docs/product.md, 'Experiments'): the two screens as loaders for
 * `lazy()` (each its own chunk), 'Start an experiment' for the variations page, the note a page
 * deletion's confirmation adds, and the experiments' queries for whoever shows them.
 */

/** The list (/experiments). */
export const loadExperimentsPage = () =>
  import('./experiments-page').then((m) => ({ default: m.ExperimentsPage }));
/** One experiment's results (/experiments/:id). */
export const loadExperimentPage = () =>
  import('./experiment-page').then((m) => ({ default: m.ExperimentPage }));

export { ExperimentDeletionNote } from './deletion-note';
export { type ExperimentPage, isLive, liveExperimentsWith } from './experiment-model';
export { experimentQueries, useExperiments } from './experiments-api';
export { StartExperimentButton } from './start-experiment-button';
