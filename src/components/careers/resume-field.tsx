import { useState } from 'react';
import { Field, labelId } from '@/components/ui/field';
import type { ApplicationText } from './application-text';
import type { FieldBindings } from './use-application-form';

const accepted =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The résumé. The browser's own file picker names its button in the browser's language, not the
 * page's: the input is visually hidden and a label drawn in the page's language is the picker.
 * The chosen file is read from the input's validity (it is required), so the line also changes
 * without JavaScript; with it, the line names the file.
 */
export function ResumeField({
  text: t,
  fields: { field, control },
}: {
  text: ApplicationText;
  fields: FieldBindings;
}) {
  const [fileName, setFileName] = useState('');
  const props = field('resume');
  const { name, onChange } = control('resume');
  return (
    <Field {...props} label={t.resume} hint={t.resumeHint} className="mt-4">
      {(c) => (
        <label
          htmlFor={props.id}
          className={`relative mt-1 flex min-h-11 w-full cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-md border bg-white px-3 py-2 text-sm ${props.error ? 'border-danger' : 'border-line'}`}
        >
          <input
            {...c}
            // Named by the field's label alone, not by the picker's lines around it.
            aria-labelledby={labelId(props.id)}
            name={name}
            onChange={(e) => {
              setFileName(e.currentTarget.files?.[0]?.name ?? '');
              onChange(e);
            }}
            type="file"
            required
            accept={accepted}
            className="peer sr-only"
            data-testid="resume-input"
          />
          <span className="bg-primary peer-focus-visible:outline-primary rounded px-3 py-1 text-sm font-semibold text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-solid">
            {t.chooseFile}
          </span>
          <span className="text-muted peer-valid:hidden">{t.noFileChosen}</span>
          <span
            className="text-ink hidden min-w-0 break-all peer-valid:inline"
            data-testid="resume-file-name"
          >
            {fileName || t.fileChosen}
          </span>
        </label>
      )}
    </Field>
  );
}
