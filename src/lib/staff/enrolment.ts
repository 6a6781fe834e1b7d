import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import QRCode from 'qrcode';
import type { AcceptRefusal } from './invitations';
import { consoleAuth } from './console-auth';

/**
 * The authenticator's set-up: its state lives on the server, never in what the
 * browser sends back. This is no Server Action module: nothing here can be called from a browser.
 */

/** Wrong codes a set-up allows before it ends and a new invitation is needed. */
export const SETUP_ATTEMPTS = 5;

export type SetupState =
  | {
      step: 'invitation';
      problem?: AcceptRefusal | 'rateLimited';
      /** The name typed, for the form to show again. */
      name?: string;
      /** The invitation is for an account that exists (after reset-2fa): its password only. */
      existing?: boolean;
    }
  | { step: 'confirm'; secret: string; qrCode: string; problem?: 'code' }
  | { step: 'codes'; codes: string[] }
  /** No set-up under way for this session: only an administrator's invitation starts one. */
  | { step: 'none'; problem?: 'tooMany' };

/**
 * The set-up under way for the signed-in account, from the server's own state: the authenticator
 * that an accepted invitation created and that no code has confirmed yet (better-auth's
 * `twoFactor` row, `verified` false). Its secret, and its QR code as an image (a data: URL).
 */
export async function enrolmentOf(userId: string): Promise<SetupState> {
  const { database, secret } = await consoleAuth();
  const row = await database.db
    .selectFrom('twoFactor')
    .innerJoin('user', 'user.id', 'twoFactor.userId')
    .select(['twoFactor.secret', 'twoFactor.verified', 'user.email'])
    .where('twoFactor.userId', '=', userId)
    .executeTakeFirst();
  if (!row || row.verified) return { step: 'none' };
  const key = await symmetricDecrypt({ key: secret, data: row.secret });
  const uri = createOTP(key).url('BridgeWay', row.email);
  const totpSecret = new URL(uri).searchParams.get('secret') ?? '';
  return {
    step: 'confirm',
    secret: totpSecret,
    qrCode: await QRCode.toDataURL(uri, { margin: 1 }),
  };
}
