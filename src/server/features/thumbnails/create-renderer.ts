import { accessSync, constants, statSync } from 'node:fs';
import type { Logger } from '../../lib/logger.ts';
import { nullRenderer, type PageRenderer } from '../../lib/page-renderer.ts';
import { type ChromiumRendererOptions, createChromiumRenderer } from './chromium-renderer.ts';

/** Where Debian's `chromium` package puts the browser (README.md, 'Prerequisites'). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The renderer for this server: Chromium at CHROMIUM_PATH, else at the default path, else
 * none (the null renderer: no thumbnails, 503 for screenshots). `off` turns rendering off on
 * a machine that has a browser. Nothing is launched here; the browser starts on first use.
 */
export function createPageRenderer(
  options: { chromiumPath?: string; logger: Logger } & Partial<
    Omit<ChromiumRendererOptions, 'executablePath'>
  >,
): PageRenderer {
  const { chromiumPath, logger, ...rest } = options;
  const configured = chromiumPath?.trim();
  if (configured?.toLowerCase() === 'off') {
    logger.info('Page rendering is off (CHROMIUM_PATH=off): no thumbnails or screenshots');
    return nullRenderer;
  }
  const executablePath = configured || DEFAULT_CHROMIUM_PATH;
  if (!isExecutableFile(executablePath)) {
    logger.warn(
      configured
        ? `CHROMIUM_PATH ${executablePath} is not an executable file: no thumbnails or screenshots`
        : `No browser at ${DEFAULT_CHROMIUM_PATH} (set CHROMIUM_PATH): no thumbnails or screenshots`,
    );
    return nullRenderer;
  }
  return createChromiumRenderer({ ...rest, executablePath, logger });
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
