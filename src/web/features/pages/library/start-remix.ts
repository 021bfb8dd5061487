import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/hooks/use-toast';
import { apiJson } from '@/lib/api';
import { saveRemixData } from '@/lib/remix';
import { generatorFallbackUrl, REMIX_GENERATOR_URL } from './remix-url';

/** What a remix starts from: the page's own prompt, references and title. */
export interface RemixSource {
  id: number;
  title: string;
  prompt: string;
  referenceUrls: string[];
}

interface ScreenshotResponse {
  screenshot?: { data?: unknown; filename?: unknown; mimeType?: unknown };
}

async function captureScreenshot(id: number) {
  const { screenshot } = await apiJson<ScreenshotResponse>('POST', `/api/landing-pages/${id}/screenshot`);
  if (!screenshot || typeof screenshot.data !== 'string' || screenshot.data === '')
    throw new Error('The screenshot answer carried no image');
  return {
    data: screenshot.data,
    filename: typeof screenshot.filename === 'string' ? screenshot.filename : `page-${id}.png`,
    mimeType: typeof screenshot.mimeType === 'string' ? screenshot.mimeType : 'image/png',
  };
}

/**
 * REMIX (dashboard and detail page): capture the page as an image, hand prompt, reference
 * URLs, screenshot and title to the generator through local storage and open it with
 * ?remix=true. Without a screenshot (capture refused, failed, unavailable, or too big to
 * store) the generator opens with the prompt and reference URLs in its address instead.
 */
export async function startRemix(source: RemixSource, navigate: (to: string) => void): Promise<void> {
  try {
    const screenshotImage = await captureScreenshot(source.id);
    saveRemixData({
      prompt: source.prompt,
      referenceUrls: source.referenceUrls,
      screenshotImage,
      originalTitle: source.title,
    });
  } catch (error) {
    console.warn('Remix screenshot failed', error);
    toast({
      title: 'Remix Error',
      description: 'Failed to capture screenshot. Using original prompt only.',
      variant: 'destructive',
    });
    navigate(generatorFallbackUrl(source.prompt, source.referenceUrls));
    return;
  }
  navigate(REMIX_GENERATOR_URL);
}

/** REMIX with a busy state: `pendingId` is the page being captured (one at a time). */
export function useRemix() {
  const [, navigate] = useLocation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const busy = useRef(false);
  const remix = useCallback(
    async (source: RemixSource) => {
      if (busy.current) return;
      busy.current = true;
      setPendingId(source.id);
      try {
        await startRemix(source, navigate);
      } finally {
        busy.current = false;
        setPendingId(null);
      }
    },
    [navigate],
  );
  return { remix, pendingId };
}
