import { BarcodeDetector, setZXingModuleOverrides } from 'barcode-detector/ponyfill';
// The reader's WebAssembly is served from our own origin, hashed with the build: by default the
// package fetches it from a CDN, which a phone on a courier's network may not reach (and our CSP
// would refuse). This module is loaded only when a camera opens, never with a page.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

setZXingModuleOverrides({
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
});

/** The labels we print: Code 128 of the tracking ID or bag code, and the QR of the tracking link. */
export const createReader = () => new BarcodeDetector({ formats: ['code_128', 'qr_code'] });
export type Reader = ReturnType<typeof createReader>;
