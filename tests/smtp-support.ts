// A real SMTP server on loopback for the mail tests (Vitest and Playwright).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback (`port` 0: any free one); `refuse` makes it reject recipients (a mail outage). */
export function startSmtp(port = 0) {
  const received: Received[] = [];
  const control = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (control.refuse) return callback(new Error('mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise<{
    url: string;
    received: Received[];
    control: typeof control;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        control,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
