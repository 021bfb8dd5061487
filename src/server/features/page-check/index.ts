/** The page-check feature's public surface: its routes, the job and its queue, the checks themselves. */
export { PAGE_CHECK_JOB, pageCheckJob, requestPageCheck } from './check-job.ts';
export { type CheckOutcome, checkVersion } from './check-version.ts';
export { CHECK_WIDTHS, layoutFindings } from './layout-findings.ts';
export { pageCheckRoutes } from './routes.ts';
export { pageScore, SEVERITY_WEIGHT } from './score.ts';
export { runStaticChecks, type StaticCheck } from './static-checks.ts';
