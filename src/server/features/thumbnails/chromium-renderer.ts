import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Logger } from '../../lib/logger.ts';
import {
  DEFAULT_MAX_HEIGHT,
  DEFAULT_RENDER_TIMEOUT_MS,
  type PageRenderer,
  RendererBusyError,
  RendererUnavailableError,
  RenderFailedError,
  type RenderOptions,
} from '../../lib/page-renderer.ts';
import { Gate } from './gate.ts';
import { DEFAULT_INSPECT_HEIGHT, measureWidths } from './inspect-page.ts';
import {
  DEFAULT_NETWORK_POLICY,
  isolateNetwork,
  NETWORK_ISOLATION_ARGS,
  type NetworkPolicy,
} from './isolate-network.ts';

/** The flags of playwright.config.ts (the same headless Chromium as the browser tests), plus the network isolation. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...NETWORK_ISOLATION_ARGS,
];

export interface ChromiumRendererOptions {
  executablePath: string;
  logger: Logger;
  /** Renders at once. One keeps a 2-core machine responsive while thumbnails are made. */
  concurrency?: number;
  /** Renders allowed to wait for a slot; more are refused (RendererBusyError). */
  maxWaiting?: number;
  /** The browser is stopped after this long without renders, to give its memory back. */
  idleCloseMs?: number;
  network?: Partial<NetworkPolicy>;
}

/** Share of the time bound for the attempt with scripts; the script-free fallback gets the rest. */
const SCRIPTED_SHARE = 0.6;
/** Share of an attempt's budget that may go to waiting for images and fonts before capturing. */
const LOAD_SHARE = 0.7;
const LAUNCH_TIMEOUT_MS = 30_000;

/**
 * One Chromium, launched on first use and shared; every render gets a fresh context (no
 * cookies, storage or cache carried from one page to another), closed afterwards.
 *
 * Hostile pages are bounded in time: the first attempt runs the page's scripts (pages often
 * reveal content with them) within 60% of the time bound; if it does not finish (an endless
 * loop, a page that never stops loading, a crash), its context is destroyed and the markup is
 * captured again with scripts off, which always settles quickly. Full-page captures are
 * clipped to maxHeight, so a page of any height costs the same.
 */
