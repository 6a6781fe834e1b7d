import { getDb } from '@/lib/db';
import { handleAuthRequest } from '@/lib/staff/sign-in';
import { staffAuthSecret } from '@/lib/staff/secret';

export const dynamic = 'force-dynamic';

/** better-auth's routes: sign-in, its two-factor steps, sign-out, the session (sign-in.ts). */
async function handle(request: Request): Promise<Response> {
  let secret: string;
  try {
    secret = staffAuthSecret();
  } catch (error) {
    // On PostgreSQL every instance must share the secret: without it, no one can sign in.
    console.error('Staff sign-in unavailable: BETTER_AUTH_SECRET is not set:', error);
    return Response.json(
      { code: 'UNAVAILABLE', message: 'Staff sign-in is not configured' },
      { status: 503 },
    );
  }
  const { db, dialect } = await getDb();
  return handleAuthRequest(request, { db, dialect }, secret, new Date());
}

export { handle as GET, handle as POST };
