import { randomUUID } from 'node:crypto';
import type { StoredApplication } from '@/lib/careers/store';
import { pdfBytes } from './resume-bytes';

/**
 * An application as the careers form hands it to storeApplication: a new submission from a new
 * client address, with a real PDF résumé ('简历 cv.pdf') and no inbox to mail. `fields` and `over`
 * set what a test looks at.
 */
export function testApplication(
  fields: Partial<StoredApplication['application']> = {},
  over: Partial<StoredApplication> = {},
): StoredApplication {
  const email = fields.email ?? `${randomUUID()}@example.com`;
  return {
    application: {
      name: '李晓明',
      email,
      phone: '+8613800138000',
      position: 'full-stack-engineer-shenzhen',
      positionTitle: 'Full-stack engineer',
      city: '深圳',
      experience: '3-5',
      message: 'Hello',
      resume: { name: '简历 cv.pdf', size: 100, type: 'application/pdf' },
      consent: 'on',
      ...fields,
    },
    resume: { bytes: new Uint8Array(pdfBytes(email)), format: 'pdf', name: '简历 cv.pdf' },
    locale: 'zh',
    submissionId: randomUUID(),
    clientKey: `client-${randomUUID()}`,
    mailTo: null,
    ...over,
  };
}
