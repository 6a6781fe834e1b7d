import type { Messages } from 'next-intl';

/** The given top-level namespaces of a message catalogue, for a client provider. */
export function pickMessages<K extends keyof Messages>(
  messages: Messages,
  namespaces: readonly K[],
): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Pick<Messages, K>;
}

/**
 * Some messages of one namespace, for a client component that shows only those: everything a
 * client provider is given goes into the page's HTML (the price form's carton lines use four of
 * the fifty InputErrors messages, which were 1 KB of Brotli on /zh/query-price).
 */
export function pickKeys<N extends keyof Messages, K extends keyof Messages[N]>(
  messages: Messages,
  namespace: N,
  keys: readonly K[],
): Record<N, Pick<Messages[N], K>> {
  const picked = Object.fromEntries(keys.map((key) => [key, messages[namespace][key]]));
  return { [namespace]: picked } as Record<N, Pick<Messages[N], K>>;
}
