import type { BlockList } from 'node:net';

export interface ServerEnv {
  PORT: number;
  HOST?: string;
  SHUTDOWN_GRACE_MS: number;
  TRUSTED_PROXIES: BlockList;
  DEFER_SCRIPTS: boolean;
  PAGE_CACHE: boolean;
  METRICS: boolean;
  METRICS_TOKEN?: string;
  WECHAT_QR?: string;
}
export function serverEnv(source?: Record<string, string | undefined>): ServerEnv;
