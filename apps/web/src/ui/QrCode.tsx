/** A QR code as an SVG image; the encoder is loaded on first use. */
import { useEffect, useState } from 'react';
import styles from './QrCode.module.css';

export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async (qr) => {
      const svg = await qr.toString(value, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
        color: { dark: '#000000', light: '#ffffff' },
      });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div className={styles.frame}>
      {src ? (
        <img src={src} alt={label} className={styles.image} width={220} height={220} />
      ) : (
        <div className={styles.placeholder} role="img" aria-label={label} />
      )}
    </div>
  );
}
