import type { StreamEvent } from '../../src/shared/api/generation.ts';

export interface ParsedStream {
  events: StreamEvent[];
  done: boolean;
  /** Data lines that were not JSON and not [DONE] (should be none). */
  garbage: string[];
  content: string;
}

/** Parses a whole `text/event-stream` body in the `data: <json>` form (docs/product.md, 'API'). */
export function parseEventStream(body: string): ParsedStream {
  const parsed: ParsedStream = { events: [], done: false, garbage: [], content: '' };
  for (const block of body.split('\n\n')) {
    for (const line of block.split('\n')) {
      if (!line.startsWith('data: ')) continue;
      const data = line.slice(6);
      if (data === '[DONE]') {
        parsed.done = true;
        continue;
      }
      try {
        const event = JSON.parse(data) as StreamEvent;
        parsed.events.push(event);
        if (event.type === 'content') parsed.content += event.content;
      } catch {
        parsed.garbage.push(data);
      }
    }
  }
  return parsed;
}

export const eventsOfType = <T extends StreamEvent['type']>(stream: ParsedStream, type: T) =>
  stream.events.filter((event): event is Extract<StreamEvent, { type: T }> => event.type === type);
