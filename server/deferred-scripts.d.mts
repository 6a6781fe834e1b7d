import type { ServerResponse } from 'node:http';

export declare function deferPageScripts(res: ServerResponse): void;
