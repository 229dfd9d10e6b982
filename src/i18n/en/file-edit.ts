// Image operations' own messages.
export default {
  BLUR_SIGMA_OR_RADIUS: 'Give sigma or radius, not both (sigma={sigma}, radius={radius}); radius is the same strength in pixels, sigma = radius / 2',
} as const
