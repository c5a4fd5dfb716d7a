// The baseline of `npm run bench -- ws`: a bare `ws` server, in its own process like bench/ws/server.ts and driven by
// the same IPC messages, that does the least a live socket can do: it keeps each socket by the session cookie's
// token, and on `publish` sends the frame to that person's sockets as JSON. No session lookup, no Origin check, no
// unread count read from PostgreSQL: what the BFF's socket server costs beyond it is the figure's ratio.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** The bench hands over which token is whose (`people`), as the sessions table tells the real server. */
const userOfToken = new Map<string, string>();
const socketsOfUser = new Map<string, Set<WebSocket>>();
let count = 0;

const http = createServer((_request, response) => {
  response.writeHead(404).end();
});
const server = new WebSocketServer({ server: http, path: '/ws/messages' });
server.on('connection', (socket, request) => {
  const token = /(?:^|;\s*)weklean_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
  const userId = userOfToken.get(token);
  if (!userId) {
    socket.close(4401);
    return;
  }
  const sockets = socketsOfUser.get(userId) ?? new Set();
  sockets.add(socket);
  socketsOfUser.set(userId, sockets);
  count += 1;
  socket.once('close', () => {
    sockets.delete(socket);
    count -= 1;
  });
});
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));

type Publication = { userIds: string[]; message: unknown };
process.on('message', (message: { type: string; publication?: Publication; people?: [string, string][] }) => {
  if (message.type === 'people') for (const [token, userId] of message.people ?? []) userOfToken.set(token, userId);
  if (message.type === 'publish' && message.publication) {
    const frame = JSON.stringify(message.publication.message);
    for (const userId of message.publication.userIds) for (const socket of socketsOfUser.get(userId) ?? []) socket.send(frame);
  }
  if (message.type === 'memory') {
    global.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ type: 'memory', rss, heapUsed, sockets: count });
  }
  if (message.type === 'stop') {
    for (const client of server.clients) client.terminate();
    server.close();
    http.close();
    process.exit(0);
  }
});
process.send?.({ type: 'ready', port: (http.address() as AddressInfo).port, origin: 'http://bench.local' });
