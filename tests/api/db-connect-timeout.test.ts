import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { isDatabaseUnavailable } from '../../src/server/lib/db-errors.ts';

/**
 * A PostgreSQL address that accepts connections and never answers (a hung server, a proxy in
 * front of a dead one): a query fails within the connect timeout as 'database unavailable'
 * (which the API answers with a 503), instead of holding the request forever.
 */
let silent: net.Server;
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

it('fails a query within the connect timeout when the server never answers', async () => {
  const { port } = silent.address() as net.AddressInfo;
  const database = await openDatabase({
    databaseUrl: `postgres://app@127.0.0.1:${port}/pagecraft`,
    connectTimeoutMs: 300,
  });
  try {
    const started = Date.now();
    const error = await database.db.execute('select 1').then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_000);
  } finally {
    await database.close();
  }
});
