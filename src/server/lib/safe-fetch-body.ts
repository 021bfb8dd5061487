import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createUnzip } from 'node:zlib';

/**
 * Body reading for safe-fetch: decompression, the byte cap and charset decoding. The cap counts
 * decoded bytes, so a small compressed "bomb" cannot balloon in memory.
 */

export interface RawBody {
  bytes: Buffer;
  truncated: boolean;
}

export type BodyFailure = 'unsupported_encoding' | 'corrupt' | 'interrupted';

export class BodyReadError extends Error {
  constructor(public readonly failure: BodyFailure) {
    super(failure);
  }
}

function decompressorFor(encoding: string | undefined): Transform | null | 'unsupported' {
  const value = (encoding ?? '').trim().toLowerCase();
  if (value === '' || value === 'identity') return null;
  // createUnzip accepts both gzip and zlib-wrapped deflate, which is what servers send.
  if (value === 'gzip' || value === 'x-gzip' || value === 'deflate') return createUnzip();
  if (value === 'br') return createBrotliDecompress();
  return 'unsupported';
}

/** Reads at most maxBytes of decoded body; `signal` aborts with its reason. */
export function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<RawBody> {
  const decompressor = decompressorFor(res.headers['content-encoding']);
  if (decompressor === 'unsupported') {
    res.destroy();
    return Promise.reject(new BodyReadError('unsupported_encoding'));
  }
  const stream = decompressor ? res.pipe(decompressor) : res;
  return new Promise<RawBody>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error: unknown, truncated = false) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      res.destroy();
      decompressor?.destroy();
      if (error) reject(error);
      else resolve({ bytes: Buffer.concat(chunks, size), truncated });
    };
    const onAbort = () => settle(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    stream.on('data', (chunk: Buffer) => {
      if (size + chunk.length > maxBytes) {
        chunks.push(chunk.subarray(0, maxBytes - size));
        size = maxBytes;
        settle(null, true);
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.on('end', () => settle(null));
    decompressor?.on('error', () => settle(new BodyReadError('corrupt')));
    res.on('error', () => settle(new BodyReadError('interrupted')));
    res.on('close', () => {
      if (!res.complete) settle(new BodyReadError('interrupted'));
    });
  });
}

function charsetOf(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType);
  return match?.[1] ?? null;
}

/** HTML may declare its charset in a meta tag instead of the header; browsers look at 1 KB. */
function sniffMetaCharset(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 1024).toString('latin1');
  const match = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return match?.[1] ?? null;
}

export function decodeBody(bytes: Buffer, contentType: string, truncated: boolean): string {
  const declared = charsetOf(contentType) ?? sniffMetaCharset(bytes);
  if (declared) {
    try {
      return new TextDecoder(declared).decode(bytes);
    } catch {
      // An unknown label: latin1 never fails and keeps ASCII markup intact.
      return new TextDecoder('windows-1252').decode(bytes);
    }
  }
  try {
    // stream mode keeps a multi-byte character cut by the size cap from counting as invalid.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: truncated });
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
