import { notFound } from 'next/navigation';

/** Any path no route matches, in either language: the localized 404 page (not-found.tsx). */
export default function UnknownPage() {
  notFound();
}
