/**
 * Preloaded into the soak bench's server process only (`--expose-gc --import`), never part of
 * the app: on the bench's IPC request it forces a full GC and answers with the process's
 * memory, so a slope in heap-after-GC shows a leak rather than garbage not yet collected.
 */
import { readFileSync } from 'node:fs';

interface ProbeRequest {
  type: 'memory';
  gc: boolean;
}

const vmRssBytes = () => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : process.memoryUsage.rss();
};

if (process.send) {
  process.on('message', (request: ProbeRequest) => {
    if (request?.type !== 'memory') return;
    const gc = (globalThis as { gc?: () => void }).gc;
    if (request.gc && gc) gc();
    const usage = process.memoryUsage();
    process.send?.({
      type: 'memory',
      gcForced: Boolean(request.gc && gc),
      rss: vmRssBytes(),
      heapUsed: usage.heapUsed,
      heapTotal: usage.heapTotal,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
    });
  });
  // The IPC channel must not keep the server alive once it has shut down.
  process.channel?.unref();
}
