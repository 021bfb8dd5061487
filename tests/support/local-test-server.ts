import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 for tests of outbound fetching. It records every request so
 * a test can prove that a refused URL never produced a connection.
 */
export interface LocalTestServer {
  port: number;
  origin: string;
  /** Request paths in arrival order. */
  hits: string[];
  /** Sockets opened to the server, requests or not. */
  connections(): number;
  close(): Promise<void>;
}

export async function startLocalTestServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LocalTestServer> {
  const hits: string[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  // Count raw connections too: a refused URL must not even open a socket to us.
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    hits,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
