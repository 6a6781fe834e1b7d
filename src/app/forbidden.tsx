import { StatusDocument } from '@/components/errors/status-document';

/** 403 where no nearer screen is defined (the console has its own). */
export default function Forbidden() {
  return <StatusDocument status={403} />;
}
