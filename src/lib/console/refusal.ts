/**
 * Thrown by a feature's function to refuse once it may have written: the console's action helper
 * (action.ts) rolls the change back and answers with `reason`. A module of its own, so that the
 * features' libraries (and the CLIs that use them) need not load the helper's Next.js imports.
 */
export class ActionRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}
