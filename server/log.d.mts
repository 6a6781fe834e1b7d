import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export function scrub(text: string): string;
export function createLogger(destination?: NodeJS.WritableStream): Logger;
export function routeConsole(logger: Logger): void;
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string;
export function loggedPath(url?: string): string;
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse): string;
