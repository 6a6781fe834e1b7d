import type { IncomingMessage, ServerResponse } from 'node:http';

export const NEXT_CACHE_HEADERS: string[];
export const SHARED_CACHE_SECONDS: number;

/** `headers`: the response's own, as a flat list [name, value, …] (its request id). */
type RequestContext = { https: boolean; viaProxy: boolean; headers?: string[] };

export type PageCache = {
  readonly size: number;
  settled(): Promise<void>;
  clear(): void;
  serve(req: IncomingMessage, res: ServerResponse, context: RequestContext): boolean;
  capture(req: IncomingMessage, res: ServerResponse, context: RequestContext): void;
};

export function createPageCache(options?: {
  maxEntries?: number;
  now?: () => number;
  /** Told of each lookup of a cacheable page: found (a hit) or not (a miss). */
  onLookup?: (found: boolean) => void;
}): PageCache;
