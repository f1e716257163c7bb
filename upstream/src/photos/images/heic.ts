/**
 * HEIC → RGBA with libheif-js. workerd forbids compiling wasm from bytes at run time, so the
 * .wasm file is imported as a module (bundled as a compiled WebAssembly.Module) and handed to the
 * emscripten factory through `instantiateWasm`.
 *
 * Production caveat (TOOLCHAIN.md): a 12 MP HEIC needs a ~110 MB wasm heap, close to / over the
 * 128 MB Workers limit. Fine locally; in production decode HEIC in the browser (libheif-js + canvas)
 * or in a container, and send thumbnails along with the original.
 */
import libheif, { type LibHeif } from 'libheif-js/libheif-wasm/libheif.js';
import heifWasm from 'libheif-js/libheif-wasm/libheif.wasm';

let lib: LibHeif | undefined;

function load(): LibHeif {
  lib ??= libheif({
    instantiateWasm(imports, done) {
      const instance = new WebAssembly.Instance(heifWasm, imports);
      done(instance, heifWasm);
      return instance.exports;
    },
  });
  return lib;
}

/** Decodes the primary image of a HEIC file. Throws on anything libheif can't read. */
export async function decodeHeic(bytes: Uint8Array): Promise<{ rgba: Uint8Array; width: number; height: number }> {
  const images = new (load().HeifDecoder)().decode(bytes);
  const image = images[0];
  if (!image) throw new Error('no image in HEIC');
  try {
    const width = image.get_width();
    const height = image.get_height();
    const data = new Uint8ClampedArray(width * height * 4);
    await new Promise<void>((resolve, reject) =>
      image.display({ data, width, height }, (r) => (r ? resolve() : reject(new Error('HEIC decode failed')))),
    );
    return { rgba: new Uint8Array(data.buffer), width, height };
  } finally {
    for (const img of images) img.free();
  }
}
