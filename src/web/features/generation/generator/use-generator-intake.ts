import { useEffect, useRef } from 'react';
import { toast } from '@/hooks/use-toast';
import { takeRemixData } from '@/lib/remix';
import type { PickedImage } from './read-image';

export interface GeneratorIntake {
  prompt: string;
  referenceUrls: string[];
  images: PickedImage[];
  remixOf?: string;
}

/**
 * Prefills the generator once from the address: `remix=true` loads the remix hand-off from
 * local storage; otherwise `prompt` and repeated `referenceUrl` parameters are used.
 */
export function useGeneratorIntake(apply: (intake: GeneratorIntake) => void) {
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    const params = new URLSearchParams(window.location.search);
    if (params.get('remix') === 'true') {
      try {
        const remix = takeRemixData();
        const shot = remix.screenshotImage;
        apply({
          prompt: remix.prompt,
          remixOf: remix.originalTitle || undefined,
          referenceUrls: remix.referenceUrls.length > 0 ? remix.referenceUrls : [''],
          images: shot
            ? [
                {
                  dataUrl: `data:${shot.mimeType};base64,${shot.data}`,
                  base64: shot.data,
                  mimeType: shot.mimeType,
                  filename: shot.filename,
                },
              ]
            : [],
        });
      } catch {
        toast({
          title: 'Remix Error',
          description: 'Failed to load remix data. Please try again.',
          variant: 'destructive',
        });
      }
      return;
    }
    const prompt = params.get('prompt');
    const urls = params.getAll('referenceUrl').filter((url) => url.trim() !== '');
    if (prompt || urls.length > 0)
      apply({ prompt: prompt ?? '', referenceUrls: urls.length > 0 ? urls : [''], images: [] });
  }, [apply]);
}
