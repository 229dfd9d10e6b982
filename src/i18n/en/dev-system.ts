// Messages of the reference tools: chmod, HTTP status codes, media types and user agents.
export default {
}
