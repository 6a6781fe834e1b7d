export declare function loaderScript(sources: string[]): string;
export declare function loadAfterPaint(window: object, document: object, sources: string[]): void;
