import { messageParts } from '@/lib/bookings/message-text';

/** One message as a conversation shows it: who wrote it and when, already in the page's words. */
export type ThreadItem = {
  id: number;
  author: string;
  /** The desk's (a tinted card), or the shipper's. */
  fromStaff: boolean;
  when: string;
  /** ISO time, for the <time> element. */
  at: string;
  body: string;
  /** A mark beside the message (the console's "To answer"). */
  badge?: string;
};

const LINK_REL = 'noopener noreferrer nofollow';

/**
 * A message's text as text: React escapes it, line breaks stand, and each http(s) address
 * (message-text.ts) becomes a link element built here — never HTML from the message.
 */
export function MessageBody({ text }: { text: string }) {
  return (
    <p className="mt-2 [overflow-wrap:anywhere] whitespace-pre-wrap">
      {messageParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            rel={LINK_REL}
            target="_blank"
            className="text-primary underline"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** A booking's messages, oldest first, the same in the account and in the console. */
export function ConversationThread({
  items,
  caption,
  empty,
}: {
  items: ThreadItem[];
  /** What the list is, for screen readers. */
  caption: string;
  empty: string;
}) {
  if (items.length === 0)
    return (
      <p className="text-muted" data-testid="conversation-empty">
        {empty}
      </p>
    );
  return (
    <ol className="space-y-3" aria-label={caption} data-testid="conversation">
      {items.map((item) => (
        <li
          key={item.id}
          className={`rounded-lg border p-4 ${item.fromStaff ? 'border-primary/30 bg-primary-soft sm:ml-8' : 'border-line bg-white sm:mr-8'}`}
          data-testid="conversation-message"
          data-author={item.fromStaff ? 'staff' : 'shipper'}
        >
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold">{item.author}</span>
            <time dateTime={item.at} className="text-muted">
              {item.when}
            </time>
            {item.badge && (
              <span className="border-danger text-danger rounded border px-1.5 text-xs font-semibold">
                {item.badge}
              </span>
            )}
          </p>
          <MessageBody text={item.body} />
        </li>
      ))}
    </ol>
  );
}
