import { describe, expect, it } from 'vitest';
import { catalogues } from '@/i18n/catalogues';
import {
  applicationErrors,
  applicationSchema,
  type ApplicationErrorKey,
} from '@/lib/careers/schema';
import { canonicalPhone, isValidPhone } from '@/lib/forms/phone';
import { detectDocumentFormat, formatOfName } from '@/lib/careers/document-type';
import { readSeedOpenings } from '@/lib/careers/seed';
import { exeBytes, pdfBytes } from '../support/resume-bytes';

const { en, zh } = catalogues;

const ids = readSeedOpenings().map((o) => o.id);
const schema = applicationSchema(ids);
const file = (name: string, size = 1000) => ({ name, size, type: '' });
const valid = {
  name: 'Anna Schmidt',
  email: 'anna@example.com',
  phone: '+49 203 1234567',
  position: ids[0]!,
  city: 'Duisburg',
  experience: '3-5',
  message: '',
  resume: file('cv.pdf'),
  consent: 'on',
};

/** The message key for one changed field, or null when the form is accepted. */
function problem(change: Partial<Record<keyof typeof valid, unknown>>): ApplicationErrorKey | null {
  const parsed = schema.safeParse({ ...valid, ...change });
  if (parsed.success) return null;
  const errors = applicationErrors(parsed.error);
  return Object.values(errors)[0] ?? null;
}

