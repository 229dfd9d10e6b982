// Messages of these document operations.
export default {
  RENDER_TOO_MANY_PAGES: '{name}: {count} pages were selected to render, more than the limit of {max} per request; choose fewer with pages (for example 1-{max}) and send the rest in further requests',
  RENDER_PAGE_TOO_LARGE: '{name}: page {page} would be {width}×{height} pixels at {dpi} dpi, more than the limit of {max} pixels (or {side} on a side); ask for a lower dpi',
} as const
