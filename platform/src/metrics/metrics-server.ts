import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { Config } from '../config/config';
import type { Logger } from '../log/logger';

export type MetricsServer = { port: number; close(): Promise<void> };

/**
 * METRICS_PORT: `GET /metrics` alone, without a token, on its own port of HOST, so that a scraper on a private
 * network reaches every process (the projections and the workers have no other HTTP). Null when METRICS_PORT is unset.
 */
export async function startMetricsServer(
  config: Pick<Config, 'HOST' | 'METRICS_PORT'>,
  registry: Registry,
  logger: Logger,
): Promise<MetricsServer | null> {
  if (config.METRICS_PORT === undefined) return null;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics') return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return void response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed\n');
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        logger.error('metrics could not be collected', { error });
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.METRICS_PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  logger.info('serving metrics', { host: config.HOST, port });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
