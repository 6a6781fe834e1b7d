import type { Messages } from 'next-intl';

/** The given top-level namespaces of a message catalogue, for a client provider. */
export function pickMessages<K extends keyof Messages>(
  messages: Messages,
  namespaces: readonly K[],
): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Pick<Messages, K>;
}