export function createChromiumRenderer(options: ChromiumRendererOptions): PageRenderer {
  const { executablePath, logger } = options;
  const gate = new Gate(options.concurrency ?? 1, options.maxWaiting ?? 8);
  const idleCloseMs = options.idleCloseMs ?? 5 * 60_000;
  const network: NetworkPolicy = { ...DEFAULT_NETWORK_POLICY, ...options.network };
  let browser: Promise<Browser> | null = null;
  let closed = false;
  let idleTimer: NodeJS.Timeout | undefined;

  const unavailable = () => new RendererUnavailableError('The page renderer has been stopped');

  function getBrowser(): Promise<Browser> {
    if (closed) return Promise.reject(unavailable());
    if (browser) return browser;
    // Loaded on first use: playwright-core takes seconds to import on a small machine, and a
    // server (or test) that never renders should not pay for it at start.
    const launching: Promise<Browser> = import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath,
          args: CHROMIUM_ARGS,
          timeout: LAUNCH_TIMEOUT_MS,
          // Shutdown is the server's business (main.ts closes the renderer).
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        }),
      )
      .then(
        async (launched) => {
          launched.on('disconnected', () => {
            if (browser === launching) browser = null;
          });
          if (closed) {
            await launched.close().catch(() => {});
            throw unavailable();
          }
          logger.info('Chromium started for page rendering', { executablePath });
          return launched;
        },
        (error: unknown) => {
          if (browser === launching) browser = null;
          logger.error('Chromium could not be started', {
            executablePath,
            error: error instanceof Error ? error.message : String(error),
          });
          throw new RendererUnavailableError('The browser for page rendering could not be started', {
            cause: error,
          });
        },
      );
    browser = launching;
    return launching;
  }

  async function stopBrowser() {
    const current = browser;
    browser = null;
    if (current) await current.then((b) => b.close()).catch(() => {});
  }

  function scheduleIdleClose() {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (gate.running === 0 && gate.queued === 0) void stopBrowser();
    }, idleCloseMs);
    idleTimer.unref();
  }

  /**
   * One bounded try on a fresh context: loads the page, lets `work` measure or capture it.
   * `loadUntil` is when waiting for images and fonts must stop.
   */
  async function attempt<T>(
    html: string,
    viewport: { width: number; height: number; scale?: number },
    javaScript: boolean,
    budgetMs: number,
    work: (page: Page, deadline: number) => Promise<T>,
  ): Promise<T> {
    const running = await getBrowser();
    // The bound counts from here: launching is bounded on its own, making the context is not.
    const started = Date.now();
    const context = await running.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.scale ?? 1,
      javaScriptEnabled: javaScript,
      // Well-made pages show their final state at once; Playwright also finishes CSS animations.
      reducedMotion: 'reduce',
      colorScheme: 'light',
      locale: 'en-US',
      timezoneId: 'UTC',
      serviceWorkers: 'block',
      acceptDownloads: false,
      permissions: [],
    });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.max(1, started + budgetMs - Date.now()));
    let settled = false;
    try {
      await isolateNetwork(context, network, controller.signal);
      const capture = (async () => {
        const page = await context.newPage();
        await page.setContent(html, { waitUntil: 'domcontentloaded', timeout: budgetMs });
        // A page whose load event never comes (a stalled image) is taken as it stands.
        const loadLeft = started + budgetMs * LOAD_SHARE - Date.now();
        if (loadLeft > 0) await page.waitForLoadState('load', { timeout: loadLeft }).catch(() => {});
        return work(page, started + budgetMs);
      })();
      // A page stuck in a script never answers Playwright; the timer, not the page, decides.
      capture.catch(() => {});
      const result = await Promise.race([capture, abortion(controller.signal, budgetMs)]);
      settled = true;
      return result;
    } finally {
      clearTimeout(timer);
      controller.abort();
      // A context stuck in a script can take a while to die on a busy machine; the fallback
      // does not wait for it, so the whole render stays within its bound.
      if (settled) await closeQuietly(context);
      else void closeQuietly(context);
    }
  }

  /** Scripts on within 60% of the bound, else the markup again with scripts off. */
  async function runBounded<T>(
    html: string,
    viewport: { width: number; height: number; scale?: number },
    timeoutMs: number,
    work: (page: Page, deadline: number, javaScript: boolean) => Promise<T>,
  ): Promise<T> {
    const started = Date.now();
    try {
      return await attempt(html, viewport, true, Math.round(timeoutMs * SCRIPTED_SHARE), (page, deadline) =>
        work(page, deadline, true),
      );
    } catch (error) {
      if (error instanceof RendererUnavailableError) throw error;
      logger.debug('scripted render failed, trying without scripts', { error: firstLine(error) });
    }
    try {
      return await attempt(
        html,
        viewport,
        false,
        Math.max(1, timeoutMs - (Date.now() - started)),
        (page, deadline) => work(page, deadline, false),
      );
    } catch (error) {
      if (error instanceof RendererUnavailableError) throw error;
      throw new RenderFailedError('The page could not be rendered', { cause: error });
    }
  }

  const screenshot = (render: RenderOptions) => (page: Page, deadline: number) =>
    page.screenshot({
      type: 'png',
      animations: 'disabled',
      caret: 'hide',
      timeout: Math.max(1, deadline - Date.now()),
      ...(render.fullPage
        ? {
            fullPage: true,
            clip: { x: 0, y: 0, width: render.width, height: render.maxHeight ?? DEFAULT_MAX_HEIGHT },
          }
        : {}),
    });

  /**
   * Attempts bound themselves; this only guards against a wedged browser (one that stops
   * answering Playwright at all), which would otherwise hold the slot forever.
   */
  async function withLastResort<T>(rendering: Promise<T>, timeoutMs: number): Promise<T> {
    const limitMs = LAUNCH_TIMEOUT_MS + timeoutMs + 5000;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        logger.error('the browser stopped answering; restarting it');
        void stopBrowser();
        reject(new RenderFailedError('The page could not be rendered'));
      }, limitMs);
    });
    rendering.catch(() => {});
    try {
      return await Promise.race([rendering, expired]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Through the gate (bounded concurrency and waiting line), the idle timer paused meanwhile. */
  async function gated<T>(task: () => Promise<T>): Promise<T> {
    if (closed) throw unavailable();
    const outcome = await gate.run(async () => {
      clearTimeout(idleTimer);
      try {
        return await task();
      } finally {
        if (!closed) scheduleIdleClose();
      }
    });
    if (!outcome) throw new RendererBusyError('Too many pages are being rendered right now');
    return outcome.value;
  }

  return {
    available: true,
    render(html, render) {
      const timeoutMs = render.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
      return gated(() => withLastResort(runBounded(html, render, timeoutMs, screenshot(render)), timeoutMs));
    },
    inspect(html, inspect) {
      const timeoutMs = inspect.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
      const widths = inspect.widths;
      if (widths.length === 0) return Promise.resolve({ viewports: [], scripts: true });
      const viewport = { width: widths[0]!, height: inspect.height ?? DEFAULT_INSPECT_HEIGHT };
      return gated(() =>
        withLastResort(
          runBounded(html, viewport, timeoutMs, async (page, _deadline, scripts) => ({
            viewports: await measureWidths(page, widths, viewport.height, inspect.detailWidth),
            scripts,
          })),
          timeoutMs,
        ),
      );
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      await stopBrowser();
    },
  };
}

function abortion(signal: AbortSignal, budgetMs: number): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new RenderFailedError(`Rendering took longer than ${budgetMs} ms`));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

async function closeQuietly(context: BrowserContext) {
  // Closing destroys the page's renderer process, even one stuck in an endless loop.
  await context.close().catch(() => {});
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));
