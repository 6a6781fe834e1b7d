import { ImageResponse } from 'next/og';
import { siteConfig } from '@/config/site';
import { company } from '@/lib/company';

export const dynamic = 'force-static';

/**
 * The sharing image used when APP_THUMBNAIL is empty: our mark, name and tagline on the brand
 * colour. Latin text only, because the image renderer bundles no CJK font.
 */
export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '80px',
        background: siteConfig.primaryColor,
        color: '#fff',
      }}
    >
      <svg width="120" height="120" viewBox="0 0 64 64">
        <rect width="64" height="64" rx="14" fill="#fff" />
        <path
          d="M10 42c8-14 16-21 22-21s14 7 22 21"
          fill="none"
          stroke={siteConfig.primaryColor}
          strokeWidth="6"
          strokeLinecap="round"
        />
        <path
          d="M18 42V31M32 42V21M46 42V31"
          stroke={siteConfig.primaryColor}
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <div style={{ marginTop: 48, fontSize: 72, fontWeight: 700 }}>{company.name.en}</div>
      <div style={{ marginTop: 20, fontSize: 36, opacity: 0.9 }}>{siteConfig.title.en}</div>
    </div>,
    { width: 1200, height: 630 },
  );
}
