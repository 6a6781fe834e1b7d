export interface Header {
  key: string;
  value: string;
}
export declare const contentSecurityPolicy: string;
export declare const securityHeaders: Header[];
export declare const httpsOnlyHeaders: Header[];
export declare const sharedImageHeaders: Header[];
export declare const consoleFrameHeaders: Header[];
