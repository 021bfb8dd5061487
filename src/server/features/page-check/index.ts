/** The page-check feature's public surface: the read use case, the job and its queue. */
export { PAGE_CHECK_JOB, pageCheckJob, requestPageCheck } from './check-job.ts';
export { type CheckOutcome, checkVersion } from './check-version.ts';
export { getPageCheck } from './get-page-check.ts';
export { CHECK_WIDTHS, layoutFindings } from './layout-findings.ts';
export { pageScore, SEVERITY_WEIGHT } from './score.ts';
export { runStaticChecks, type StaticCheck } from './static-checks.ts';
