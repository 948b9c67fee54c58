import { qrCode } from '@/lib/qr-path';

/** A link as a QR code, drawn dark on white whatever the theme (cameras read it best so). */
export function DownloadQr({ link, label }: { link: string; label: string }) {
  const { size, path } = qrCode(link);
  return (
    <svg className="download-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0b1020" shapeRendering="crispEdges" />
    </svg>
  );
}
