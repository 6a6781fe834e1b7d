export declare const root: string;
export declare function log(message: string): void;
export declare function ensureDependencies(options?: { production?: boolean }): void;
export declare function build(options?: { force?: boolean; typeCheck?: boolean }): void;
