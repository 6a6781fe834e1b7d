import type { Server } from 'node:http';

export function trackConnections(server: Server): {
  admit(serve: () => void): void;
  drain(options: { quietMs: number; holdMs: number; firstRequestMs: number }): Promise<void>;
};
