// Messages of identifiers, Wi-Fi QR codes, placeholders, contrast and colours.
export default {
} as const
