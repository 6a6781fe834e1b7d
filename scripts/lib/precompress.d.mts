export declare const COMPRESSIBLE: Set<string>;
export declare function precompressStatic(projectRoot: string): number;
