// jsdom ships no types of its own (and @types/jsdom is not a dependency): the part html.ts uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(source?: string, options?: { contentType?: string });
    readonly window: Window;
  }
}
