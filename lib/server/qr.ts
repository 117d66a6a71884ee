import 'server-only';
import QRCode from 'qrcode';

// QR codes drawn on the server (the side bar's order progress, the app page): SVG data URLs, kept per
// address (an address has one picture, and pages ask for few addresses).

const cache = new Map<string, Promise<string>>();

export function qrDataUrl(url: string): Promise<string> {
  let svg = cache.get(url);
  if (!svg) {
    svg = QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f2329', light: '#ffffff' } }).then(
      (text) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`,
    );
    if (cache.size > 200) cache.clear();
    cache.set(url, svg);
  }
  return svg;
}
