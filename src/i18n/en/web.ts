// Messages of the web category. {url} is the URL concerned, {host} its host name, {address} an IP
// address, {domain} a DNS name, {param} the parameter name, {reason} what exactly is wrong.
export default {
  INVALID_URL: 'url "{url}" cannot be fetched: {reason}; send an absolute http:// or https:// URL such as https://example.com/page',
  REDIRECT_REFUSED: 'the site redirected to "{url}", which is not followed: {reason}; ask for that address directly if it is a public http(s) page',
  TOO_MANY_REDIRECTS: '"{url}" redirected more than {max} times (probably a redirect loop); check the site\'s redirects or ask for the final address directly',
  ADDRESS_NOT_ALLOWED: '{host} is (or resolves to) {address}, a private, loopback, link-local or otherwise non-public address, which this service does not fetch; send a URL of a public site',
  HOST_NOT_FOUND: 'the host name {host} does not resolve to any address; check the spelling of the URL',
  UPSTREAM_TIMEOUT: '{url} did not answer completely within {ms} ms; try again later or ask for a lighter page',
  UPSTREAM_HEADERS_TOO_LARGE: '{url} sent response headers larger than {limit} bytes, which this service does not read',
  UPSTREAM_FAILED: 'fetching {url} failed: {reason}; check that the site is up and the URL is right',
  RESPONSE_TOO_LARGE: '{url} sent a body larger than {limit} bytes (after decompression), which this service does not read; ask for a smaller page (web/page-size reports the size of large pages)',
  NOT_HTML: '{url} is {type}, not an HTML page; send the URL of an HTML page',
  INVALID_DOMAIN: '{param} "{value}" is not a valid domain name: {reason}; send a name such as example.com',
  DOMAIN_IS_IP: '{param} "{value}" is an IP address; send a domain name such as example.com',
  DOMAIN_NOT_FOUND: 'the domain {domain} does not exist (NXDOMAIN); check its spelling',
  DNS_TIMEOUT: 'the DNS servers did not answer for {domain} within {ms} ms; try again later',
  DNS_FAILED: 'the DNS lookup of {domain} failed ({reason}); try again later',
  INVALID_VIDEO: '{param} "{value}" is not a YouTube video: send a video URL (https://www.youtube.com/watch?v=…, https://youtu.be/…, /shorts/…, /embed/…) or the 11-character video ID made of letters, digits, - and _',
  TOO_MANY_FETCHES: 'you already have {max} web lookups in progress, the most one caller may have at once; wait for one to finish, then retry',
  VIDEO_NOT_FOUND: 'no public YouTube video has the ID {id} (it may be private, deleted or not embeddable); check the ID',
} as const
