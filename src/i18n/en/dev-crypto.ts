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
  // dev: SHA-3 and BLAKE hashes, PBKDF2, scrypt, AES-GCM, one-time codes, JWT signing and verification
  // pbkdf2, scrypt
  KDF_INPUT_ENCODING: '{param} is not valid {encoding}, which {param}_encoding says it is: {detail}',
  PBKDF2_WORK_LIMIT: 'PBKDF2 repeats the iterations for every {digest}-byte block of output: {iterations} iterations × {blocks} blocks is {work}, above the {max} allowed; lower length to at most {digest} bytes (one block), or iterations to at most {most}',
  SCRYPT_N_POWER_OF_TWO: 'n must be a power of two, such as 16384 (2^14) or 32768 (2^15); {n} is not: use {below} or {above}',
  SCRYPT_MEMORY_LIMIT: 'scrypt needs 128·n·r bytes at once: n={n} and r={r} make {mib} MiB, above the {max} MiB allowed; lower n or r',
  SCRYPT_WORK_LIMIT: 'scrypt\'s time grows with n·r·p: {n}·{r}·{p} is {work}, above the {max} allowed; lower n, r or p',
  SCRYPT_N_FOR_R: 'scrypt needs n below 2^(16·r) (RFC 7914): with r={r}, n may be at most {max}; raise r to at least {min} or lower n',
  // aes
  AES_INPUT_BASE64: 'to decrypt, text must be the Base64 output of encrypt: {detail}',
  AES_INPUT_TOO_SHORT: 'to decrypt, text must hold at least {min} bytes (version, salt, IV and tag), but it holds {bytes}; send the whole output of encrypt',
  AES_VERSION: 'the first byte of the encrypted text is {version}, but this format starts with version {expected}; send an output of encrypt, unchanged',
  DECRYPT_FAILED: 'the text could not be decrypted: the password is wrong, or the encrypted text was changed or cut; check both and send the output of encrypt exactly as it was',
  AES_NOT_TEXT: 'the decrypted {bytes} bytes are not UTF-8 text, so they were not encrypted from a text; decrypt them with a library that returns bytes',
  // totp
  TOTP_SECRET_CHAR: '"{char}" at position {position} of secret is not Base32; a secret uses the letters A-Z and the digits 2-7 (any case; spaces, hyphens and = are ignored)',
  TOTP_SECRET_EMPTY: 'secret holds no key: write at least two Base32 characters (A-Z, 2-7), such as JBSWY3DPEHPK3PXP',
  TOTP_CODE_FORMAT: 'code must be {digits} digits, as digits says codes are; send the code as the app shows it',
  // jwt-sign, jwt-verify
  JWT_JSON_PARAM: '{param} is not valid JSON (line {line}, column {column}); send a JSON object such as {"sub": "1234567890"}',
  JWT_JSON_NOT_OBJECT: '{param} must be a JSON object such as {"sub": "1234567890"}, not a JSON {type}',
  JWT_HEADER_FIELD: 'header may not set {field}, which changes how the token is read; leave it out',
  JWT_HEADER_ALG: 'header says alg is {alg}, but algo is {algo}; leave alg out of header and choose the algorithm with algo',
  JWT_SECRET_REQUIRED: '{algo} signs with a shared secret: send it in secret, and no private_key',
  JWT_PRIVATE_KEY_REQUIRED: '{algo} signs with a private key: send it as PEM text in private_key, and no secret',
  JWT_PRIVATE_KEY_INVALID: 'private_key is not a readable private key: send the PEM text whole, from -----BEGIN PRIVATE KEY----- (or BEGIN RSA PRIVATE KEY, BEGIN EC PRIVATE KEY) to its END line, not encrypted with a passphrase',
  JWT_PUBLIC_KEY_INVALID: 'public_key is not a readable public key: send PEM text whole (-----BEGIN PUBLIC KEY-----, BEGIN RSA PUBLIC KEY or BEGIN CERTIFICATE to its END line), or a JWK or JWKS as JSON with its kty and key fields',
  JWT_KEY_ALGORITHM: 'the key in {param} cannot sign {algo}; with this key use algo {fits}, or send a key that fits {algo}',
  JWT_KEY_TYPE: 'the key in {param} is of type {type}, which is not offered here; use an RSA key (2048 to 8192 bits), an EC key on P-256, P-384 or P-521, or an Ed25519 key',
  JWT_RSA_SIZE: 'the RSA key in {param} has {bits} bits; keys of {min} to {max} bits are accepted',
  JWT_EC_CURVE: 'the EC key in {param} is on {curve}; use P-256 (prime256v1) for ES256 or P-384 (secp384r1) for ES384 (P-521 for ES512, checking only)',
  JWT_JWK_SECRET: 'public_key holds a symmetric JWK (kty "oct"), which is a shared secret, not a public key; send that secret in secret instead',
  JWT_JWKS_EMPTY: 'the JWKS in public_key has no keys: its keys must be a list of at least one JWK',
  JWT_JWKS_TOO_MANY: 'the JWKS in public_key holds {count} keys, but at most {max} are checked; send only the keys that may have signed this token',
  JWT_VERIFY_KEY_BOTH: 'send either secret (for HS256, HS384, HS512 tokens) or public_key (for the others), not both',
  JWT_VERIFY_KEY_MISSING: 'send the key to check the signature with: secret for HS256, HS384 and HS512 tokens, or public_key (PEM, a JWK or a JWKS) for the others',
  JWT_ALGORITHMS_INVALID: '{value} in algorithms is not a signature algorithm checked here; use a comma list of: {values}',
  JWT_ALGORITHMS_KEY: 'none of the algorithms {algorithms} can use this key; for it, list some of: {fits}',
} as const
