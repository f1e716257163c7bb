// Typings for the two libheif-js files imported directly (the package ships no per-file types).
declare module 'libheif-js/libheif-wasm/libheif.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
declare module 'libheif-js/libheif-wasm/libheif.js' {
  type Instantiate = (
    imports: WebAssembly.Imports,
    done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ) => WebAssembly.Exports;
  export interface HeifImage {
    get_width(): number;
    get_height(): number;
    display(target: { data: Uint8ClampedArray; width: number; height: number }, cb: (result: unknown) => void): void;
    free(): void;
  }
  export interface LibHeif {
    HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
  }
  const factory: (options: { instantiateWasm: Instantiate }) => LibHeif;
  export default factory;
}
