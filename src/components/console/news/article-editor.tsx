'use client';

import { useActionState, useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { ActionFields } from '@/components/console/action-fields';
import type { Locale } from '@/i18n/routing';
import { changeArticle } from '@/lib/news/console-actions';
import type { ArticleContent } from '@/lib/news/content';
import type { EditorState } from '@/lib/news/editor-state';
import { ConflictNotice } from './conflict-notice';
import { LocaleFields } from './locale-fields';
import { PreviewFrame } from './preview-frame';
import { PublishPanel, type PublishFacts } from './publish-panel';
import { SaveBar } from './save-bar';
import { SharedFields } from './shared-fields';
import { useAutosave } from './use-autosave';
import { RefusalSummary } from './refusal-summary';

export type EditorProps = {
  id: number;
  slug: string;
  version: number;
  savedAt: string;
  content: ArticleContent;
  images: string[];
  categoryLabels: Record<string, string>;
  autosaveUrl: string;
  previewUrls: Record<Locale, string>;
  publish: PublishFacts;
};

/**
 * The article editor: both languages side by side (stacked on a phone), the shared
 * fields, the publish panel and a live preview. One form: Save and the publish buttons post it
 * (also without JavaScript); with JavaScript it is also saved as the editor types.
 */
export function ArticleEditor(props: EditorProps) {
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  const [state, action, pending] = useActionState<EditorState, FormData>(changeArticle, {
    status: 'idle',
  });
  const version = useRef(props.version);
  const [shownVersion, setShownVersion] = useState(props.version);
  const [conflict, setConflict] = useState<EditorState['conflict']>();
  const [previewKey, setPreviewKey] = useState(0);
  const heard = useCallback((answer: EditorState) => {
    if (answer.version) {
      version.current = Math.max(version.current, answer.version);
      setShownVersion(version.current);
    }
    if (answer.conflict) setConflict(answer.conflict);
    if (answer.outcome === 'saved') setPreviewKey((k) => k + 1);
  }, []);
  const autosave = useAutosave(form, props.autosaveUrl, version, props.savedAt, heard);
  const { stop, answered } = autosave;

  // The Server Action's answers (Save and the publish buttons) count like the autosave's.
  useEffect(() => {
    if (state.status === 'idle') return;
    heard(state);
    if (state.conflict) stop();
    else answered(state);
  }, [state, heard, stop, answered]);
  // A page rendered after a change (the server's newer version) moves the form on too.
  useEffect(() => {
    version.current = Math.max(version.current, props.version);
    setShownVersion(version.current);
  }, [props.version]);

  // Without JavaScript a refused save renders the page again: with what was typed, not theirs.
  const content = state.typed ?? props.content;
  return (
    <form
      ref={form}
      action={action}
      noValidate
      autoComplete="off"
      onInput={autosave.changed}
      onChange={autosave.changed}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (autosave.busy()) {
          // Sent once the autosave under way answered, naming the version it made.
          event.preventDefault();
          void autosave.settled().then(() => form.current?.requestSubmit(submitter));
          return;
        }
        const field = event.currentTarget.elements.namedItem('version') as HTMLInputElement;
        field.value = String(version.current);
        autosave.submitted();
      }}
      className="space-y-6"
      data-testid="article-editor"
    >
      <ActionFields locale={locale} back={`/console/news/${props.slug}`} />
      <input type="hidden" name="id" value={props.id} />
      <input type="hidden" name="version" value={shownVersion} />
      <SaveBar status={autosave.status} pending={pending} disabled={Boolean(conflict)} />
      {conflict && <ConflictNotice conflict={conflict} />}
      <RefusalSummary state={state} testId="editor-problem" />
      <div className="grid gap-6 lg:grid-cols-2">
        {(['en', 'zh'] as const).map((l) => (
          <LocaleFields key={l} locale={l} values={content[l]} images={props.images} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SharedFields
          content={content}
          images={props.images}
          categoryLabels={props.categoryLabels}
        />
        <PublishPanel facts={props.publish} answer={state} version={shownVersion} />
      </div>
      <PreviewFrame urls={props.previewUrls} reload={previewKey} />
    </form>
  );
}
