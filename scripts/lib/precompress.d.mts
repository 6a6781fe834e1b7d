export declare function precompressStatic(projectRoot: string): number;
