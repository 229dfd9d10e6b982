// Messages of the network and schedule tools: IP subnets, conversions and ranges, cron expressions and X.509 certificates.
export default {
  // ip-subnet, ip-convert, ip-range
  IP_INVALID: '{param} "{value}" is not an IP address; write IPv4 as four numbers 0-255 separated by dots (192.168.1.10) and IPv6 as up to eight groups of hex digits separated by colons, :: standing for a run of zero groups (2001:db8::1)',
  IP_SHORTHAND: '{param} "{value}" is a shortened IPv4 address with fewer than four numbers, which systems expand differently; write all four numbers, such as 10.0.0.1 for 10.1',
  IP_LEADING_ZERO: '{param} "{value}" has the number {part} with a leading zero, which some systems read as octal; write it without leading zeros',
  IP_OCTET_RANGE: '{param} "{value}" has the number {part}, but each number of an IPv4 address is 0 to 255',
  IP_ZONE: '{param} "{value}" has a zone index (%…), which only means something on one machine; send the address without it',
  IP_NUMBER_RANGE: '{param} {value} is above 4294967295 (0xffffffff), the largest IPv4 address written as a number; for IPv6 write the address with colons',
  IP_PREFIX: '{param}: "{prefix}" is not a prefix length for IPv{version}; use a whole number from 0 to {max}',
  IP_MASK: '{param}: "{mask}" is not a netmask, whose one bits must all come before its zero bits (255.255.255.0, 255.255.240.0); send such a mask or a prefix length',
  IP_MASK_TWICE: 'cidr already has a prefix or netmask after the address; leave mask out, or send the address alone in cidr',
  IP_VERSION_MIX: 'start {start} and end {end} are of different IP versions; send two IPv4 or two IPv6 addresses',
  IP_RANGE_ORDER: 'start {start} comes after end {end}; swap them',
  // cron
  CRON_MACRO: '{macro} is not a macro this reads (@reboot has no next time); use @yearly, @annually, @monthly, @weekly, @daily, @midnight or @hourly, or write the 5 fields',
  CRON_FIELD_COUNT: 'the expression has {count} fields; write 5 (minute hour day-of-month month day-of-week), 6 with seconds first, or a macro such as @daily',
  CRON_FIELD_INVALID: 'the {field} field "{value}" is not valid: use *, numbers from {min} to {max}, lists (1,2), ranges (1-5) and steps (*/5), and in the day and month fields names (JAN, MON), L and #',
  CRON_NEVER_FIRES: 'the expression never fires in the next {years} years (for instance, a day of the month that none of its months has, such as 30 February); change the day of month or the months',
  CRON_TOO_SLOW: 'the expression fires so rarely that finding its next times took too long; ask for fewer times (count) or make it fire more often',
  // x509
  X509_NONE: 'pem holds no certificate; paste one or more blocks from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----, or one certificate as Base64 DER',
  X509_PEM_UNCLOSED: 'pem has a -----BEGIN line without its matching -----END line; paste each block whole, from BEGIN to END',
  X509_NOT_CERTIFICATE: 'pem holds a {label} block, which is not a certificate and was not read; send only CERTIFICATE blocks (and never paste a private key into an online tool)',
  X509_BASE64: 'certificate {index} is not valid Base64 between its BEGIN and END lines; copy the block again without changing it',
  X509_TOO_MANY: 'pem holds {count} certificates; at most {max} are read in one call, so send the chain in parts',
  X509_TOO_LARGE: 'certificate {index} is {bytes} bytes; certificates of at most {max} bytes are read',
  X509_INVALID: 'certificate {index} is not a readable X.509 certificate (its DER structure is damaged or it is another kind of object); copy it again, whole',
  X509_KEY_TOO_LARGE: 'certificate {index} has a public key of about {bits} bits; keys of at most {max} bits are read, larger ones are refused before decoding',
  X509_EC_EXPLICIT: 'certificate {index} gives its elliptic curve by explicit parameters instead of a named curve (P-256, P-384…); such keys are refused before decoding, as RFC 5480 forbids them in certificates',
} as const
