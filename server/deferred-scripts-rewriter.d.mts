export interface ScriptDeferrer {
  push(text: string): string;
  end(): string;
}
export declare function createScriptDeferrer(): ScriptDeferrer;
