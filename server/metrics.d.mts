import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import type { Registry } from 'prom-client';

export function metricsRegistry(): Registry;
export function routeClass(url: string): 'page' | 'api' | 'console' | 'static';

export type ServerMetrics = {
  observe(req: IncomingMessage, res: ServerResponse): void;
  cacheLookup(found: boolean): void;
  allowed(req: IncomingMessage): boolean;
  answer(res: ServerResponse): Promise<void>;
};

export function createMetrics(options: {
  trusted: BlockList;
  token?: string;
  pageCacheSize: () => number;
}): ServerMetrics;
