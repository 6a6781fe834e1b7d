import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { company } from '@/lib/company';
import { departments, employmentTypes } from '@/lib/careers/opening';
import type { Option } from '@/components/ui/select-field';

export type EditorOptions = { department: Option[]; city: Option[]; employmentType: Option[] };

/** The editor's choices in the reader's language: teams, offices (content/company.json), types. */
export async function editorOptions(locale: Locale): Promise<EditorOptions> {
  const t = await getTranslations('Careers');
  return {
    department: departments.map((d) => ({ value: d, label: t(`departments.${d}`) })),
    city: company.offices.map((o) => ({ value: o.id, label: o.city[locale] })),
    employmentType: employmentTypes.map((e) => ({ value: e, label: t(`types.${e}`) })),
  };
}
