'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { EditorState } from '@/lib/news/editor-state';

/** How long after the last keystroke the text is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus =
  | { kind: 'saved'; at: string }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'failed'; reason?: string };

/**
 * Typing is never lost: the form is saved to the autosave route `url` 1.5 s after
 * typing stops, and at once when the page is hidden or left (a keepalive request, which
 * outlives the page). `onSaved` hears every answer (a new version, a conflict); after a
 * conflict nothing is saved until the editor decides (`stop`).
 */
export function useAutosave(
  form: RefObject<HTMLFormElement | null>,
  url: string,
  /** The version the next save names (the last save's answer, already known before rendering). */
  version: RefObject<number>,
  savedAt: string,
  onSaved: (state: EditorState) => void,
) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved', at: savedAt });
  const dirty = useRef(false);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);

  const save = useCallback(
    async (keepalive = false) => {
      clearTimeout(timer.current);
      if (!form.current || !dirty.current || stopped.current) return;
      await inFlight.current;
      if (!dirty.current) return;
      dirty.current = false;
      setStatus({ kind: 'saving' });
      const body = new FormData(form.current);
      body.set('version', String(version.current));
      body.delete('intent');
      const request = (async () => {
        try {
          const response = await fetch(url, { method: 'POST', body, keepalive });
          const state = (await response.json()) as EditorState;
          onSaved(state);
          // Typed since it was sent: still unsaved (the next save is already timed).
          if (state.outcome === 'saved' && state.at) {
            if (!dirty.current) setStatus({ kind: 'saved', at: state.at });
          } else if (state.conflict) stopped.current = true;
          else setStatus({ kind: 'failed', reason: state.message });
        } catch {
          // Saved again with the next keystroke, or when the page is left.
          dirty.current = true;
          setStatus({ kind: 'failed' });
        }
      })();
      inFlight.current = request;
      await request;
      inFlight.current = null;
    },
    [form, url, version, onSaved],
  );

  /** The form changed: save once typing stops. */
  const changed = useCallback(() => {
    if (stopped.current) return;
    dirty.current = true;
    setStatus({ kind: 'unsaved' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [save]);

  useEffect(() => {
    const leave = () => {
      if (document.visibilityState === 'hidden') void save(true);
    };
    const unload = () => void save(true);
    document.addEventListener('visibilitychange', leave);
    window.addEventListener('pagehide', unload);
    return () => {
      document.removeEventListener('visibilitychange', leave);
      window.removeEventListener('pagehide', unload);
      clearTimeout(timer.current);
    };
  }, [save]);

  /** The form is being submitted (it carries everything typed): nothing is pending any more. */
  const submitted = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
    setStatus({ kind: 'saving' });
  }, []);
  /** The submit answered: saved at `at`, or not (typing since then is still pending). */
  const answered = useCallback((answer: EditorState) => {
    if (dirty.current) return;
    setStatus(
      answer.at ? { kind: 'saved', at: answer.at } : { kind: 'failed', reason: answer.message },
    );
  }, []);
  const stop = useCallback(() => {
    stopped.current = true;
    clearTimeout(timer.current);
  }, []);

  return {
    status,
    changed,
    /** Whether a save is on its way (a submit then waits for it: `settled`). */
    busy: () => inFlight.current !== null,
    settled: () => inFlight.current ?? Promise.resolve(),
    submitted,
    answered,
    stop,
  };
}
