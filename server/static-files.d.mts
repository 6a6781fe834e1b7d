export declare const FILE_EXTENSIONS: string;
export declare const MISSING_FILE_HEADER: string;
export declare function isFilePath(path: string): boolean;
export declare function isNamedFile(path: string): boolean;
