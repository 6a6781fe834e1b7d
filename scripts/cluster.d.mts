import type { ChildProcess } from 'node:child_process';

/** One app instance of the cluster: started, stopped (SIGTERM: gracefully) or killed. */
export type ClusterApp = {
  name: string;
  port: number;
  child: ChildProcess | null;
  exited: Promise<unknown> | null;
  /** Starts the instance; resolves once its /readyz answers 200. */
  start(): Promise<void>;
  /** Sends the signal (SIGTERM by default) and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export type Cluster = {
  url: string;
  databaseUrl: string;
  apps: ClusterApp[];
  prefix: string;
  stop(): Promise<void>;
};

export declare function startCluster(options?: {
  instances?: number;
  port?: number;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<Cluster>;
