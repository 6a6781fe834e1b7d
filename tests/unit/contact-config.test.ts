import { describe, expect, it } from 'vitest';
import { readContactConfig } from '@/config/contact';

describe('readContactConfig', () => {
  it('leaves the hotline to the company phone, and shows no ICP number or QR code when unset or empty', () => {
    expect(readContactConfig({})).toEqual({
      phone: '',
      icpNumber: '',
      wechatQr: '',
    });
    expect(readContactConfig({ CONTACT_PHONE: '', ICP_NUMBER: ' ', WECHAT_QR: '' })).toEqual({
      phone: '',
      icpNumber: '',
      wechatQr: '',
    });
  });

  it('reads the hotline, the ICP record number and an https QR image', () => {
    const config = readContactConfig({
      CONTACT_PHONE: ' +86 400 820 8820 ',
      ICP_NUMBER: '粤ICP备2023012345号-1',
      WECHAT_QR: 'https://cdn.bridgeway.example/wechat.png',
    });
    expect(config).toEqual({
      phone: '+86 400 820 8820',
      icpNumber: '粤ICP备2023012345号-1',
      wechatQr: 'https://cdn.bridgeway.example/wechat.png',
    });
  });

  it('takes a QR path only when the file is under public/', () => {
    expect(readContactConfig({ WECHAT_QR: '/images/hero-routes.jpg' }).wechatQr).toBe(
      '/images/hero-routes.jpg',
    );
    expect(() => readContactConfig({ WECHAT_QR: '/images/missing-qr.png' })).toThrow(/WECHAT_QR/);
    expect(() => readContactConfig({ WECHAT_QR: '/../package.json' })).toThrow(/WECHAT_QR/);
    expect(() => readContactConfig({ WECHAT_QR: 'http://cdn.example/qr.png' })).toThrow(
      /WECHAT_QR/,
    );
  });

  it('refuses a hotline without its country code and an ICP number with markup, naming them', () => {
    expect(() => readContactConfig({ CONTACT_PHONE: '0755 2960 8800' })).toThrow(/CONTACT_PHONE/);
    expect(() => readContactConfig({ ICP_NUMBER: '<b>粤ICP备1号</b>' })).toThrow(/ICP_NUMBER/);
  });
});
