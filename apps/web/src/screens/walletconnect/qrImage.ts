/**
 * A dapp's wc: link read from a QR image (a screenshot or photo of the QR code it shows), in the
 * browser: the image drawn on a canvas, its pixels read by jsQR (pure JavaScript, no eval, so the
 * strict CSP holds; loaded on first use so the app's first bundle does not carry it), and the text
 * checked as a v2 pairing link like a pasted one.
 */
import { parseWcUri } from '@kestrel/wallet';

export const WC_QR_ERROR =
  'No QR code found in this image: choose a picture of the WalletConnect QR code the dapp shows';

/** Larger images are scaled down first: a QR code needs far fewer pixels, and a photo is slow. */
const MAX_SIDE = 1200;

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The pairing link in these pixels; WC_QR_ERROR without a QR code, WC_URI_ERROR for other text. */
export async function wcUriFromPixels(p: Pixels): Promise<string> {
  const { default: jsQR } = await import('jsqr');
  const code = jsQR(p.data, p.width, p.height);
  if (!code) throw new Error(WC_QR_ERROR);
  parseWcUri(code.data);
  return code.data.trim();
}

async function pixelsOf(file: Blob): Promise<Pixels> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(WC_QR_ERROR);
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error(WC_QR_ERROR);
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return ctx.getImageData(0, 0, width, height);
}

/** The pairing link in an image file (any format the browser decodes). */
export async function wcUriFromImage(file: Blob): Promise<string> {
  return wcUriFromPixels(await pixelsOf(file));
}
