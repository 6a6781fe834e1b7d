import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/routing';
import { historyOf, type HistoryItem } from '@/lib/console/history';
import type { Database } from '@/lib/db/types';
import { showApplication } from './desk';
import type { ApplicationRow } from './export';
import { openPositions } from './positions';

/** What the console's application page (`/console/applications/<id>`) shows, read in one place. */
export type ConsoleApplicationView = {
  application: ApplicationRow;
  history: HistoryItem[];
  /** The position's title: the open position's in `locale`, a closed one's as the applicant saw it. */
  positionTitle: string;
};

/** The console's view of one application in `locale`, or undefined when there is no such one. */
export async function consoleApplicationView(
  db: Kysely<Database>,
  id: string,
  locale: Locale,
): Promise<ConsoleApplicationView | undefined> {
  const application = await showApplication(db, id);
  if (!application) return undefined;
  const history = await historyOf(db, { type: 'application', id });
  const open = (await openPositions(locale)).find((p) => p.id === application.position_id);
  return { application, history, positionTitle: open?.title ?? application.position_title };
}
