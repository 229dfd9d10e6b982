// Messages of PDF images and metadata and Markdown to PDF.
export default {
} as const
