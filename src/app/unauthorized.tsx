import { StatusDocument } from '@/components/errors/status-document';

/** 401 where no nearer screen is defined (nothing calls unauthorized() today). */
export default function Unauthorized() {
  return <StatusDocument status={401} />;
}
