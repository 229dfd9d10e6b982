// heic-decode and libheif-js ship no types; this is the part of their API the service uses.
declare module 'heic-decode/lib.js' {
  interface DecodedImage {
    width: number
    height: number
    data: Uint8ClampedArray
  }
  interface HeifImage {
    width: number
    height: number
    decode(): Promise<DecodedImage>
  }
  interface HeifImages extends Array<HeifImage> {
    /** Frees the decoder's WebAssembly memory. */
    dispose(): void
  }
  interface Input { buffer: ArrayBufferLike | Uint8Array }
  /** heic-decode's functions around a libheif module. */
  function withLibheif(libheif: unknown): {
    one(input: Input): Promise<DecodedImage>
    all(input: Input): Promise<HeifImages>
  }
  export = withLibheif
}

declare module 'libheif-js/libheif-wasm/libheif.js' {
  /** libheif's Emscripten module, instantiated at once from the given WebAssembly. */
  function libheif(options: { wasmBinary: Uint8Array }): unknown
  export = libheif
}
