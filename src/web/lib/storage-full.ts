import { STORAGE_FULL_CODE } from '@shared/storage';
import { ApiError } from './api';

/**
 * Whether a request was refused because the plan's storage allowance is used up (413 with
 * code 'storage_full', docs/product.md, 'Storage'): the toast then offers Upgrade.
 */
export const storageFullOf = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 413 && error.body?.code === STORAGE_FULL_CODE;

/** The toast action that goes with such a refusal. */
export const UPGRADE_ACTION = { label: 'Upgrade', href: '/upgrade' } as const;
