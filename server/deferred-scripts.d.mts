import type { ServerResponse } from 'node:http';

export declare function loaderScript(sources: string[]): string;
export interface ScriptDeferrer {
  push(text: string): string;
  end(): string;
}
export declare function createScriptDeferrer(): ScriptDeferrer;
export declare function deferPageScripts(res: ServerResponse): void;
export declare function loadAfterPaint(window: object, document: object, sources: string[]): void;
