import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '@/config/site';

describe('readSiteConfig', () => {
  it('falls back to the brand defaults', () => {
    const config = readSiteConfig({});
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.appThumbnail).toBe('');
    expect(config.title.zh).toBe('让跨境物流更可靠，助力客户品牌出海');
    expect(config.description.zh).toBe(config.title.zh);
    expect(config.title.en).toBe(
      'Making cross-border logistics more reliable, helping brands go global',
    );
    expect(config.navbarHeight).toBe(72);
    expect(config.primaryColor).toBe('#265c9b');
  });

  it('reads the environment and trims a trailing slash from APP_URL', () => {
    const config = readSiteConfig({
      APP_URL: 'https://www.bridgeway.example/',
      APP_THUMBNAIL: 'https://cdn.bridgeway.example/share.png',
      SITE_TITLE_EN: 'BridgeWay',
      SITE_DESCRIPTION_ZH: '跨境物流',
    });
    expect(config.appUrl).toBe('https://www.bridgeway.example');
    expect(config.appThumbnail).toBe('https://cdn.bridgeway.example/share.png');
    expect(config.title.en).toBe('BridgeWay');
    expect(config.description.zh).toBe('跨境物流');
  });

  it('treats empty variables as unset', () => {
    expect(readSiteConfig({ APP_URL: '', SITE_TITLE_ZH: '' }).appUrl).toBe('http://localhost:3000');
  });

  it('refuses an APP_URL that is not an http(s) URL, naming the variable', () => {
    expect(() => readSiteConfig({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
    expect(() => readSiteConfig({ APP_URL: 'ftp://files.example' })).toThrow(/APP_URL/);
  });
});
