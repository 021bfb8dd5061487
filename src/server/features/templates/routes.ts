import { Hono } from 'hono';
import { TEMPLATES } from '../../../shared/templates.ts';
import type { AppEnv } from '../../app-context.ts';
import { sandboxedHtml } from '../../lib/sandboxed-html.ts';
import { templatePreviewHtml } from './template-preview.ts';

/** Public: the gallery and its previews are marketing material, not user data. */
export const templatesRoutes = new Hono<AppEnv>()
  .get('/', (c) => c.json(TEMPLATES))
  .get('/:id/preview', async (c) => sandboxedHtml(c, await templatePreviewHtml(c.req.param('id'))));
