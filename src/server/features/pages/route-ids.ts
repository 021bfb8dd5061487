import { parseIdParam } from '../../lib/path-id.ts';

export const parsePageId = (raw: string | undefined) => parseIdParam(raw, 'Invalid landing page ID');
