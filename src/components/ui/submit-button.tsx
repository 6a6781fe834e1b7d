import type { ReactNode } from 'react';

/** The button that sends a search form (tracking, lanes), as tall as the fields beside it. */
export function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="submit"
      className="bg-primary hover:bg-primary-dark h-11 rounded-md px-4 font-semibold text-white"
    >
      {children}
    </button>
  );
}