describe('application schema', () => {
  it('accepts a complete application and normalises it', () => {
    const parsed = schema.parse({ ...valid, name: '  Anna Schmidt ', phone: '138-0013-8000' });
    expect(parsed.name).toBe('Anna Schmidt');
    expect(parsed.phone).toBe('+8613800138000');
    expect(parsed.message).toBe('');
  });

  it('name: required, at most 100 characters', () => {
    expect(problem({ name: '' })).toBe('nameRequired');
    expect(problem({ name: '   ' })).toBe('nameRequired');
    expect(problem({ name: undefined })).toBe('nameRequired');
    expect(problem({ name: 'a'.repeat(100) })).toBeNull();
    expect(problem({ name: 'a'.repeat(101) })).toBe('nameTooLong');
    expect(problem({ name: '李晓明' })).toBeNull();
  });

  it('email: a real address shape', () => {
    for (const bad of ['', 'anna', 'anna@', '@example.com', 'anna@example', 'a b@example.com'])
      expect(problem({ email: bad }), bad).toBe('emailInvalid');
    expect(problem({ email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com` })).toBeNull(); // 254 characters
    expect(problem({ email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` })).toBe('emailInvalid');
    expect(problem({ email: 'li.xiaoming+jobs@example.cn' })).toBeNull();
  });

  it('phone: mainland mobile or E.164', () => {
    for (const ok of [
      '13800138000',
      '+86 138 0013 8000',
      '8613800138000',
      '+1 (415) 555-0100',
      '+44 121 496 0000',
    ])
      expect(isValidPhone(ok), ok).toBe(true);
    for (const bad of [
      '',
      '12800138000',
      '1380013800',
      '138001380001',
      '+0123456789',
      '0049203123',
      '+1234567890123456',
      'phone',
    ])
      expect(isValidPhone(bad), bad).toBe(false);
    expect(problem({ phone: '12345' })).toBe('phoneInvalid');
    expect(canonicalPhone('+86 139-1234-5678')).toBe('+8613912345678');
    expect(canonicalPhone('+44 121 496 0000')).toBe('+441214960000');
  });

  it('position: a listed id or an open application', () => {
    expect(problem({ position: 'open' })).toBeNull();
    expect(problem({ position: '' })).toBe('positionInvalid');
    expect(problem({ position: 'chief-everything-officer' })).toBe('positionInvalid');
  });

  it('city: required, at most 60 characters', () => {
    expect(problem({ city: '' })).toBe('cityRequired');
    expect(problem({ city: 'x'.repeat(60) })).toBeNull();
    expect(problem({ city: 'x'.repeat(61) })).toBe('cityTooLong');
  });

  it('experience: one of the five bands', () => {
    for (const band of ['0-1', '1-3', '3-5', '5-10', '10+'])
      expect(problem({ experience: band })).toBeNull();
    for (const bad of ['', '2', '10', 'many'])
      expect(problem({ experience: bad }), bad).toBe('experienceInvalid');
  });

  it('message: optional, at most 2,000 characters (Chinese counted per character)', () => {
    expect(problem({ message: undefined })).toBeNull();
    expect(problem({ message: '字'.repeat(2000) })).toBeNull();
    expect(problem({ message: '字'.repeat(2001) })).toBe('messageTooLong');
  });

  it('résumé: required, up to 5 MB, PDF/DOC/DOCX by name', () => {
    expect(problem({ resume: undefined })).toBe('resumeRequired');
    expect(problem({ resume: file('', 0) })).toBe('resumeRequired');
    expect(problem({ resume: file('cv.pdf', 5 * 1024 * 1024) })).toBeNull();
    expect(problem({ resume: file('cv.pdf', 5 * 1024 * 1024 + 1) })).toBe('resumeTooLarge');
    expect(problem({ resume: file('CV.DOCX') })).toBeNull();
    expect(problem({ resume: file('cv.doc') })).toBeNull();
    for (const name of ['cv.exe', 'cv.txt', 'cv.pdf.exe', 'cv'])
      expect(problem({ resume: file(name) }), name).toBe('resumeType');
  });

  it('consent: must be given', () => {
    expect(problem({ consent: undefined })).toBe('consentRequired');
    expect(problem({ consent: 'off' })).toBe('consentRequired');
  });

  it('reports every wrong field at once, each with a message in both languages', () => {
    const parsed = schema.safeParse({});
    expect(parsed.success).toBe(false);
    const errors = applicationErrors(parsed.error!);
    expect(Object.keys(errors).sort()).toEqual(
      ['city', 'consent', 'email', 'experience', 'name', 'phone', 'position', 'resume'].sort(),
    );
    const keys: ApplicationErrorKey[] = [
      'nameRequired',
      'nameTooLong',
      'emailInvalid',
      'phoneInvalid',
      'positionInvalid',
      'cityRequired',
      'cityTooLong',
      'experienceInvalid',
      'messageTooLong',
      'resumeRequired',
      'resumeTooLarge',
      'resumeType',
      'resumeContent',
      'consentRequired',
    ];
    for (const key of keys) {
      expect(en.JoinForm.errors[key], key).toMatch(/\S/);
      expect(zh.JoinForm.errors[key], key).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('résumé content', () => {
  it('knows PDF, DOC and DOCX by their signatures', () => {
    expect(detectDocumentFormat(pdfBytes())).toBe('pdf');
    const ole = new Uint8Array(512);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(detectDocumentFormat(ole)).toBe('doc');
    const docx = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      ...Buffer.from('....[Content_Types].xml....word/document.xml....'),
    ]);
    expect(detectDocumentFormat(docx)).toBe('docx');
  });

  it('refuses an executable, a plain zip and text, whatever their names', () => {
    expect(detectDocumentFormat(exeBytes())).toBeNull();
    expect(
      detectDocumentFormat(
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('photos/cat.jpg')]),
      ),
    ).toBeNull();
    expect(detectDocumentFormat(Buffer.from('Curriculum vitae: Anna Schmidt'))).toBeNull();
    expect(detectDocumentFormat(new Uint8Array())).toBeNull();
  });

  it('reads the format a name claims', () => {
    expect(formatOfName('Lebenslauf.PDF')).toBe('pdf');
    expect(formatOfName('简历.docx')).toBe('docx');
    expect(formatOfName('cv.pdf.exe')).toBeNull();
  });
});

describe('seed openings (content/seed/careers, imported by migration 0008)', () => {
  it('has at least 6, in both languages, newest first', () => {
    const seeds = readSeedOpenings();
    expect(seeds.length).toBeGreaterThanOrEqual(6);
    const dates = seeds.map((p) => p.posted);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const p of seeds) expect(p.text.zh.title).toMatch(/[\u4e00-\u9fff]/);
    for (const p of seeds) expect(p.text.en.body).not.toBe('');
    for (const key of Object.keys(en.Careers.departments))
      expect(zh.Careers.departments).toHaveProperty(key);
  });
});
