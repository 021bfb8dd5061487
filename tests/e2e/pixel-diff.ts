import type { Page } from '@playwright/test';

/** Share of pixels that differ noticeably between two PNGs (decoded by the browser's canvas). */
export async function pixelDifference(page: Page, a: Buffer, b: Buffer) {
  return page.evaluate(
    async ([first, second]) => {
      const load = (data: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = reject;
          image.src = `data:image/png;base64,${data}`;
        });
      const [x, y] = await Promise.all([load(first), load(second)]);
      const width = Math.min(x.width, y.width);
      const height = Math.min(x.height, y.height);
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height).data;
      };
      const p = pixels(x);
      const q = pixels(y);
      // The wrapper may sit at a fractional offset in the host (the host's text above it has
      // fractional line heights), so text snaps to the pixel grid a row apart in places: a
      // pixel only counts as different when no pixel of the same column within one row
      // matches it. Broken scoping moves, recolours and resizes far more than that.
      const distance = (i: number, j: number) =>
        Math.abs(p[i]! - q[j]!) + Math.abs(p[i + 1]! - q[j + 1]!) + Math.abs(p[i + 2]! - q[j + 2]!);
      let different = 0;
      for (let row = 1; row < height - 1; row++) {
        for (let column = 0; column < width; column++) {
          const i = (row * width + column) * 4;
          const rowBytes = width * 4;
          if (Math.min(distance(i, i - rowBytes), distance(i, i), distance(i, i + rowBytes)) > 48)
            different++;
        }
      }
      return { ratio: different / (width * height), sizes: [x.width, x.height, y.width, y.height] };
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}
