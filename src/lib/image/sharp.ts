/**
 * sharp (libvips), loaded with the first image the main thread works on, not at start-up: its
 * native binding and libvips cost tens of milliseconds and megabytes that a process answering
 * other calls never needs. Every module that uses sharp on the main thread takes it from here,
 * so the settings below hold before any image is read.
 */
import type Sharp from 'sharp'

export type SharpModule = typeof Sharp

let loaded: Promise<SharpModule> | undefined

export function loadSharp(): Promise<SharpModule> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // An allow-list of libvips loaders: blocking the base class blocks every loader (SVG, PDF, FITS,
    // Matlab, VIPS native...), and only the formats the service promises are let back in.
    sharp.block({ operation: ['VipsForeignLoad'] })
    sharp.unblock({
      operation: [
        'VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadWebpBuffer',
        'VipsForeignLoadHeifBuffer', 'VipsForeignLoadNsgifBuffer', 'VipsForeignLoadTiffBuffer',
      ],
    })
    // Each upload is a different image: libvips' operation cache would only hold memory.
    sharp.cache(false)
    return sharp
  })
  return loaded
}
