// Image operations' own messages.
export default {
} as const
