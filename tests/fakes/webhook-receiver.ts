import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingMessage['headers'];
  body: string;
  json: any;
  at: number;
}

/**
 * A lead webhook's receiver (GoHighLevel's Inbound Webhook, Zapier, ...) on 127.0.0.1: it
 * records what arrives, answers with the statuses it is told to (then 200), and can go down
 * (connections refused, as when the receiver's host is gone) and come back on the same port.
 */
export class FakeWebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  private answers: number[] = [];
  private holds: { arrive: () => void; released: Promise<void> }[] = [];
  private waiters: { count: number; resolve: () => void }[] = [];
  port = 0;

  get url() {
    return `http://127.0.0.1:${this.port}/hooks/inbound`;
  }

  /** The next answers, in order; afterwards 200 again. */
  answerWith(...statuses: number[]) {
    this.answers.push(...statuses);
  }

  /**
   * Holds the answer to the next request until `release()`: `arrived` resolves once the
   * request is in, so a test can look at a delivery while it is in flight.
   */
  holdNext(): { arrived: Promise<void>; release: () => void } {
    let arrive!: () => void;
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.holds.push({ arrive, released });
    return { arrived, release };
  }

  async start(port = 0): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const hold = this.holds.shift();
        if (hold) {
          hold.arrive();
          await hold.released;
        }
        const body = Buffer.concat(chunks).toString('utf8');
        const status = this.answers.shift() ?? 200;
        if (status < 300) {
          let json: unknown;
          try {
            json = JSON.parse(body);
          } catch {
            json = undefined;
          }
          this.received.push({ headers: req.headers, body, json, at: Date.now() });
          for (const waiter of this.waiters.filter((w) => this.received.length >= w.count)) waiter.resolve();
          this.waiters = this.waiters.filter((w) => this.received.length < w.count);
        }
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(status < 300 ? { status: 'success' } : { error: `receiver says ${status}` }));
      });
    });
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Stops listening: the next delivery gets 'connection refused'. */
  async goDown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  comeBack(): Promise<this> {
    return this.start(this.port);
  }

  /** Resolves once this many deliveries were accepted (2xx). */
  waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`webhook got ${this.received.length} of ${count} deliveries`)),
        timeoutMs,
      );
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  close = () => this.goDown();
}

/** What a receiver does with X-Pagecraft-Signature: recompute, compare in constant time. */
export function verifySignature(header: string | undefined, body: string, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}
