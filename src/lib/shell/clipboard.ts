import { notify } from './notify';

/** Puts a text on the clipboard and says so with a toast (or that it could not). */
export async function copyWithNotice(text: string, copied: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(copied);
  } catch {
    notify.error(failed);
  }
}
