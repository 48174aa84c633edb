/**
 * Encodes a text (a manual's short link) as a QR code, at build time: the
 * PDFs draw it, and printed manual pages get it through their front matter.
 * Error correction level M (15 % of the code may be damaged or dirty) in the
 * smallest version that holds the text: a short link is version 3 or 4.
 */
import qrcode from 'qrcode-generator';
import type {QrMatrix} from '../../src/domain/qr';

export function encodeQr(text: string): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({length: size}, (_, row) => Array.from({length: size}, (__, column) => code.isDark(row, column)));
}
