import { encode } from 'uqr';
import { qrPath } from '@/lib/qr-path';

/** The invite link as a QR code, one SVG path; its own chunk, loaded lazily with the page's link card. */
export default function ReferralQr({ link, label }: { link: string; label: string }) {
  const qr = encode(link, { ecc: 'M', border: 2 });
  return (
    <svg className="referral-qr" viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={label}>
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qrPath(qr.data)} fill="#000" shapeRendering="crispEdges" />
    </svg>
  );
}
