import { describe, expect, it } from 'vitest';
import {
  COMPANY_MAX,
  ENQUIRY_SERVICES,
  enquiryErrors,
  enquirySchema,
  enquiryValues,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  sitePath,
  SOURCE_MAX,
  type EnquiryErrors,
} from '@/lib/enquiries/schema';
import { serviceMenu } from '@/config/navigation';
import { ENQUIRY_FORM } from '../support/enquiry';

const valid = ENQUIRY_FORM;

const errorsOf = (over: Record<string, unknown>): EnquiryErrors => {
  const parsed = enquirySchema.safeParse({ ...valid, ...over });
  return parsed.success ? {} : enquiryErrors(parsed.error);
};

describe('the enquiry schema', () => {
  it('accepts a complete enquiry, trimming text and writing phones with their country code', () => {
    const parsed = enquirySchema.parse({
      ...valid,
      name: '  Li Wei ',
      phone: '139 1234 5678',
      wechat: 'liwei_sz',
    });
    expect(parsed).toMatchObject({ name: 'Li Wei', phone: '+8613912345678', wechat: 'liwei_sz' });
  });

  it('offers the service menu and "general", nothing else', () => {
    expect(ENQUIRY_SERVICES).toEqual([...serviceMenu, 'general']);
    for (const service of ENQUIRY_SERVICES) expect(errorsOf({ service })).toEqual({});
    expect(errorsOf({ service: 'queryPrice' })).toEqual({ service: 'serviceInvalid' });
    expect(errorsOf({ service: undefined })).toEqual({ service: 'serviceInvalid' });
  });

  it('needs a name of at most 100 characters', () => {
    expect(errorsOf({ name: '   ' })).toEqual({ name: 'nameRequired' });
    expect(errorsOf({ name: undefined })).toEqual({ name: 'nameRequired' });
    expect(errorsOf({ name: 'x'.repeat(NAME_MAX) })).toEqual({});
    expect(errorsOf({ name: 'x'.repeat(NAME_MAX + 1) })).toEqual({ name: 'nameTooLong' });
  });

  it('takes a company of at most 120 characters, or none', () => {
    expect(errorsOf({ company: undefined })).toEqual({});
    expect(errorsOf({ company: 'x'.repeat(COMPANY_MAX) })).toEqual({});
    expect(errorsOf({ company: 'x'.repeat(COMPANY_MAX + 1) })).toEqual({
      company: 'companyTooLong',
    });
  });

  it('needs a message of 10 to 2,000 characters after trimming', () => {
    expect(errorsOf({ message: ` ${'x'.repeat(MESSAGE_MIN - 1)}  ` })).toEqual({
      message: 'messageTooShort',
    });
    expect(errorsOf({ message: 'x'.repeat(MESSAGE_MIN) })).toEqual({});
    expect(errorsOf({ message: `  ${'x'.repeat(MESSAGE_MAX)}  ` })).toEqual({});
    expect(errorsOf({ message: 'x'.repeat(MESSAGE_MAX + 1) })).toEqual({
      message: 'messageTooLong',
    });
  });

  it('needs consent', () => {
    expect(errorsOf({ consent: undefined })).toEqual({ consent: 'consentRequired' });
    expect(errorsOf({ consent: 'no' })).toEqual({ consent: 'consentRequired' });
  });

  it('needs at least one of email, phone and WeChat, each valid when given', () => {
    const none = { email: '', phone: '', wechat: '' };
    expect(errorsOf(none)).toEqual({ contact: 'contactRequired' });
    expect(errorsOf({ ...none, email: '  ' })).toEqual({ contact: 'contactRequired' });
    expect(errorsOf({ ...none, phone: '+44 20 7946 0958' })).toEqual({});
    expect(errorsOf({ ...none, wechat: 'bridge_way-01' })).toEqual({});
    // A given but invalid contact is its own field's error, not "give a contact".
    expect(errorsOf({ ...none, email: 'li.wei@' })).toEqual({ email: 'emailInvalid' });
    expect(errorsOf({ phone: '12345' })).toEqual({ phone: 'phoneInvalid' });
    expect(errorsOf({ email: `${'a'.repeat(250)}@x.cn` })).toEqual({ email: 'emailInvalid' });
  });

  it('takes a WeChat ID of 6 to 20 characters starting with a letter, or a phone number', () => {
    const wechat = (id: string) => errorsOf({ email: '', wechat: id });
    expect(wechat('abcdef')).toEqual({});
    expect(wechat(`a${'b'.repeat(19)}`)).toEqual({});
    expect(wechat('13912345678')).toEqual({});
    expect(wechat('abcde')).toEqual({ wechat: 'wechatInvalid' });
    expect(wechat(`a${'b'.repeat(20)}`)).toEqual({ wechat: 'wechatInvalid' });
    expect(wechat('1abcdef')).toEqual({ wechat: 'wechatInvalid' });
    expect(wechat('abc def')).toEqual({ wechat: 'wechatInvalid' });
    expect(wechat('微信号码很好')).toEqual({ wechat: 'wechatInvalid' });
  });

  it('reports every wrong field at once', () => {
    const errors = errorsOf({
      name: '',
      email: '',
      service: 'x',
      message: 'short',
      consent: '',
    });
    expect(errors).toEqual({
      name: 'nameRequired',
      contact: 'contactRequired',
      service: 'serviceInvalid',
      message: 'messageTooShort',
      consent: 'consentRequired',
    });
  });

  it('reads the fields from a posted form', () => {
    const form = new FormData();
    form.set('name', 'Li Wei');
    form.set('consent', 'on');
    form.set('website', 'bot');
    expect(enquiryValues(form)).toEqual({
      name: 'Li Wei',
      company: undefined,
      email: undefined,
      phone: undefined,
      wechat: undefined,
      service: undefined,
      message: undefined,
      consent: 'on',
    });
  });
});

describe('the source path', () => {
  it('keeps a path of this site and nothing else', () => {
    expect(sitePath('/storehouse')).toBe('/storehouse');
    expect(sitePath(' /zh/query-price/results?from=SZX&to=US ')).toBe(
      '/zh/query-price/results?from=SZX&to=US',
    );
    expect(sitePath(`/${'a'.repeat(SOURCE_MAX - 1)}`)).toHaveLength(SOURCE_MAX);
    expect(sitePath(`/${'a'.repeat(SOURCE_MAX)}`)).toBeNull();
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil',
      'storehouse',
      '/a b',
      '/a\r\nb',
      '',
      null,
    ])
      expect(sitePath(bad), String(bad)).toBeNull();
  });
});
