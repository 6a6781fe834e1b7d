import type { BlockList } from 'node:net';

export function trustedProxies(setting?: string): BlockList;
export function clientAddressOf(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string;
export function fromTrustedProxy(remoteAddress: string | undefined, trusted: BlockList): boolean;
