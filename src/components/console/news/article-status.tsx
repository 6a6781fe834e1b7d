import { getTranslations } from 'next-intl/server';

const look: Record<string, string> = {
  draft: 'border-line bg-surface border',
  scheduled: 'border border-amber-700 bg-amber-50 text-amber-900',
  published: 'bg-green-700 text-white',
  unpublished: 'border-line bg-surface text-muted border',
};

/** An article's status as a badge (the list and the editor). */
export async function ArticleStatusBadge({ status }: { status: string }) {
  const t = await getTranslations('ConsoleNews');
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-sm whitespace-nowrap ${look[status] ?? look.draft}`}
      data-testid="article-status"
    >
      {t(`status.${status as 'draft'}`)}
    </span>
  );
}
