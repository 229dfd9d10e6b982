// ua-parser-js 1.x ships no types of its own; this is the part of its API the service uses.
declare module 'ua-parser-js' {
  interface UAResult {
    ua: string
    browser: { name?: string; version?: string; major?: string }
    engine: { name?: string; version?: string }
    os: { name?: string; version?: string }
    device: { type?: string; vendor?: string; model?: string }
    cpu: { architecture?: string }
  }
  class UAParser {
    constructor(ua?: string)
    getResult(): UAResult
  }
  export default UAParser
}
