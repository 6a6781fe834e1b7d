// The two middleware packages the server uses ship no types (and their @types packages pull in
// Express's): what the server calls of them.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions } from 'node:zlib';

  export default function compression(options?: {
    brotli?: BrotliOptions;
  }): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';

  /** Calls `listener` just before `res` writes its headers. */
  export default function onHeaders(
    res: ServerResponse,
    listener: (this: ServerResponse) => void,
  ): void;
}
