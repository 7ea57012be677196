/**
 * QR pairing links: a wc: link encoded by the `qrcode` package (the one the app draws its QR
 * codes with), drawn as pixels, is read back by jsQR as the same link; an image with no QR code
 * and a QR code holding anything but a v2 pairing link are refused with their messages.
 */
import { WC_URI_ERROR } from '@kestrel/wallet';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { WC_QR_ERROR, wcUriFromPixels, type Pixels } from './qrImage';

const URI = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'a1'.repeat(32)}&expiryTimestamp=1764000000`;

/** The QR code's modules as RGBA pixels: 4 px per module, black on white, a 4-module quiet zone. */
function qrPixels(text: string, scale = 4, quiet = 4): Pixels {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const side = (size + 2 * quiet) * scale;
  const px = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - quiet;
      const my = Math.floor(y / scale) - quiet;
      if (mx >= 0 && my >= 0 && mx < size && my < size && data[my * size + mx]) {
        const i = (y * side + x) * 4;
        px[i] = px[i + 1] = px[i + 2] = 0;
      }
    }
  return { data: px, width: side, height: side };
}

/** Deterministic noise: no QR code in it. */
function noise(side: number): Pixels {
  const px = new Uint8ClampedArray(side * side * 4);
  let seed = 12345;
  for (let i = 0; i < px.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    px[i] = i % 4 === 3 ? 255 : seed >> 23;
  }
  return { data: px, width: side, height: side };
}

describe('wc: link from a QR image', () => {
  it('reads back the link the QR code holds', async () => {
    await expect(wcUriFromPixels(qrPixels(URI))).resolves.toBe(URI);
  });

  it('refuses an image without a QR code, and a QR code holding anything else', async () => {
    await expect(wcUriFromPixels(noise(200))).rejects.toThrow(WC_QR_ERROR);
    await expect(wcUriFromPixels(qrPixels('https://uniswap.test'))).rejects.toThrow(WC_URI_ERROR);
    await expect(wcUriFromPixels(qrPixels(`wc:${'7f'.repeat(32)}@1?bridge=x&key=y`))).rejects.toThrow(
      WC_URI_ERROR,
    );
  });
});
