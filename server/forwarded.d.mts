import type { IncomingHttpHeaders } from 'node:http';
import type { BlockList } from 'node:net';

export function trustedProxies(setting?: string): BlockList;
export function clientAddressOf(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string;
export function requestClientOf(
  remoteAddress: string | undefined,
  headers: IncomingHttpHeaders,
  trusted: BlockList,
): string | null;
export function fromTrustedProxy(remoteAddress: string | undefined, trusted: BlockList): boolean;
