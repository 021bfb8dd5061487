/** Experiments: variations split-tested at one address (docs/product.md, 'Experiments'). */

export { endExperimentsOfPage, rewireExperiments } from './experiment-actions.ts';
export { evaluateExperiments } from './experiment-results.ts';
export { experimentRoutes } from './routes.ts';
export { experimentResponse } from './serve-experiment.ts';
