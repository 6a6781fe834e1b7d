import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Header } from './security-headers.mjs';

export declare function acceptedEncodings(header: string | string[] | undefined): {
  br: boolean;
  gzip: boolean;
};
export interface StaticAssets {
  size: number;
  handle(req: IncomingMessage, res: ServerResponse, extraHeaders: Header[]): boolean;
}
export declare function createStaticAssets(projectRoot: string): StaticAssets;
