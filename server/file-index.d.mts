export declare function createFileIndex(projectRoot: string): { isMissing(path: string): boolean };
