/**
 * A console download that is recorded in the audit log (an export, a résumé): a form posting to
 * its route, since the route takes no GET that another site could link to
 * (src/lib/console/downloads.ts). It works without JavaScript; the file is the post's answer and
 * the page stays. `href` carries what the download is of (the filters, in its query).
 */
export function DownloadButton({
  href,
  label,
  className,
  testId,
}: {
  href: string;
  label: string;
  className: string;
  testId?: string;
}) {
  return (
    <form method="post" action={href}>
      <button type="submit" className={className} data-testid={testId}>
        {label}
      </button>
    </form>
  );
}

/** A filtered list's CSV export (enquiries, bookings) among its page's actions, drawn as a link. */
export function ExportButton({ href, label }: { href: string; label: string }) {
  return (
    <DownloadButton
      href={href}
      label={label}
      className="text-primary cursor-pointer font-semibold underline"
      testId="export"
    />
  );
}
