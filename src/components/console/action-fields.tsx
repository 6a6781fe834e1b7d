/** The hidden fields every console form carries: its language and the page it was sent from. */
export function ActionFields({ locale, back }: { locale: string; back: string }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value={back} />
    </>
  );
}
