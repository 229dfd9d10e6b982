// heic-decode ships no types; this is the part of its API the service uses.
declare module 'heic-decode' {
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
  function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>
  namespace decode {
    function all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<HeifImages>
  }
  export default decode
}
