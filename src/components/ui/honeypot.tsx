/**
 * The forms' trap for bots: a field named `website`, hidden from people and assistive
 * technology, that bots which fill every field fill. The action treats a filled one as a bot.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
