// Messages of the dev hashing and encoding operations. {position} counts characters from 1, as the caller sees them.
export default {
  // hmac
  HMAC_INPUT_ENCODING: '{param} is not valid {encoding}, which {param}_encoding says it is: {detail}',
  // bcrypt, argon2, password-verify
  BCRYPT_PASSWORD_TOO_LONG: 'the password is {bytes} bytes long in UTF-8, but bcrypt uses only the first {max} bytes, so every password sharing those bytes would match the same hash; use a password of at most {max} bytes (fewer characters when they are not ASCII), or use argon2, which has no such limit',
  BCRYPT_COST_LIMIT: 'the hash has bcrypt cost {cost}; only costs {min} to {max} are checked here, because each step doubles the work and a larger cost could take minutes; rehash the password with a cost between {min} and {max}',
  BCRYPT_HASH_MALFORMED: 'hash starts like a bcrypt hash but is damaged: a bcrypt hash is $2a$, $2b$ or $2y$, a two-digit cost, $, then 53 characters from ./A-Za-z0-9 (60 characters in all), and this one has {length}; copy the whole hash again',
  ARGON2_HASH_MALFORMED: 'hash starts like an Argon2 hash but is damaged: the expected form is $argon2id$v=19$m=19456,t=2,p=1$salt$digest, with whole-number parameters of at least 1 and a salt (at least 8 bytes) and digest (at least 4 bytes) in unpadded Base64; copy the whole hash again',
  ARGON2_VERSION: 'the Argon2 hash has version v={version}; Argon2 versions are v=19 (current) and v=16',
  ARGON2_COST_LIMIT: 'the hash asks for {name}={value}, above the {max} this service accepts; the parameters inside an Argon2 hash decide the memory and time a check takes, so only hashes with m up to 65536 (64 MiB), t up to 10 and p up to 4 are checked here',
  ARGON2_MEMORY_PER_LANE: 'Argon2 needs at least 8 KiB of memory per lane: with parallelism p={p}, the memory cost m must be at least {min} KiB, but it is {m}',
  HASH_UNRECOGNISED: 'hash is not a bcrypt or Argon2 hash; send a bcrypt hash ($2a$, $2b$ or $2y$, two-digit cost, then 53 characters, such as $2b$10$…) or an Argon2 hash in PHC form ($argon2id$v=19$m=19456,t=2,p=1$salt$digest; argon2i and argon2d are accepted too)',
  // base64
  BASE64_INVALID_CHAR: '"{char}" at position {position} is not in the Base64 alphabet; use A-Z, a-z, 0-9 and + / (or - _ for base64url), with = padding only at the end',
  BASE64_MISPLACED_PADDING: 'the character at position {position} comes after = padding; padding may only appear at the end',
  BASE64_LENGTH: '{count} Base64 characters (padding not counted) is a length that no encoding produces, so a character is missing or extra; the count divided by 4 must not leave 1',
  BASE64_PADDING: 'the = padding is wrong: with padding the length must be a multiple of 4, but it is {count}; correct the number of = signs or leave them all out',
  // url-encode
  URL_MALFORMED_ESCAPE: '"{escape}" at position {position} is not a percent-escape: % must be followed by two hex digits, as in %20; write a literal % as %25',
  URL_INVALID_UTF8: 'the escapes starting at position {position} ({sequence}) are not UTF-8: every character beyond ASCII must be written as its complete UTF-8 byte sequence, such as %C3%A9 for é',
  URL_LONE_SURROGATE: 'the character at position {position} is half of a surrogate pair (\\u{code}) and cannot be written as UTF-8; send the complete character',
} as const
