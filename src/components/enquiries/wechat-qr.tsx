import { ServerImage } from '@/components/ui/server-image';
import { contactConfig } from '@/config/contact';

/**
 * The WeChat QR code (WECHAT_QR) with its caption, or nothing when it is not configured. Drawn
 * as given: a QR code must not be recompressed or resized into blur.
 */
export function WechatQr({ alt, caption, size }: { alt: string; caption: string; size: number }) {
  if (!contactConfig.wechatQr) return null;
  return (
    <figure className="flex flex-col items-start gap-2" data-testid="wechat-qr">
      <ServerImage
        src={contactConfig.wechatQr}
        alt={alt}
        width={size}
        height={size}
        unoptimized
        className="border-line rounded-md border bg-white p-1"
      />
      <figcaption className="text-muted text-sm">{caption}</figcaption>
    </figure>
  );
}
