// Generated from the devutils OpenAPI document by `npm run sdk` (scripts/sdk.ts). Do not edit:
// change the service, then run `npm run sdk` again.

export interface paths {
    "/api/v1/convert/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every unit category and its units
         * @description Returns { categories: [...] } in a stable order. Each category has category (its slug, the last segment of its conversion path), name, path (GET it with from, to and value), base_unit (the slug factors are expressed in), conventions (which variant of each unit is meant) and units. Each unit has slug (what results name it), name, symbol, aliases (other spellings accepted in from and to), factor (one unit in the base unit, as a double; null for temperature, which converts by formula) and definition (the exact definition, such as "1 mi = 1609.344 m"). Currencies are not listed here: see /api/v1/convert/currency. Conversions compute exactly and report result at full double precision and display to 10 significant digits.
         */
        get: operations["convertCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert an amount between currencies at reference exchange rates
         * @description Converts value from one currency to another at the reference rates of the configured feed (by default the European Central Bank daily rates, published on working days around 16:00 CET; kept for an hour by default before the feed is read again, and the last good rates are kept when the feed is down or malformed). Codes are ISO 4217, any case. The feed quotes every currency against its base (EUR for the ECB), so other pairs are cross rates: rate = rate(to) / rate(from). result is value × rate computed exactly and rounded half away from zero to the minor units of the target currency (2 decimals for USD, 0 for JPY, 3 for KWD); rate (to per one from) and inverse_rate (from per one to) are rounded to 10 significant digits; date is the feed's date for the rates, source the feed address, base its base currency. Converting a currency to itself needs no rates: rate 1, and date, source and base are null. A valid code the feed has no rate for is refused with the list of codes it has; with no rates at all (feed unreachable and none stored) the answer is 503 with Retry-After.
         */
        get: operations["convertCurrency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/length": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a length value between units
         * @description Converts value from one length unit to another. Units: meter, kilometer, centimeter, millimeter, micrometer, nanometer, angstrom, mile, yard, foot, inch, nautical-mile, light-year, astronomical-unit (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. Mile is the international mile (1609.344 m exactly), nautical mile 1852 m, inch 0.0254 m, foot 0.3048 m, yard 0.9144 m; light-year is the IAU one (9 460 730 472 580 800 m), astronomical unit 149 597 870 700 m.
         */
        get: operations["convertLength"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/weight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a weight (mass) value between units
         * @description Converts value from one weight unit to another. Units: kilogram, gram, milligram, microgram, metric-ton, pound, ounce, stone, short-ton, long-ton, grain, troy-ounce, carat (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. Pound is the avoirdupois pound, 0.45359237 kg exactly; ounce is 1/16 lb, stone 14 lb, short ton 2000 lb, long ton 2240 lb, grain 1/7000 lb, troy ounce 480 grains, carat 0.2 g. "ton" alone is refused as ambiguous (short, long or metric).
         */
        get: operations["convertWeight"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/temperature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a temperature value between units
         * @description Converts value from one temperature unit to another. Units: celsius, fahrenheit, kelvin, rankine (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. Converted by formula, not by a factor: K = °C + 273.15, K = (°F + 459.67) × 5/9, K = °R × 5/9. Temperatures below absolute zero are refused. These are temperatures, not temperature differences.
         */
        get: operations["convertTemperature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/volume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a volume value between units
         * @description Converts value from one volume unit to another. Units: liter, milliliter, centiliter, deciliter, cubic-meter, cubic-centimeter, cubic-inch, cubic-foot, cubic-yard, us-gallon, us-quart, us-pint, us-cup, us-fluid-ounce, us-tablespoon, us-teaspoon, imperial-gallon, imperial-quart, imperial-pint, imperial-fluid-ounce, metric-cup, metric-tablespoon, metric-teaspoon, oil-barrel (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. US and imperial measures are separate units: US gallon 231 in³ = 3.785411784 L, imperial gallon 4.54609 L; quart, pint, cup, fluid ounce, tablespoon and teaspoon follow their gallon (US fl oz = 1/128 US gal, imperial fl oz = 1/160 imp gal). Metric cup 250 mL, tablespoon 15 mL, teaspoon 5 mL. Oil barrel 42 US gal. Spellings that could mean either system (gallon, pint, cup...) are refused as ambiguous.
         */
        get: operations["convertVolume"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/area": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a area value between units
         * @description Converts value from one area unit to another. Units: square-meter, square-kilometer, square-centimeter, square-millimeter, hectare, are, square-mile, acre, square-yard, square-foot, square-inch (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. Acre is the international acre, 43 560 ft² = 4046.8564224 m² exactly; hectare 10 000 m², are 100 m²; square imperial units follow from the exact foot, inch, yard and mile.
         */
        get: operations["convertArea"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/speed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a speed value between units
         * @description Converts value from one speed unit to another. Units: meter-per-second, kilometer-per-hour, mile-per-hour, knot, foot-per-second (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. km/h = 1000/3600 m/s, mph = 1609.344/3600 m/s, knot = one nautical mile (1852 m) per hour, ft/s = 0.3048 m/s.
         */
        get: operations["convertSpeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a data size value between units
         * @description Converts value from one data unit to another. Units: bit, kilobit, megabit, gigabit, terabit, byte, kilobyte, megabyte, gigabyte, terabyte, petabyte, kibibyte, mebibyte, gibibyte, tebibyte, pebibyte (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. Decimal (SI) prefixes are powers of 1000 (kB, MB, GB, TB, PB); binary (IEC) prefixes are powers of 1024 (KiB, MiB, GiB, TiB, PiB). A byte is 8 bits. Symbols are case-sensitive where case tells bits from bytes (Mb megabit, MB megabyte); a spelling that fits both, such as "mb", is refused as ambiguous.
         */
        get: operations["convertData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a time value between units
         * @description Converts value from one time unit to another. Units: nanosecond, microsecond, millisecond, second, minute, hour, day, week, month, year, decade, century (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. A year is the mean Gregorian year, 365.2425 days (31 556 952 s); a month is a twelfth of it (30.436875 days); decade and century are 10 and 100 such years. A day is 86 400 s (leap seconds are ignored).
         */
        get: operations["convertTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/pressure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a pressure value between units
         * @description Converts value from one pressure unit to another. Units: pascal, hectopascal, kilopascal, megapascal, bar, millibar, atmosphere, torr, psi, mmhg, inhg (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. Standard atmosphere 101 325 Pa exactly, torr = atm/760, bar 100 000 Pa, psi = lbf/in² (4.4482216152605 N / 0.00064516 m²), mmHg the conventional 133.322387415 Pa, inHg 25.4 mmHg.
         */
        get: operations["convertPressure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/energy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a energy value between units
         * @description Converts value from one energy unit to another. Units: joule, kilojoule, megajoule, calorie, kilocalorie, it-calorie, it-kilocalorie, watt-hour, kilowatt-hour, megawatt-hour, btu, electronvolt, erg, foot-pound (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. calorie is the thermochemical calorie, 4.184 J (kilocalorie 4184 J, the food Calorie); the International Table calorie (4.1868 J) is a separate unit; BTU is the International Table BTU, 1055.05585262 J; kWh 3.6 MJ; electronvolt 1.602176634e-19 J exactly (SI 2019); foot-pound 0.3048 m × 1 lbf.
         */
        get: operations["convertEnergy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/angle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a angle value between units
         * @description Converts value from one angle unit to another. Units: degree, radian, gradian, arcminute, arcsecond, turn (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. A turn is 360°, a gradian 0.9° (400 per turn), an arcminute 1/60°, an arcsecond 1/3600°; a radian is 180/π degrees, with π taken to 50 significant digits, far beyond double precision.
         */
        get: operations["convertAngle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/power": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a power value between units
         * @description Converts value from one power unit to another. Units: watt, milliwatt, kilowatt, megawatt, gigawatt, horsepower, metric-horsepower, btu-per-hour, foot-pound-per-second (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. horsepower is the mechanical (imperial) horsepower, 550 ft·lbf/s = 745.69987158227022 W exactly; metric horsepower (PS) is 75 kgf·m/s = 735.49875 W; BTU per hour uses the International Table BTU.
         */
        get: operations["convertPower"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/frequency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a frequency value between units
         * @description Converts value from one frequency unit to another. Units: hertz, kilohertz, megahertz, gigahertz, terahertz, rpm (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. Hertz is one cycle per second; rpm is one revolution per minute, 1/60 Hz.
         */
        get: operations["convertFrequency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/convert/force": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a force value between units
         * @description Converts value from one force unit to another. Units: newton, kilonewton, dyne, pound-force, ounce-force, kilogram-force, poundal, kip (GET /api/v1/convert/categories lists their symbols, aliases and definitions). Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), display is it to 10 significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. pound-force = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N exactly; kilogram-force 9.80665 N; dyne 1e-5 N; poundal 1 lb·ft/s² = 0.138254954376 N; kip 1000 lbf.
         */
        get: operations["convertForce"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/hash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hash text with MD5, SHA-1, SHA-2, RIPEMD-160 or CRC-32
         * @description Digests the UTF-8 bytes of the text, exactly as sent (no trimming, no line-ending changes), and returns the digest in lowercase hexadecimal. crc32b is the CRC-32 of zlib, PNG and Ethernet, written as 8 hex digits with leading zeros. MD5, SHA-1 and CRC-32 are fine for checksums but must not protect passwords or signatures; for passwords use dev/bcrypt or dev/argon2. The result also gives the number of bytes digested.
         */
        get: operations["devHash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/hash-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * MD5, SHA-1, SHA-256, SHA-512 and CRC-32 of a text at once
         * @description Digests the UTF-8 bytes of the text, exactly as sent, with five algorithms in one call. Every digest is lowercase hexadecimal; crc32 is the CRC-32 of zlib, PNG and Ethernet (dev/hash calls it crc32b), as 8 hex digits. The result also gives the number of bytes digested.
         */
        get: operations["devHashAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/hmac": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * HMAC of a message with a secret key (SHA-2, SHA-1 or MD5)
         * @description Computes the RFC 2104 HMAC of the message under the key and returns it in lowercase hex and in Base64. By default key and text are taken as text and their UTF-8 bytes are used, exactly as sent; to use binary keys or messages, write them in hex or Base64 and say so with key_encoding or text_encoding (hex may separate bytes with spaces or colons). An empty key is allowed, as HMAC defines it, but gives no secrecy.
         */
        post: operations["devHmac"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/bcrypt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hash a password with bcrypt
         * @description Returns a bcrypt hash in modular crypt form ($2b$, the two-digit cost, then 22 characters of random salt and 31 of digest), ready to store; every call uses a new salt, so the same password gives a different hash each time (check one with dev/password-verify). The cost is the base-2 logarithm of the rounds: each step doubles the time, from about 1 ms at 4 to about 2 s at 15; OWASP recommends at least 10. bcrypt reads only the first 72 bytes of a password, so a longer one (in UTF-8) is refused rather than silently truncated; use dev/argon2 for long passphrases. The password is used exactly as sent. When the service is busy with other hashes, it answers 503 with Retry-After.
         */
        post: operations["devBcrypt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/uuid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate random version 4 UUIDs
         * @description RFC 9562 version 4 UUIDs from a cryptographically secure random source (122 random bits each), in the canonical lowercase 8-4-4-4-12 form, such as 3b241101-e2bb-4255-8caf-4136c566a962. Every call gives new values.
         */
        get: operations["devUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/base64": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Encode text as Base64 or decode Base64 back to text
         * @description Encoding writes the UTF-8 bytes of the text in the RFC 4648 section 4 alphabet (A-Z, a-z, 0-9, + /) padded with = to a multiple of 4 characters; with url_safe=true it writes base64url (section 5: - and _ instead of + and /) without padding, as JWTs do. Decoding reads both alphabets whatever url_safe says, ignores whitespace and line breaks, and accepts missing padding; padding that is present must be complete and come last. The decoded bytes must be valid UTF-8 text. The result also gives the number of bytes.
         */
        post: operations["devBase64"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/url-encode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Percent-encode text for a URL component, or decode it
         * @description Encoding follows JavaScript encodeURIComponent: every character except A-Z a-z 0-9 - _ . ! ~ * ' ( ) is written as the %XX escapes of its UTF-8 bytes, so the result is safe as one query value or path segment (a space becomes %20, not +). Decoding follows decodeURIComponent: every %XX escape is decoded, including reserved characters such as %2F, and + stays a plus sign. An escape that is not % and two hex digits, or escapes that do not form UTF-8, are refused with their position.
         */
        post: operations["devUrlEncode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/json-validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell whether a text is valid JSON, and where it goes wrong when it is not
         * @description Checks the text against RFC 8259, strictly: no comments, trailing commas, single quotes, unquoted names, NaN or leading byte order mark. Valid JSON gives valid: true and the type of the top-level value (object, array, string, number, boolean or null). Invalid JSON is still a 200, since telling is the purpose: valid: false, a message saying what to change, its stable code, and the line and column of the first problem (both from 1; lines end at LF, CRLF or CR; columns count characters). Nesting deeper than 512 levels of arrays and objects is refused with 422 TOO_DEEP.
         */
        post: operations["devJsonValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/json-minify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove all insignificant whitespace from JSON, validating it on the way
         * @description Removes the whitespace between tokens and nothing else: strings, numbers and key order stay exactly as written (escapes are kept, 1.50 stays 1.50, integers beyond 2^53 keep every digit, duplicate keys are kept). Invalid JSON is refused with 422 and a message giving the line and column of the first problem (use json-validate to get them as fields). Nesting deeper than 512 levels is refused with 422 TOO_DEEP.
         */
        post: operations["devJsonMinify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/json-format": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pretty-print JSON with 2-space (or chosen) indentation, validating it on the way
         * @description Lays the document out as JSON.stringify(value, null, indent) does: one member or item per line, a space after each colon, empty objects and arrays as {} and []. Unlike a parse-and-stringify round trip, strings, numbers and key order stay exactly as written (escapes kept, 1.50 stays 1.50, big integers keep every digit, duplicate keys kept). Invalid JSON is refused with 422 and a message giving the line and column of the first problem. Nesting deeper than 512 levels is refused with 422 TOO_DEEP, and a result longer than 10,000,000 characters with 413 OUTPUT_TOO_LARGE, both before any output is built.
         */
        post: operations["devJsonFormat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/json-to-typescript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate TypeScript interfaces from a JSON sample
         * @description An object becomes an exported interface; each nested object gets its own, named in PascalCase after its key (first-name gives FirstName, a key starting with a digit gets a leading _), objects in an array after the key in the singular (users gives User), and names TypeScript already uses get a Type suffix (date gives DateType). Objects with the same name and the same fields share one interface; different ones are numbered (Address, Address2). All objects in one array merge into one interface: a key missing from some of them is optional (?), and a key whose values differ gets a union. Arrays are T[] or (A | B)[] when mixed, [] is unknown[], {} is Record<string, unknown>, null adds | null. Keys that are not identifiers are quoted. A root that is not an object becomes a type alias (an array of objects: type Root = RootItem[]). Invalid JSON is refused with 422 (line and column given); so is nesting deeper than 512 levels (TOO_DEEP).
         */
        post: operations["devJsonToTypescript"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/csv-to-json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert CSV with a header row into an array of JSON objects
         * @description The first record is the header; every later record becomes an object keyed by the header names, in column order. Quoting follows RFC 4180: a field that starts with a double quote may contain delimiters and line breaks, and "" inside it is one quote; a quote inside an unquoted field is kept as text. Records may end with LF, CRLF or CR, mixed freely; blank lines and a leading byte order mark are ignored. Values stay strings exactly as written: nothing is trimmed and nothing is turned into a number. An empty header name becomes column_<n> (n counts from 1) and a repeated one gets _2, _3… appended. A row with fewer fields than the header gets null for the missing ones; a row with more is refused (422, with its line), as is an unclosed quote (with the line and column where it opens). Limits: 100,000 data rows and 1,000 columns (422), and 10,000,000 characters of JSON output (413 OUTPUT_TOO_LARGE, checked before each row is built).
         */
        post: operations["devCsvToJson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/jwt-decode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decode the header and payload of a JWT, without checking its signature
         * @description Takes a JWT in compact form, header.payload.signature (a leading "Bearer " is ignored), and decodes the base64url header and payload, which must be JSON objects. The signature is NOT verified: signature_verified is always false, so never trust the claims on the strength of this call. iat, exp and nbf, when they are numbers (seconds since 1970), are also given as ISO 8601 dates in issued_at, expires_at and not_before (null otherwise); expired is true when exp is a number and the current time is at or past it. A malformed token is refused with 422 naming the part at fault (header, payload or signature) and what is wrong with it; an encrypted JWT (JWE, five parts) cannot be decoded.
         */
        post: operations["devJwtDecode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/argon2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hash a password with Argon2id
         * @description Returns an Argon2id (RFC 9106) hash in PHC string form, $argon2id$v=19$m=…,t=…,p=…$salt$digest, with a new random 16-byte salt and a 32-byte digest; every call gives a different hash (check one with dev/password-verify). The defaults are the OWASP baseline, m=19456 KiB (19 MiB), t=2, p=1. Parameters are capped at 64 MiB of memory, 10 passes and 4 lanes so one call stays under about a quarter of a second; memory_cost must be at least 8 KiB per lane. The password is used exactly as sent, at most 1024 characters, with no 72-byte limit. When the service is busy with other hashes, it answers 503 with Retry-After.
         */
        post: operations["devArgon2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/password-verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a password against a bcrypt or Argon2 hash
         * @description Tells whether the password matches the stored hash, and which algorithm and parameters the hash uses. Accepted hashes: bcrypt ($2a$, $2b$, $2y$) and Argon2 in PHC form ($argon2id$, $argon2i$, $argon2d$); surrounding whitespace of the hash is ignored, the password is used exactly as sent. Because the parameters inside a hash decide how long a check takes, the hash is read before any work and refused when it asks for more than bcrypt cost 15 or Argon2 m=65536 KiB, t=10, p=4. bcrypt only reads the first 72 bytes of a password, so a longer password (in UTF-8) is refused against a bcrypt hash: it would match whenever its first 72 bytes do. When the service is busy with other hashes, it answers 503 with Retry-After.
         */
        post: operations["devPasswordVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/ntlm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * NTLM hash (NT hash) of a password
         * @description The NT hash Windows stores for a password: MD4 of the password in UTF-16LE, as 32 lowercase hex digits (the form hashcat, Impacket and secretsdump print; compare case-insensitively with tools that print upper case). The password is used exactly as sent, at most 1024 characters. NTLM is unsalted and fast to brute-force: use it only to test or interoperate, never to store passwords.
         */
        post: operations["devNtlm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/mysql": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * MySQL PASSWORD() hash (mysql_native_password) of a password
         * @description The hash of MySQL 4.1 to 5.7 PASSWORD() and of the mysql_native_password plugin: an asterisk followed by the SHA-1 of the SHA-1 of the password, in 40 upper-case hex digits. The password's UTF-8 bytes are hashed, as MySQL does for a utf8mb4 connection; it is used exactly as sent, at most 1024 characters. As in MySQL, an empty password gives an empty hash (no password). The hash is unsalted: use it only to test or interoperate, never to store new passwords.
         */
        post: operations["devMysql"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/markdown-to-html": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert Markdown (CommonMark with GitHub tables and strikethrough) to safe HTML
         * @description The Markdown is read as CommonMark, plus GitHub-style tables, ~~strikethrough~~ and bare URLs and e-mail addresses turned into links. The HTML is safe to insert into a page: raw HTML in the input is shown as text (escaped), never passed through, and a link or image whose address is not http, https, mailto, relative, or an inline data:image/gif, png, jpeg or webp is left as plain text (so javascript:, vbscript:, file: and data:text/html links do not become links). Quotes and dashes are kept as typed. A document of more than 100,000 blocks and table cells is refused (MARKDOWN_TOO_MANY_ELEMENTS; short table rows count as full ones, since empty cells are added to match the header), and rendering is stopped after 2,000 ms (MARKDOWN_TIMEOUT). The result is { html }, ending with a newline unless the text is empty.
         */
        post: operations["devMarkdownToHtml"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/xml-to-json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert an XML document into a JSON object
         * @description Each element becomes a key named after its tag. An element that appears once is a value; repeated sibling elements become an array. Attributes become keys prefixed with @_, and when an element has attributes or child elements its text is under #text; an element with only text is that text, and an empty one is "". Values stay strings (nothing is turned into a number) and are trimmed. CDATA is text; comments, processing instructions and the XML declaration are dropped. The entities &amp; &lt; &gt; &quot; &apos; and character references (&#65;, &#x41;) are decoded; any other &name; is kept as written. For safety, DOCTYPE and entity declarations are refused (nothing is ever fetched or expanded), as are element names that could reach an object prototype (__proto__, constructor, prototype) and nesting deeper than 100 elements; elements named like Object methods (toString, valueOf, hasOwnProperty…) come out prefixed with __. Malformed XML is refused with 422 and the line and column of the problem.
         */
        post: operations["devXmlToJson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/regex-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test a PHP-style delimited regular expression against a text and list every match
         * @description pattern is written the PHP way: a delimiter, the pattern, the same delimiter, then flags, as in /\d+/i or #a.b#s. The delimiter is any ASCII punctuation character except the backslash; ( [ { < close with ) ] } > and may nest inside the pattern; a delimiter that belongs to the pattern is escaped with a backslash. The pattern runs on the JavaScript RegExp engine with JavaScript syntax (lookbehind and named groups (?<name>…) work; possessive quantifiers, atomic groups and recursion do not). PCRE spellings (?P<name>…), (?P=name), (?#comment), \A, \z and \Z are rewritten. Flags: i, m, s, u as in PHP; x removes whitespace and # comments outside character classes; A (anchored) becomes JavaScript's y (sticky); D and S change nothing ($ without m already matches only at the very end); g is implied, every match is listed; JavaScript's y, d (adds indices: [start, end] of the match and of each group) and v are accepted; U and unknown flags are refused. Each match gives the matched text, its index (UTF-16 code units from 0, as JavaScript counts), the numbered groups and the named groups; a group that did not take part is null. After an empty match the search moves on by one character. At most 1,000 matches (or 1,000,000 characters of matched text) are listed; truncated says more exist. flags_used and js_pattern show the JavaScript flags and the regular expression literal that ran. A pattern that runs longer than 1,000 ms on the text (catastrophic backtracking) is stopped and refused with REGEX_TIMEOUT; an invalid one with INVALID_REGEX.
         */
        post: operations["devRegexTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/color-palette": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lighter and darker shades of a HEX colour (tints and shades)
         * @description value is a HEX colour: # and 6 hex digits, or the 3-digit shorthand (#abc is #aabbcc), any case; the # may be left out. In a URL query string # starts the fragment, so send it as %23 (?value=%234f7cff) or leave it out. Method: the base colour is mixed with white (lighter) and with black (darker) in equal steps of 1/(steps+1) in RGB: shade k of n has each channel c + (255 - c)·k/(n+1) toward white, or c·(n+1-k)/(n+1) toward black, rounded half up; so neither list reaches pure white or black, and mixing with black keeps the HSL hue and saturation. Both lists run from nearest the base to farthest. Each colour has hex (lower case #rrggbb), rgb {r, g, b} (0-255), hsl {h, s, l} (degrees and percent, one decimal) and css { rgb, hsl } strings.
         */
        get: operations["devColorPalette"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/case": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert text to upper, lower, title or sentence case, or to camelCase, PascalCase, snake_case or kebab-case
         * @description upper and lower use Unicode case mappings without a locale, so ß becomes SS, dotless ı becomes I and İ becomes i followed by U+0307 (Turkish rules are not applied). title capitalises the first letter of every word (letters and digits, with apostrophes inside: don't, O'Neill) and lower-cases the rest, short words included; spacing and punctuation stay as they are. sentence lower-cases everything, then capitalises the first letter of the text, of every sentence (after . ! ? or … and white space) and after a blank line; names and acronyms need fixing by hand. camel, pascal, snake and kebab work line by line: each line is split into words at spaces, hyphens, underscores, any other punctuation and camelCase boundaries (fooBar, XMLHttp, utf8Encode), an apostrophe inside a word is dropped, and the words are joined as fooBar, FooBar, foo_bar or foo-bar. Line breaks \r\n in the text become \n in the output. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/slugify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a title into a URL slug such as creme-brulee
         * @description Latin letters lose their accents (é → e, ñ → n) after Unicode NFKD decomposition, which also turns compatibility characters into plain ones (ﬁ → fi, ² → 2); letters that do not decompose are spelled out: ß → ss, æ → ae, ø → o, ł → l, đ and ð → d, þ → th, œ → oe, ħ → h, ı → i. Everything is lower-cased, an apostrophe inside a word disappears (don't → dont), and every run of other characters (spaces, punctuation, symbols, emoji) becomes one separator, with none at either end. Letters and digits of other scripts are kept as they are (Привет мир → привет-мир), since a URL path may hold them percent-encoded. The separator is one of - _ . ~, the characters a URL needs no escaping for. An input with no letters or digits gives an empty slug. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textSlugify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/word-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count words, characters, sentences, lines and paragraphs, with reading and speaking time
         * @description A word is a run of letters, combining marks and digits of any script, which an apostrophe or a hyphen may join (don't and state-of-the-art are one word each), as may . or , between digits (3.14, 1,000); punctuation, symbols and emoji are not words, and scripts written without spaces (Chinese, Japanese, Thai) count each unbroken run as one word. characters counts Unicode code points, after \r\n is taken as one line break (so an emoji built of several code points counts several); characters_no_spaces leaves out white space. A sentence ends at . ! ? or … followed by white space or the end of the text (or at 。！？), and must hold a letter or digit; abbreviations such as "e.g. " count as an end. lines follows the line rule of the other text operations (a final line break does not start a new line; an empty text has 0 lines); a paragraph is a run of lines that are not blank. Reading time assumes 238 words per minute (silent reading of English non-fiction, Brysbaert 2019) and speaking time 130 (a presentation pace), both changeable; times are rounded up to whole seconds and to whole minutes ("1 min read"). A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textWordCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a text by characters, by words or by lines
         * @description characters reverses the whole text by user-perceived characters (Unicode extended grapheme clusters): an emoji ZWJ sequence such as 👨‍👩‍👧, a flag, or a letter with its combining accents stays whole and in order. words reverses the order of the words within each line, a word being what lies between runs of white space (punctuation stays attached); the spacing stays where it was, and lines keep their order. lines reverses the order of the lines (a final line break stays at the end). Line breaks \r\n in the text become \n in the output. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textReverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/sort-lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sort lines alphabetically or naturally (file2 before file10), ascending or descending
         * @description By default lines compare by their UTF-16 code units, the order JavaScript's < gives: digits before upper case before lower case (B before a), accented letters after z. case_insensitive compares the case-folded lines instead. Ignoring case compares with Unicode simple case folding, as a JavaScript /iu regular expression does: the Kelvin sign matches k, ς matches σ, but ß does not match SS and the Turkish İ and ı are letters of their own. natural compares the way a person reads, with Intl.Collator for English and numeric ordering: numbers by value (file2 before file10), accents and case as lesser differences (a before B, e before é); with case_insensitive too, lines that differ only in case are equal. Equal lines keep their original order, in both directions. Blank lines are sorted like any other (first when ascending). The result gives the number of lines. Lines end at \n or \r\n; a line break at the very end of the text ends the last line rather than starting an empty one, and is kept. The output separates lines with \n. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textSortLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/dedupe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove duplicate lines, keeping the first of each
         * @description Each line is kept the first time it appears and dropped when it appears again; the kept lines stay in their order. Lines compare exactly (spaces count), or ignoring case with case_insensitive, keeping the first spelling. Ignoring case compares with Unicode simple case folding, as a JavaScript /iu regular expression does: the Kelvin sign matches k, ς matches σ, but ß does not match SS and the Turkish İ and ı are letters of their own. Empty lines are lines too: only the first is kept. The result gives the number of lines kept and removed. Lines end at \n or \r\n; a line break at the very end of the text ends the last line rather than starting an empty one, and is kept. The output separates lines with \n. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textDedupe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/remove-empty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove blank lines, including lines of only spaces or tabs
         * @description A line is blank when it is empty or holds only white space (spaces, tabs, no-break spaces and other Unicode spaces); other lines are kept unchanged and in order. The result gives the number of lines kept and removed. Lines end at \n or \r\n; a line break at the very end of the text ends the last line rather than starting an empty one, and is kept. The output separates lines with \n. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textRemoveEmpty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/trim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trim the leading and trailing white space of every line
         * @description Removes white space at the start and end of each line, as String.prototype.trim does: spaces, tabs, no-break spaces, other Unicode spaces and the byte order mark. Space inside a line is left alone, and blank lines become empty lines (remove them with text/remove-empty). The result gives the number of lines. Lines end at \n or \r\n; a line break at the very end of the text ends the last line rather than starting an empty one, and is kept. The output separates lines with \n. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textTrim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/find-replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find and replace text, literally or with a regular expression, and count the replacements
         * @description By default find is plain text: every occurrence is replaced, left to right, without overlaps, and replace is inserted as written ($ has no special meaning). case_insensitive ignores case. Ignoring case compares with Unicode simple case folding, as a JavaScript /iu regular expression does: the Kelvin sign matches k, ς matches σ, but ß does not match SS and the Turkish İ and ı are letters of their own. With regex, find is a JavaScript regular expression written without delimiters or flags (\d+ rather than /\d+/), at most 1,000 characters, run with the u (Unicode) and m flags: ^ and $ match at the start and end of every line, and \A and \z at the start and end of the whole text; the PCRE spellings (?P<name>…) and (?P=name) work as in dev/regex-test. replace then uses JavaScript's replacement syntax: $1 to $99 for numbered groups, $<name> for named ones, $& for the whole match, $` and $' for the text before and after it, $$ for a dollar sign. An empty match (of ^ or x*) replaces at that position and the search moves on by one character. A regular expression that runs longer than 1,000 ms on the text (catastrophic backtracking, as with (a+)+$) is stopped and refused with 422 REGEX_TIMEOUT. count is the number of replacements made. Line breaks \r\n in the text become \n in the output. A result longer than 10,000,000 characters (UTF-16 code units) is refused with 413 OUTPUT_TOO_LARGE before it is built. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textFindReplace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/extract-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extract every e-mail address from a text
         * @description An address is a local part of letters, digits, the symbols an address may hold unquoted (! # $ % & ' * + / = ? ^ _ ` { | } ~ -) and single dots between them, an @, and a domain of at least two labels (letters, digits and inner hyphens, up to 63 characters each) ending in a top-level domain of letters (or an xn-- punycode one). Letters of any script count (internationalised addresses). The whole local part is kept: customer/department=shipping@example.com is one address, and so is key=ana@example.com. Dots, apostrophes and backticks before the local part and dots or hyphens after the domain are left out, so an address at the end of a sentence comes without the full stop and one in quotes without them; in a URL, only the last path segment before the @ is taken. An address with two dots in a row is not one. Addresses are listed in order of appearance; unique (on by default) lists each once, comparing without regard to case and keeping the first spelling. The addresses are found by their shape only: nothing is checked with a mail server. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textExtractEmails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/extract-urls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extract every http, https and www. URL from a text
         * @description A URL starts with http://, https:// (in any case) or www., not in the middle of a word or an address, followed by a host (a letter, a digit or [ for an IPv6 address), and runs up to white space, a quote, a backtick, < or >. Punctuation that ends a sentence rather than the URL is left out: a trailing . , ; : ! ? * … ’ ” », and a closing ) ] or } that has no opening partner inside the URL (so "(see https://example.com/a)" gives https://example.com/a while https://en.wikipedia.org/wiki/Pi_(letter) stays whole). URLs are returned as written (www. ones get no scheme added), in order of appearance; unique (on by default) lists each once (exact comparison). A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textExtractUrls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/strip-html": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove HTML tags and leave the plain text, laid out in lines and paragraphs
         * @description Tags, comments, doctypes and processing instructions are removed, and the contents of script, style, title, template, iframe, noembed and noframes are dropped. Character references are decoded (&amp; → &, &eacute; → é, &#8364; → €; &nbsp; becomes a no-break space U+00A0). White space is collapsed as a browser does (runs of spaces, tabs and line breaks become one space), except inside pre and textarea, where it is kept. Paragraph-like elements (p, h1-h6, ul, ol, table, blockquote, pre, section, article, hr…) are set off by a blank line, other block elements (div, li, tr, dt, dd…) start a new line, <br> is a line break, and table cells in a row are separated by a tab. There is never more than one blank line in a row, and none at the start or end. A < that starts no tag (as in a < b) is kept as text; a tag cut off by the end of the input is dropped. The output uses \n. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textStripHtml"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/add-line-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Number every line of a text
         * @description Every line gets its number, counting up from start, then the separator, then the line; blank lines are numbered too. padding aligns the numbers to the width of the largest one: space right-aligns them ( 9, 10), zero fills with zeros (09, 10); none (the default) leaves them as they are. The result gives the number of lines. Lines end at \n or \r\n; a line break at the very end of the text ends the last line rather than starting an empty one, and is kept. The output separates lines with \n. A result longer than 10,000,000 characters (UTF-16 code units) is refused with 413 OUTPUT_TOO_LARGE before it is built. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textAddLineNumbers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/remove-line-breaks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the lines of a text into one line
         * @description Every line break (\n or \r\n) is replaced by the separator, a space by default; a line break at the very end of the text is dropped rather than replaced. The lines are joined as they are: spaces at their ends are kept, and a blank line gives two separators in a row (remove blank lines first with text/remove-empty, or trim lines with text/trim). A result longer than 10,000,000 characters (UTF-16 code units) is refused with 413 OUTPUT_TOO_LARGE before it is built. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textRemoveLineBreaks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/repeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Repeat a text a number of times, with a separator between the copies
         * @description The text is written times times (1-10,000) with the separator between copies, none after the last. The size of the result (times × text length + (times - 1) × separator length) is worked out first, and a result over 10,000,000 characters is refused with 413 OUTPUT_TOO_LARGE without building anything. Line breaks \r\n in the text become \n in the output. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textRepeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/count-occurrences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count how many times a piece of text occurs
         * @description find is plain text (not a pattern), matched anywhere, inside words too. Occurrences do not overlap by default, as a find-and-replace would count them: "aa" occurs twice in "aaaa"; with overlapping every starting position counts, so three times. case_insensitive ignores case. Ignoring case compares with Unicode simple case folding, as a JavaScript /iu regular expression does: the Kelvin sign matches k, ς matches σ, but ß does not match SS and the Turkish İ and ı are letters of their own. A \r\n in the text or in find counts as \n. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textCountOccurrences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/word-frequency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the most frequent words of a text with their counts
         * @description Words are found as text/word-count finds them (letters, marks and digits of any script, joined by inner apostrophes and hyphens). Counting ignores case, so The and the are one word, shown in lower case as first written. Ignoring case compares with Unicode simple case folding, as a JavaScript /iu regular expression does: the Kelvin sign matches k, ς matches σ, but ß does not match SS and the Turkish İ and ı are letters of their own. The list holds the limit most frequent words, most frequent first; words with the same count are in order of first appearance. total_words counts every word and distinct_words the different ones. No stop words are left out. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textWordFrequency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/text/unique-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the distinct words of a text in order of first appearance
         * @description Words are found as text/word-count finds them (letters, marks and digits of any script, joined by inner apostrophes and hyphens; punctuation is not part of a word). Each word is listed once, as first written, in order of first appearance. By default words that differ in case are different words; case_insensitive makes them one. Ignoring case compares with Unicode simple case folding, as a JavaScript /iu regular expression does: the Kelvin sign matches k, ς matches σ, but ß does not match SS and the Turkish İ and ı are letters of their own. A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.
         */
        post: operations["textUniqueWords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/bmi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Body mass index and its WHO adult category from weight and height
         * @description BMI = weight (kg) / height (m)², reported to 1 decimal. The category follows the WHO adult classification, applied to the reported (rounded) BMI so that figure and category always agree: underweight below 18.5, normal 18.5-24.9, overweight 25-29.9, obese_class_1 30-34.9, obese_class_2 35-39.9, obese_class_3 40 and above (category is one of underweight, normal, overweight, obese_class_1, obese_class_2, obese_class_3). healthy_weight_kg is the weight range that gives a BMI of 18.5-24.9 at this height, in kg to 1 decimal. The categories are for adults; children and teenagers are assessed with BMI-for-age percentiles instead.
         */
        get: operations["calcBmi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/bmr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Basal metabolic rate (kcal per day) by the Mifflin-St Jeor equation
         * @description Resting energy use in kilocalories per day, rounded to a whole number: 10 × weight (kg) + 6.25 × height (cm) − 5 × age (years) + 5 for men, or − 161 for women (Mifflin, St Jeor et al., American Journal of Clinical Nutrition, 1990). The equation was fitted on adults aged 19-78; for children its figures are rough. Inputs for which the equation gives 0 kcal or less are refused.
         */
        get: operations["calcBmr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/percentage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Work out P % of a value, and the value increased or decreased by P %
         * @description result = value × percent / 100, so percent 20 and value 150 give 30. increased is value + result and decreased is value − result (150 plus 20 % is 180, minus 20 % is 120). Both numbers may be negative or fractional. The value is not assumed to be money: figures are given to 15 significant digits, which removes binary artefacts (300 % of 19.99 is 59.97, not 59.96999999999999).
         */
        get: operations["calcPercentage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/percentage-of": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find what percent a part a is of a whole b
         * @description share_percent = a / b × 100, as a percent number rounded to 4 decimals: 30 of 120 is 25 (%). A part larger than the whole gives more than 100, and opposite signs give a negative share. b = 0 is refused with a 422, since nothing is a percentage of 0.
         */
        get: operations["calcPercentageOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/percentage-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Change from an original value to a new one, as a difference and as a percentage
         * @description change = to − from; change_percent = change / |from| × 100, as a percent number rounded to 4 decimals (50 → 75 is +50, 80 → 60 is −25). Dividing by the absolute original keeps the sign meaningful for negative values: a rise from −10 to −5 is +50. direction is increase, decrease or none. change is given to 15 significant digits (0.1 → 0.3 is 0.2, not 0.19999999999999998). from = 0 is refused with a 422: a change from 0 has no percentage.
         */
        get: operations["calcPercentageChange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/tip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tip and total for a bill, split between several people
         * @description tip = bill × tip_percent / 100, rounded to the cent, and total = bill + tip. Per person, the tip and the total are divided by people and rounded UP to the next cent, so the shares never fall short of what is owed: 115.00 split three ways is 38.34 each. rounding_surplus is what the rounded-up shares collect beyond the total (0.02 in that case; always less than one cent per person). Money figures are rounded to cents.
         */
        get: operations["calcTip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Savings and final price after a percentage discount
         * @description savings = price × discount_percent / 100, rounded to the cent; final_price = price − savings, so the two always add up to the price. discount_percent runs from 0 (no discount) to 100 (free). Money figures are rounded to cents (half away from zero): 15 % off 19.99 saves 3.00 (2.9985) and leaves 16.99.
         */
        get: operations["calcDiscount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/vat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Add VAT to a net price or take it out of a gross price
         * @description Value-added tax at any rate, such as 20 % (UK standard rate), 19 % (Germany) or 21 % (Spain). With mode add (the default) amount is the net price: VAT = net × rate / 100, rounded to the cent, and gross = net + VAT. With mode remove amount is the gross price, VAT included: net = gross / (1 + rate / 100), rounded to the cent, and VAT = gross − net (not gross × rate / 100, which would tax the tax). Money figures are rounded to cents (half away from zero) and always satisfy net + tax = gross exactly. At 20 %, removing VAT is taking 1/6 of the gross (the "VAT fraction").
         */
        get: operations["calcVat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/simple-interest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Simple interest on a principal: interest = P × r × t, and the total
         * @description Simple interest is paid on the principal only, never on interest already earned: interest = principal × rate/100 × years, total = principal + interest. rate is the annual rate in percent (5 means 5 %); years may be fractional (0.5 is six months). Money figures are rounded to cents in the result and computed at full precision.
         */
        get: operations["calcSimpleInterest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/compound-interest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compound interest: what a principal grows to when interest earns interest
         * @description amount = principal × (1 + r/n)^(n × years), with r = rate/100 the nominal annual rate and n = compounds_per_year (default 1: once a year); interest = amount − principal. A term that is not a whole number of periods compounds for the fraction too (the same formula with a fractional exponent). rate may be negative for a loss, down to -100. effective_annual_rate_percent is the yearly growth the compounding amounts to, (1 + r/n)^n − 1. Money figures are rounded to cents in the result and computed at full precision.
         */
        get: operations["calcCompoundInterest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/loan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly payment, total interest and yearly amortisation of a fixed-rate loan
         * @description Standard amortisation with level monthly payments made at the end of each month: M = P × r / (1 − (1 + r)^−n), where r = annual_rate / 12 / 100 (the nominal annual rate split evenly over the months) and n = months; at 0 % the payment is P / n. total_paid = M × n, total_interest = total_paid − P. schedule_by_year sums each block of twelve payments (the last year may be shorter): principal_paid, interest_paid and the balance still owed after the year's last payment. Figures are computed at full precision and rounded to cents in the result; a lender who rounds every payment to the cent adjusts the last payment by a few cents, and the rounded yearly rows may differ from the totals by a cent.
         */
        get: operations["calcLoan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/age": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Age in years, months and days on a date, and the next birthday
         * @description Counts calendar dates (proleptic Gregorian, no time of day, so no time zone can shift the result): years and months are the whole calendar years and months from birthdate to at, days the days left over. at defaults to today in UTC. An anniversary on a day its month lacks moves to the last day of that month: a 29 February birthday falls on 28 February in common years (and 31 January plus one month is the end of February). next_birthday is the next anniversary on or after at (days_until_next_birthday is 0 on the birthday itself), next_age the age reached that day. A birthdate after at is refused.
         */
        get: operations["calcAge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/average": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mean, median, mode, minimum, maximum, sum and count of a list of numbers
         * @description numbers are separated by commas and/or white space; a comma is always a separator, never a thousands or decimal mark (write 1000.5, not 1,000.5). mean, median and sum are computed with compensated summation and reported to 12 significant digits, which drops binary noise (0.1 + 0.2 gives 0.3). modes lists the most frequent values in ascending order with mode_count, how often each occurs; when no value occurs more than once the list has no mode and modes is empty. inputs.numbers echoes the numbers as read, so a misplaced separator shows. At most 10,000 numbers.
         */
        get: operations["calcAverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/standard-deviation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Population and sample standard deviation and variance of a list of numbers
         * @description numbers are separated by commas and/or white space (a comma is never a decimal mark), at least two and at most 10,000. The population figures divide the sum of squared deviations from the mean by n (the list is the whole population); the sample figures divide by n − 1 (Bessel's correction: the list is a sample of a larger population). Computed by the corrected two-pass algorithm, so large values with small spread (such as 1000000.1, 1000000.2, 1000000.3) keep their precision; figures are reported to 12 significant digits.
         */
        get: operations["calcStandardDeviation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/quadratic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Solve ax² + bx + c = 0: real or complex roots, discriminant and vertex
         * @description discriminant = b² − 4ac. Above 0: two real roots, ascending; 0: one repeated real root; below 0: two complex conjugate roots x = re ± im·i, given as {re, im}. real_roots and complex_roots are both present and one of them is empty; nature says which case applies (two_real, one_real or complex). Real roots use the cancellation-free form q = −(b + sign(b)·√D) / 2, x1 = q / a, x2 = c / q, so a tiny root next to a large one keeps its precision. The vertex of the parabola y = ax² + bx + c is (−b / 2a, c − b² / 4a), axis_of_symmetry the x of the vertex, and opens is up when a > 0. A discriminant within the rounding error of b² and 4ac (within 8 × 2⁻⁵² of the larger, relatively) counts as 0, so (x + 0.1)² = x² + 0.2x + 0.01 has one root. Figures are reported to 12 significant digits. a must not be 0 (the equation would be linear).
         */
        get: operations["calcQuadratic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/tdee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Total daily energy expenditure: Mifflin-St Jeor BMR times an activity factor
         * @description TDEE = BMR × activity factor, in kilocalories per day rounded to whole numbers (both figures are rounded from the unrounded BMR). BMR is the Mifflin-St Jeor equation, as in calc/bmr. Activity factors: sedentary 1.2, light 1.375, moderate 1.55, active 1.725, very-active 1.9 (sedentary: desk work, little exercise; light: exercise 1-3 days a week; moderate: 3-5 days; active: 6-7 days; very-active: hard daily exercise or a physical job). by_activity lists every level with its factor and TDEE.
         */
        get: operations["calcTdee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/ideal-weight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ideal body weight by the Devine, Robinson, Miller and Hamwi formulas
         * @description Each formula is a base weight at 5 ft (152.4 cm) plus a weight per inch above it, in kg to 1 decimal: Devine (1974) 50 kg + 2.3 kg per inch for men, 45.5 kg + 2.3 kg for women; Robinson (1983) 52 + 1.9 / 49 + 1.7; Miller (1983) 56.2 + 1.41 / 53.1 + 1.36; Hamwi (1964) 48 + 2.7 / 45.5 + 2.2. range_kg spans the four results. The formulas were made for adults of 5 ft and taller. Below 5 ft the same straight lines are continued (the weight per inch is subtracted) and extrapolated is true; heights so short that a formula would give 0 kg or less are refused (below about 107.25 cm for men and 102.16 cm for women).
         */
        get: operations["calcIdealWeight"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/body-fat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Body fat percentage by the US Navy circumference method
         * @description Hodgdon and Beckett (Naval Health Research Center, 1984), centimetre form, reported to 1 decimal: men 495 / (1.0324 − 0.19077 × log10(waist − neck) + 0.15456 × log10(height)) − 450; women 495 / (1.29579 − 0.35004 × log10(waist + hip − neck) + 0.22100 × log10(height)) − 450. Measure the neck just below the larynx; the waist at the navel (men) or at its narrowest (women); the hip at its widest. hip is required for women and not used for men. For men the waist must be larger than the neck, and measurements that give 0 % or less, or 100 % or more, are refused as mismeasured.
         */
        get: operations["calcBodyFat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/future-value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Future value of a lump sum plus regular monthly contributions
         * @description Interest compounds monthly at i = rate / 12 / 100 (the nominal annual rate split over the months), for n = years × 12 months (years must make a whole number of months). Contributions are paid at the END of each month (an ordinary annuity), so the last one earns no interest. FV = present_value × (1 + i)^n + monthly × ((1 + i)^n − 1) / i (monthly × n at 0 %). present_value and monthly default to 0; rate may be negative for a loss, down to -100. total_contributions = monthly × n, interest = future_value − present_value − total_contributions. Money figures are rounded to cents in the result and computed at full precision.
         */
        get: operations["calcFutureValue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/roi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Return on investment, and its annualised rate when the holding period is given
         * @description return is the total amount received back (sale proceeds plus any income), not the gain: gain = return − cost and roi_percent = gain / cost × 100. With years, annualized_roi_percent is the constant yearly rate that turns cost into return, ((return / cost)^(1 / years) − 1) × 100 (the CAGR); without years it is null. cost must be above 0 (ROI divides by it); a return below cost gives a negative ROI. Money figures are rounded to cents, percentages to four decimals.
         */
        get: operations["calcRoi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/margin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profit, margin and markup from a cost and a selling price
         * @description profit = price − cost (rounded to the cent); margin_percent = profit / price × 100 (the share of the price that is profit); markup_percent = profit / cost × 100 (how much was added to the cost). Percentages are percent numbers rounded to 4 decimals; a price below the cost gives a negative profit, margin and markup. price = 0 is refused with a 422 (a margin divides by the price). cost = 0 is accepted: markup is then undefined, so markup_percent is null and note says why (note is null otherwise).
         */
        get: operations["calcMargin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/salary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert an hourly wage to an annual salary or back, with daily, weekly and monthly figures
         * @description Pass either hourly or annual, not both. annual = hourly × hours_per_week × weeks_per_year (and the other way round). weekly = hourly × hours_per_week; daily = weekly / 5 (a five-day week of hours_per_week / 5 hours); monthly = annual / 12. Every figure is computed from the unrounded wage and rounded to cents. Gross pay, before tax; weeks_per_year below 52 models unpaid weeks.
         */
        get: operations["calcSalary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/fuel-cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fuel needed and its cost for a trip, in any units
         * @description Unit-agnostic: use one distance unit and one fuel unit throughout, and the price per that fuel unit. With efficiency_unit=distance-per-fuel (default), efficiency is the distance per unit of fuel (km per litre, miles per gallon) and fuel = distance / efficiency; with efficiency_unit=fuel-per-100 it is the fuel per 100 units of distance (litres per 100 km) and fuel = distance × efficiency / 100. cost = fuel × price. fuel is reported to 2 decimals; cost and cost_per_100 (the cost of 100 units of distance) are money, rounded to cents from unrounded figures.
         */
        get: operations["calcFuelCost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/speed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Solve speed = distance / time for whichever of the three is missing
         * @description Pass exactly two of distance, time and speed; the third is solved and named in solved_for. Unit-agnostic: speed is in distance units per time unit, so distance in km and time in hours give km/h, metres and seconds give m/s. Figures are reported to 12 significant digits. time must be greater than 0 (a speed over no time is undefined), and a speed of 0 cannot cover a distance, so solving time needs a speed greater than 0.
         */
        get: operations["calcSpeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/pace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Running or walking pace per km or mile, and speed per hour
         * @description Unit-agnostic: the pace is per unit of the distance given (km or mile), so 10 with minutes=50 is a pace of 5:00 per km if the 10 is kilometres, per mile if miles. pace is written m:ss (h:mm:ss from an hour up), rounded to the whole second; pace_seconds is the pace in seconds to 1 decimal; pace_minutes in decimal minutes to 4 decimals; speed_per_hour is the distance units covered per hour (km/h or mph) to 2 decimals. minutes may have decimals (25.5 is 25 min 30 s).
         */
        get: operations["calcPace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/mortgage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly mortgage payment, totals and yearly amortisation from price, down payment, rate and term
         * @description The loan is price − down_payment (down_payment defaults to 0 and must be less than price), repaid in years × 12 level monthly payments at the end of each month: M = L × r / (1 − (1 + r)^−n), r = rate / 12 / 100, n = years × 12; M = L / n at 0 %. years may be fractional but must make a whole number of months (2.5 is 30 payments). Principal and interest only: property tax, insurance and fees are not included. total_paid is the sum of the monthly payments, total_interest = total_paid − loan_amount, and total_cost = down_payment + total_paid. schedule_by_year sums each year's twelve payments: principal_paid, interest_paid and the balance after the year's last payment. Money figures are rounded to cents in the result and computed at full precision.
         */
        get: operations["calcMortgage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/cagr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compound annual growth rate between a start and an end value
         * @description CAGR is the constant yearly rate that turns start into end over years, compounding once a year: cagr_percent = ((end / start)^(1 / years) − 1) × 100. years may be fractional. start must be above 0 (the rate is a ratio to it) and end 0 or more; an end of 0 is a -100 % rate. total_growth_percent is the growth over the whole period, (end / start − 1) × 100. Percentages are rounded to four decimals.
         */
        get: operations["calcCagr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/savings-goal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly deposit needed to reach a savings goal by a date
         * @description Deposits are made at the END of each month and interest compounds monthly at i = rate / 12 / 100 (the nominal annual rate split over the months), starting from nothing saved: monthly_deposit = goal × i / ((1 + i)^months − 1), or goal / months at 0 %. rate may be negative for a loss, down to -100. total_deposited = monthly_deposit × months and interest_earned = goal − total_deposited, both at full precision (a deposit rounded to the cent reaches the goal give or take a few cents). Money figures are rounded to cents in the result.
         */
        get: operations["calcSavingsGoal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/sip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Future value of a systematic investment plan (a fixed investment every month)
         * @description Each instalment is invested at the START of the month (an annuity due, as SIP calculators assume), and returns compound monthly at i = rate / 12 / 100 (the expected annual return split over the months), for n = years × 12 months (years must make a whole number of months): FV = monthly × ((1 + i)^n − 1) / i × (1 + i), or monthly × n at 0 %. rate may be negative for a loss, down to -100. invested = monthly × n, gains = future_value − invested. Money figures are rounded to cents in the result and computed at full precision.
         */
        get: operations["calcSip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/inflation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Future cost of today's amount, and today's value of a future amount, at a constant inflation rate
         * @description Prices rise by rate percent a year, compounding yearly (years may be fractional): future_cost = amount × (1 + r)^years is what costs amount today will cost then; purchasing_power = amount / (1 + r)^years is what amount received then is worth in today's money. cumulative_inflation_percent = ((1 + r)^years − 1) × 100. rate may be negative (deflation) but must be above -100. Money figures are rounded to cents in the result and computed at full precision.
         */
        get: operations["calcInflation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/break-even": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Units to sell, and revenue, to cover fixed and variable costs
         * @description Each unit sold contributes price − variable_cost (the contribution margin) towards the fixed costs: units_exact = fixed_costs / (price − variable_cost), and units rounds it up to whole units to sell. revenue is the break-even sales revenue, units_exact × price (= fixed_costs / contribution margin ratio); revenue_at_units is units × price. price must be greater than variable_cost, or no number of units breaks even. Money figures are rounded to cents; units_exact to four decimals.
         */
        get: operations["calcBreakEven"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/markup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Selling price, profit and margin from a cost and a markup percentage
         * @description price = cost + cost × markup_percent / 100, rounded to the cent, and profit = price − cost; margin_percent = profit / price × 100, the same profit seen as a share of the price (a 50 % markup is a 33.3333 % margin). Percentages are percent numbers rounded to 4 decimals. cost = 0 is refused with a 422: a markup is a percentage of the cost, so it cannot set a price on a cost of 0. To go from a price back to the markup, use calc/margin.
         */
        get: operations["calcMarkup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/rule-of-72": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Years for money to double, triple and quadruple at a yearly rate: the rule of 72 and the exact figures
         * @description estimate gives the mental-arithmetic rules: 72 / rate years to double, 114 / rate to triple and 144 / rate to quadruple (rate in percent). exact gives the precise figures with yearly compounding, ln(k) / ln(1 + rate / 100) for k = 2, 3, 4. The rule of 72 is closest around 8 %. rate must be above 0. Years are rounded to two decimals.
         */
        get: operations["calcRuleOf72"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/apy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Annual percentage yield (effective annual rate) of a nominal rate compounded n times a year
         * @description rate is the nominal annual rate (APR) in percent, compounded compounds_per_year times a year (default 12, monthly): apy_percent = ((1 + r/n)^n − 1) × 100 with r = rate / 100. continuous_apy_percent is the limit as compounding becomes continuous, (e^r − 1) × 100. rate may be negative, down to -100. Percentages are rounded to four decimals.
         */
        get: operations["calcApy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/cd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Maturity value, interest and APY of a certificate of deposit
         * @description The deposit compounds compounds_per_year times a year (default 12, monthly) at the nominal annual rate, with no withdrawals or early-withdrawal penalty: maturity_value = principal × (1 + r/n)^(n × years), interest = maturity_value − principal, apy_percent = ((1 + r/n)^n − 1) × 100. years may be fractional (0.5 is a six-month CD). rate may be negative, down to -100. Money figures are rounded to cents in the result and computed at full precision; percentages to four decimals.
         */
        get: operations["calcCd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/cpm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cost per thousand impressions (CPM) of an ad campaign
         * @description cpm = cost / impressions × 1000, the cost of one thousand ad impressions, rounded to the cent; cost_per_impression = cost / impressions, given to 15 significant digits because it is usually a fraction of a cent. impressions = 0 is refused with a 422 (nothing was served, so there is no cost per impression).
         */
        get: operations["calcCpm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/gst": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Add goods and services tax (GST) to a price or take it out
         * @description Goods and services tax at any rate, such as 10 % (Australia), 15 % (New Zealand), 9 % (Singapore) or an Indian slab (5, 12, 18 or 28 %; the result is the whole GST, which India splits equally into CGST and SGST within a state). With mode add (the default) amount is the net price: GST = net × rate / 100, rounded to the cent, and gross = net + GST. With mode remove amount is the gross price, GST included: net = gross / (1 + rate / 100), rounded to the cent, and GST = gross − net (not gross × rate / 100, which would tax the tax). Money figures are rounded to cents (half away from zero) and always satisfy net + tax = gross exactly. At 10 %, the GST in a GST-inclusive price is 1/11 of it; at 15 %, 3/23.
         */
        get: operations["calcGst"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/sales-tax": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Add sales tax to a price, or find the pre-tax price in a receipt total
         * @description Sales tax charged at the register on top of the shelf price, as in US states and localities: pass the combined state and local rate, such as 7.25 (California base rate) or 8.875 (New York City). With mode add (the default) amount is the net price: sales tax = net × rate / 100, rounded to the cent, and gross = net + sales tax. With mode remove amount is the gross price, sales tax included: net = gross / (1 + rate / 100), rounded to the cent, and sales tax = gross − net (not gross × rate / 100, which would tax the tax). Money figures are rounded to cents (half away from zero) and always satisfy net + tax = gross exactly. Mode remove recovers the pre-tax price from a total that includes the tax.
         */
        get: operations["calcSalesTax"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/debt-to-income": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Debt-to-income ratio and the lending band it falls in
         * @description dti_percent = monthly_debt / monthly_income × 100, where monthly_debt is all recurring debt payments (housing, loans, card minimums) and monthly_income the gross (pre-tax) monthly income. band follows common US mortgage lending practice: good at 36 % or less (the traditional 28/36 guideline; Fannie Mae's manual-underwriting maximum), manageable above 36 % up to 43 % (43 % was the CFPB's 2014 Qualified Mortgage limit), high above 43 %. The band is chosen on the unrounded ratio; bands lists the thresholds. These are conventions, not any one lender's rule. Percentages are rounded to four decimals.
         */
        get: operations["calcDebtToIncome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/down-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Down payment and loan amount for a purchase price and a down-payment percentage
         * @description down_payment = price × percent / 100, rounded to the cent; loan_amount = price − down_payment, so the two add up to the price. loan_to_value_percent = 100 − percent, the share of the price borrowed. percent runs from 0 (all borrowed) to 100 (paid in cash). Closing costs are not included.
         */
        get: operations["calcDownPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/property-tax": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Annual and monthly property tax from an assessed value and a yearly rate
         * @description annual_tax = assessed_value × rate / 100; monthly_tax = annual_tax / 12, each rounded to the cent on its own (so 12 × monthly_tax can differ from annual_tax by a few cents). rate is the effective rate in percent per year; mills gives the same rate in mills (tax per 1000 of assessed value, rate × 10), the unit many tax bills use. Exemptions and assessment ratios are not applied: pass the taxable value.
         */
        get: operations["calcPropertyTax"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/overtime-pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Regular, overtime and total pay for a pay period
         * @description regular_pay = hourly_rate × regular_hours; overtime_rate = hourly_rate × multiplier; overtime_pay = overtime_rate × overtime_hours; total_pay = regular_pay + overtime_pay. Hours are those of one pay period (a week, a fortnight: whatever the caller uses). multiplier 1.5 is "time and a half", 2 is "double time". Money figures are rounded to cents from unrounded amounts. Gross pay, before tax.
         */
        get: operations["calcOvertimePay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/take-home-pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Take-home pay after a flat tax rate and fixed deductions (an estimate)
         * @description A flat-rate estimate, not a tax calculation: real income tax has brackets, allowances and credits. tax = gross × tax_rate / 100; take_home = gross − tax − deductions, with deductions (pension, insurance and the like) taken after tax and not reducing it. Use the same period for gross and deductions (a month, a year). effective_deduction_percent is (tax + deductions) / gross as a percent. Money figures are rounded to cents. Deductions larger than the pay left after tax are refused.
         */
        get: operations["calcTakeHomePay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/payment-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Card or payment processor fee on a charge, and what to charge to receive a set amount
         * @description fee = amount × rate_percent / 100 + fixed_fee, rounded to the cent, and net_received = amount − fee (negative when the fee exceeds a small charge). charge_to_receive_amount answers the reverse question: what to charge so that amount is left after fees, (amount + fixed_fee) / (1 − rate_percent / 100), rounded UP to the cent so that the fee, exact or rounded to the nearest cent, never leaves less than amount (it may be a cent above the least charge that would do); fee_on_charge is the fee on that charge and received_from_charge what it leaves. Defaults are a common card price, 2.9 % + 0.30. Money figures are rounded to cents. rate_percent = 100 is refused with a 422: the fee would take every charge.
         */
        get: operations["calcPaymentFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/net-worth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Net worth and debt ratio from total assets and total liabilities
         * @description net_worth = assets − liabilities, rounded to the cent (negative when debts exceed assets); debt_ratio_percent = liabilities / assets × 100, a percent number rounded to 4 decimals (above 100 when debts exceed assets). With assets of 0 the net worth is still given, but the debt ratio is undefined: debt_ratio_percent is null and note says why (note is null otherwise).
         */
        get: operations["calcNetWorth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/capital-gains-tax": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Capital gain, tax due and net proceeds from selling an asset
         * @description gain = sale_price − purchase_price − fees, where fees are all buying and selling costs (commissions, closing costs). tax = gain × rate / 100 when there is a gain, and 0 otherwise: a loss (a negative gain) owes nothing, and note says so (note is null when there is a gain). net_proceeds = sale_price − fees − tax, what is left from the sale; profit_after_tax = gain − tax. One flat rate applies to the whole gain: pass your marginal or long-term rate (such as 15 for the common US long-term rate); allowances, brackets and holding periods are not modelled. Money figures are rounded to cents.
         */
        get: operations["calcCapitalGainsTax"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/refinance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Months until refinancing pays off: closing costs recovered by the monthly saving
         * @description Simple payback, not discounted: break_even_months_exact = closing_costs / monthly_saving; break_even_months rounds it up to whole months (the first month after which the savings have covered the costs); break_even_years = exact months / 12. monthly_saving is the drop in the monthly payment and must be above 0. Months and years are rounded to two decimals.
         */
        get: operations["calcRefinance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calc/adsense": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estimated ad earnings and RPM from pageviews, click-through rate and cost per click
         * @description An estimate for click-paid ads: clicks = pageviews × ctr / 100; earnings = clicks × cpc; RPM (revenue per 1,000 pageviews) = earnings / pageviews × 1000, which is ctr / 100 × cpc × 1000 and so needs no pageviews. ctr is a percent (2 means 2 % of pageviews lead to a click). clicks is an expected number, to 2 decimals; earnings and rpm are money, rounded to cents from unrounded figures. Real earnings also depend on the revenue share and on impressions-paid ads.
         */
        get: operations["calcAdsense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web/http-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Final HTTP status of a URL and its redirect chain
         * @description Requests url with GET (the body is not read) and follows redirects (301, 302, 303, 307, 308) by hand, at most 10 by default, checking every hop: only http and https on the allowed ports (80 and 443 by default), and only public addresses. status is the final status code, url the final address, redirects the number of redirects followed; chain lists every response in order with its url, status, location (the Location header as sent, or null) and time_ms; total_ms covers the whole lookup. A redirect to a non-http(s) or non-public target is refused (422), a loop gives 422 TOO_MANY_REDIRECTS, a site that does not answer within the time budget (10 s by default) 504, an unreachable one 502.
         */
        get: operations["webHttpStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web/http-headers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Response headers of a URL, after redirects
         * @description Requests url with GET (the body is not read), follows redirects with the same checks as web/http-status, and returns the final response's headers: names in lower case, a header sent several times (Set-Cookie) as an array of its values, others as one string. chain lists every hop (url, status, location, time_ms). Response headers over 16 KiB in total are refused (502 UPSTREAM_HEADERS_TOO_LARGE).
         */
        get: operations["webHttpHeaders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web/meta-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Title, description and meta tags of a web page
         * @description Fetches the HTML page at url (redirects followed and checked as in web/http-status; bodies over 5 MiB after decompression are refused with 502 RESPONSE_TOO_LARGE; the first 2 MB are parsed) and returns title (the <title> text, whitespace collapsed), description, canonical (absolute URL), robots, lang (<html lang>), charset, viewport, meta (every meta tag with a name or property, in page order, as {key, content} with key in lower case) and icons (link rel icon / apple-touch-icon / mask-icon, absolute URLs). Missing values are null. A page that is not HTML answers 422 NOT_HTML.
         */
        get: operations["webMetaTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web/open-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open Graph and Twitter card tags of a web page
         * @description Fetches the HTML page at url (same checks and limits as web/meta-tags) and returns og (every og:* property without the og: prefix, e.g. title, type, image) and twitter (every twitter:* name without the prefix). A tag that appears once gives a string, one repeated (several og:image) an array in page order. URL-valued tags (og:image, og:image:secure_url, og:video, og:url, twitter:image, …) are resolved to absolute URLs against the page; images lists every og:image and twitter:image as absolute URLs, without duplicates. A page without such tags gives empty objects.
         */
        get: operations["webOpenGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web/dns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * DNS records of a domain
         * @description Looks up records of domain at the public DNS resolvers the service is configured with (never the host's own resolver, so internal names are not answered). type is one of A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, or ANY (the default) for all of them, each queried on its own (the DNS ANY query itself is obsolete). Internationalised names are accepted and looked up in their ASCII (punycode) form, returned as domain. records has one entry per asked type: A and AAAA as [{address, ttl}], MX as [{exchange, priority}] sorted by priority, TXT as strings (the parts of one record joined), NS and CNAME as names, SOA as an object or null, CAA as [{critical, tag, value}]; a type with no records is empty. A domain that does not exist answers 404 DOMAIN_NOT_FOUND; DNS servers that do not answer within 3 s, 504. localhost and names under it are not sent to the resolvers (RFC 6761): where the service may reach private networks they have the records 127.0.0.1 (A) and ::1 (AAAA) and no others, else they answer 422 ADDRESS_NOT_ALLOWED.
         */
        get: operations["webDns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web/ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * IP addresses a domain resolves to
         * @description Resolves domain to its IPv4 (A) and IPv6 (AAAA) addresses at the configured public DNS resolvers. ipv4 and ipv6 list the addresses as text, addresses both with family (4 or 6) and ttl in seconds. CNAMEs are followed by the resolver. A name with neither kind of address gives empty lists; one that does not exist answers 404 DOMAIN_NOT_FOUND. localhost and names under it are not sent to the resolvers (RFC 6761): they answer 127.0.0.1 and ::1 where the service may reach private networks, else 422 ADDRESS_NOT_ALLOWED.
         */
        get: operations["webIp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web/page-size": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download size of a web page and how many resources it links
         * @description Fetches url (redirects followed and checked as in web/http-status) and measures its body: transferred_bytes as sent on the wire (compressed when the site uses gzip, br or deflate), decoded_bytes after decompression, and compression_ratio (decoded / transferred, null when nothing was transferred). Bodies are read up to the service limit (5 MiB decoded by default): beyond it reading stops, truncated is true and both sizes count only what was read. For HTML pages, resources counts the distinct linked resources found in the first 2 MB (scripts, stylesheets and other link rel resources, images, iframes, media sources) by kind; linked resources are counted, not downloaded. For other content types resources is null.
         */
        get: operations["webPageSize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web/wordpress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a site runs WordPress, with the evidence
         * @description Fetches the HTML page at url (same checks and limits as web/meta-tags) and looks for WordPress signs: a generator meta tag naming WordPress, /wp-content/ or /wp-includes/ paths in scripts, stylesheets, images and links, the REST API link (rel="https://api.w.org/" in the page or in a Link header) and the wlwmanifest or EditURI links. detected is true when any sign is found; evidence lists each kind found with an example; version is the version the generator tag shows (null when hidden, as many sites do). Only the given page is read; no other URL of the site is requested.
         */
        get: operations["webWordpress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web/youtube": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Title, channel and thumbnails of a YouTube video
         * @description Takes a YouTube video URL (youtube.com/watch?v=…, youtu.be/…, /shorts/…, /embed/…, /live/…, m. and music. hosts, youtube-nocookie.com) or the bare 11-character video ID, and asks YouTube's public oEmbed endpoint about it. Only the validated ID is sent on: the URL given is never fetched. Returns id, title, channel, channel_url, watch_url, and thumbnails: oEmbed's own thumbnail (thumbnail_url with its width and height) and the standard image URLs for the ID (default 120×90, medium 320×180, high 480×360, standard 640×480, maxres 1280×720; the last two exist only for some videos). A malformed URL or ID answers 422 INVALID_VIDEO; a private, deleted or unknown video 404 VIDEO_NOT_FOUND.
         */
        get: operations["webYoutube"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate a random password from chosen character classes
         * @description Draws every character from a cryptographically secure source (node:crypto, unbiased), from the alphabet of the included classes: lowercase letters (always), uppercase letters, digits and the symbols !#$%&()*+,-./:;<=>?@[]^_{|}~ (printable ASCII without space, quotes, backtick and backslash, which often need escaping). upper, numbers and symbols are flags: 1 (default) includes the class, 0 leaves it out (true/false, yes/no and on/off work too). The password holds at least one character of every included class: passwords drawn without one are drawn again, so every password that meets the rule is equally likely. entropy_bits is length × log2(alphabet size), the strength of a uniformly drawn password of that length (the at-least-one rule lowers it by well under a bit for lengths of 12 or more).
         */
        get: operations["generatePassword"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate/uuid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate UUIDs, random (version 4) or time-ordered (version 7)
         * @description RFC 9562 UUIDs in the canonical lowercase 8-4-4-4-12 form, from a cryptographically secure random source. Version 4 (default): 122 random bits. Version 7: the first 48 bits are the Unix time in milliseconds, then the version digit 7, a 12-bit counter, the variant bits 10 and 62 random bits; they sort by creation time, which suits database keys. The UUIDs of one call are strictly increasing (the counter orders those made in the same millisecond). Every call gives new values. dev/uuid gives version 4 UUIDs the same way.
         */
        get: operations["generateUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate/lorem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate lorem ipsum placeholder paragraphs
         * @description Paragraphs of 4 to 8 sentences of 4 to 16 pseudo-Latin words each, different on every call. By default the first paragraph opens with the classic "Lorem ipsum dolor sit amet, consectetur adipiscing elit.". The result lists the paragraphs and also gives them as one text separated by blank lines (\n\n), with its word count.
         */
        get: operations["generateLorem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate/color": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a colour between HEX and RGB, with HSL
         * @description value is either a HEX colour (# and 6 hex digits, or the 3-digit shorthand where #abc is #aabbcc; any case; the # may be left out) or an RGB triple: three whole numbers 0-255 separated by commas or spaces, optionally inside rgb( ), such as "255, 0, 128". In a URL query string # starts the fragment, so send it as %23 (?value=%23ff0080) or leave it out. A value of three digits alone, such as 123, is read as HEX shorthand. The result gives the colour in every form: hex (lower case #rrggbb), rgb {r, g, b}, hsl {h, s, l} (hue in degrees, saturation and lightness in percent, one decimal) and css { rgb, hsl } strings; input_format says how value was read.
         */
        get: operations["generateColor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate/random-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate random numbers in a range, uniformly and securely
         * @description Draws count numbers from min to max, both included, independently (repeats are possible), from a cryptographically secure source with every value equally likely: no modulo bias and no floating-point rounding. Whole numbers by default, for any range between ±9007199254740991 (2^53 - 1): crypto.randomInt below 2^48 values, rejection sampling on random bits beyond. With decimals d, the numbers are drawn uniformly from the grid of steps of 10^-d between min and max (decimals=2 on 0..1 gives one of 0, 0.01, …, 1), so min and max may have up to d decimal places. min greater than max is refused.
         */
        get: operations["generateRandomNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate a QR code image (PNG or SVG) for a text or URL
         * @description Encodes text (UTF-8; runs of digits or capitals use the denser numeric and alphanumeric modes) in the smallest QR code version (1-40) that holds it at the chosen error correction level. url is a link to the image on this service, signed and valid until expires_at (it then answers 410: call again for a new one); fetching it counts no quota. data_uri is the same image inline (data:image/png;base64,… or data:image/svg+xml;base64,…), which never expires. The PNG is exactly size × size pixels, black on white: every module (square of the code) is the same whole number of pixels, the code is centred and the pixels left over widen the quiet zone; when even one pixel per module does not fit, the call is refused. The SVG has the same width and height and scales freely. version and modules (17 + 4 × version, the code's width without margin) tell how dense the code is: aim for 3 or more pixels per module for reliable scanning. Very long texts make long url values (the text is in the link); use data_uri for those.
         */
        get: operations["generateQr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate/barcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate a barcode image (Code 128, EAN-13, UPC-A, Code 39, Data Matrix and more)
         * @description Draws text as a barcode of the chosen type, black on white with quiet zones, as PNG or SVG. EAN-13, EAN-8, UPC-A (type upca or upc), UPC-E and ITF-14 carry a check digit in their last place: send the number without it (12, 7, 11, 7 or 13 digits) to have it computed and appended, or with it (13, 8, 12, 8 or 14 digits) to have it verified (a wrong one is refused, naming the right digit); check_digit gives the digit and check_digit_computed says which happened. Spaces and hyphens between digits are ignored. UPC-E numbers start with the number system 0 or 1. Interleaved 2 of 5 takes an even number of digits. code128 takes printable ASCII (up to 64 characters), code39 capitals, digits, space and - . $ / + %, code93 the same without %; datamatrix and pdf417 take printable ASCII, tabs and line breaks (up to 150). text in the result is exactly what is encoded. A PNG may have up to 600,000 pixels (quiet zones included), which only long linear codes at scale 3 or 4 exceed; lower scale or ask for SVG then. url is a link to the image on this service, signed and valid until expires_at (it then answers 410: call again for a new one); fetching it counts no quota. data_uri is the same image inline, which never expires. width and height are the image size in pixels.
         */
        get: operations["generateBarcode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate/random-string": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate a random string from a character set
         * @description Each character is drawn independently and uniformly from the chosen set, from a cryptographically secure source: alphanumeric (default) A-Z a-z 0-9, 62 characters; alpha A-Z a-z, 52; numeric 0-9, 10; hex 0-9 a-f (lower case), 16. entropy_bits is length × log2(set size). For secrets meant for machines, generate/token gives raw random bytes as hex or Base64url.
         */
        get: operations["generateRandomString"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate a secure random token (API keys, secrets, session ids)
         * @description bytes random bytes from a cryptographically secure source, written as lower case hex (default; 2 characters per byte) or as Base64url (RFC 4648 section 5: A-Z a-z 0-9 - _, no padding; 4 characters per 3 bytes), which is safe in URLs, headers and file names. entropy_bits is 8 × bytes: 32 bytes (the default) give 256 bits.
         */
        get: operations["generateToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate/hsl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a HEX colour to HSL
         * @description value is a HEX colour: # and 6 hex digits, or the 3-digit shorthand (#abc is #aabbcc), any case; the # may be left out. In a URL query string # starts the fragment, so send it as %23 (?value=%23336699) or leave it out. hsl is hue in degrees [0, 360), saturation and lightness in percent, each rounded to one decimal (a grey has hue 0 and saturation 0); css.hsl is the same as a stylesheet value. The result describes the colour like generate/color: hex, rgb, hsl and css.
         */
        get: operations["generateHsl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate/gradient": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Build a CSS linear-gradient from two HEX colours and an angle
         * @description from and to are HEX colours (6 digits or the 3-digit shorthand, any case, # optional); angle is the CSS gradient direction in degrees from 0 to 360: 0 runs bottom to top, 90 (default) left to right, 180 top to bottom. css is the value, written with lower case #rrggbb colours, as in linear-gradient(90deg, #4f7cff, #7c5cff); declaration is a ready background-image rule; from and to describe each colour (hex, rgb, hsl, css).
         */
        get: operations["generateGradient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate/mac-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate random locally administered unicast MAC addresses
         * @description Six random octets (48 bits, cryptographically secure source) in lower case hex. The first octet has bit 1 set (locally administered: the address belongs to no manufacturer, so it cannot clash with a real network card's burned-in address) and bit 0 clear (unicast, not a group address), as IEEE 802 asks of made-up addresses for virtual machines, containers and tests; the first octet therefore ends in 2, 6, a or e (x2:, x6:, xa:, xe:). That leaves 46 random bits. separator joins the octets: colon (default, 02:1a:…) or hyphen (02-1a-…).
         */
        get: operations["generateMacAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encode/hex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Encode text as hexadecimal bytes or decode hex back to text
         * @description Encoding writes the UTF-8 bytes of the text as lowercase hex digits with no separators (é is c3a9). Decoding accepts upper or lower case, with optional whitespace or colons between bytes and an optional 0x prefix on each group (48 69, 48:69, 0x4869); every group must hold whole bytes. The decoded bytes must be valid UTF-8. The result also gives the number of bytes.
         */
        post: operations["encodeHex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encode/binary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Encode text as 8-bit binary groups or decode binary back to text
         * @description Encoding writes each UTF-8 byte of the text as 8 binary digits, bytes separated by single spaces (Hi is 01001000 01101001; é takes two bytes). Decoding accepts 8-bit groups separated by any whitespace, or one continuous string of 0s and 1s whose length is a multiple of 8; the bytes must be valid UTF-8. The result also gives the number of bytes.
         */
        post: operations["encodeBinary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encode/rot13": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply the ROT13 letter substitution (its own inverse)
         * @description Each ASCII letter A-Z and a-z is replaced by the letter 13 places further in the alphabet, keeping its case. Digits, punctuation, whitespace and non-ASCII characters (é, ñ, emoji) are left untouched. Applying ROT13 twice gives back the original text, so there is no mode.
         */
        post: operations["encodeRot13"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encode/morse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Encode text as International Morse code or decode Morse back to text
         * @description Uses the ITU-R M.1677-1 table: letters A-Z (any case), É, digits 0-9 and the punctuation . , : ? ' - / ( ) " = + @ (× is sent as X). Encoding separates letters with a space and words with " / "; any run of whitespace in the text is one word break. A character without a Morse code is refused, naming the first one. Decoding reads dots (.) and dashes (-; also · • and _ − – —), letters separated by one or two spaces and words by "/", a line break or three or more spaces; it returns upper case letters.
         */
        post: operations["encodeMorse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encode/html-entities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Escape text for HTML or decode HTML character references
         * @description Encoding replaces & < > " ' with &amp; &lt; &gt; &quot; &#39;, which makes text safe inside HTML elements and quoted attributes; with all=true every non-ASCII character also becomes a decimal reference (é is &#233;, 😀 is &#128512;). Decoding follows the HTML5 rules for text content: every named reference in the HTML5 table (including the legacy ones that work without a semicolon, such as &copy), decimal (&#233;) and hex (&#xE9;) references; unknown or malformed references stay as they are, and references to surrogates, zero or code points beyond U+10FFFF become U+FFFD.
         */
        post: operations["encodeHtmlEntities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encode/unicode-escape": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write text with \uXXXX escapes or decode such escapes back to text
         * @description Encoding writes every non-ASCII character as \u and four lowercase hex digits of its UTF-16 code units, so a character beyond the BMP becomes a surrogate pair (😀 is \ud83d\ude00), as in JSON, JavaScript and Java; a backslash becomes \\ so that decoding gives the text back exactly. With all=true every character is escaped, ASCII included. Decoding reads \uXXXX (any case) and \u{1F600} escapes, and \\ as one backslash; any other backslash is kept as it is. A malformed escape, a code point beyond U+10FFFF or a surrogate without its partner is refused, naming its position.
         */
        post: operations["encodeUnicodeEscape"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encode/base32": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Encode text as RFC 4648 Base32 or decode Base32 back to text
         * @description Encoding writes the UTF-8 bytes of the text in the RFC 4648 section 6 alphabet (A-Z, 2-7), padded with = to a multiple of 8 characters. Decoding is case-insensitive, ignores whitespace and accepts missing padding; padding that is present must be complete and come last. The decoded bytes must be valid UTF-8. The result also gives the number of bytes.
         */
        post: operations["encodeBase32"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encode/url-parse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Split a URL into scheme, credentials, host, port, path, query and fragment
         * @description Parses an absolute URL with the WHATWG URL Standard, as browsers and Node do, so the parts are normalised: scheme and host in lower case, default ports dropped, dot segments resolved, unsafe characters percent-encoded. scheme has no ":" and fragment no "#"; query_string is the raw query without "?", and query is the decoded form, where a key given more than once maps to an array. port is null when the URL names none; effective_port falls back to the scheme's default port. International domain names are given both in punycode (host, hostname) and in Unicode (host_unicode, hostname_unicode). origin is null for schemes without a meaningful origin (mailto:, file:, data:). A relative or malformed URL is refused.
         */
        post: operations["encodeUrlParse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datetime/now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current time as Unix seconds and milliseconds, ISO 8601, RFC 2822 and in a time zone
         * @description Every field describes the same instant. unix is whole seconds since 1970-01-01T00:00:00Z (rounded down), unix_ms milliseconds; iso_utc (ISO 8601, Z) and rfc2822 are in UTC. in_timezone shows the instant on the wall clock of `timezone` (default UTC): ISO 8601 with offset, date, time, offset and whether daylight saving time is in effect. The server's own time zone never changes the result.
         */
        get: operations["datetimeNow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datetime/to-timestamp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a date in almost any form and give its Unix timestamp and ISO 8601 form
         * @description Reads, in this order: "now", "today", "tomorrow", "yesterday"; ISO 8601 (2024-03-10, 2024-03-10T14:30, 2024-03-10 14:30:00.250+02:00, week dates such as 2020-W53-4, ordinal dates such as 2024-070); RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) and HTTP dates; intervals counted from now ("+1 week", "in 3 days", "2 hours ago"); then English phrases read by chrono-node, which must account for the whole input ("next friday 10am" is the Friday of next week, "March 5, 2024 3pm EST"; slashes are month/day/year, as in 03/10/2024). ISO dates are strict: a day or time that does not exist (2024-02-30, 24:00) is refused, never rolled over. A date alone is the start of that day, and a time without offset is a wall time, both in `timezone` (default UTC); phrases count from now in that zone. An input with its own offset is that exact instant. A wall time skipped by a daylight-saving change is moved forward by the gap (adjusted: true); one that occurs twice takes the earlier occurrence (ambiguous: true). read_as tells how the input was read: format (now, iso8601, rfc2822, http, relative or natural), date_only, offset_given and the zone used. Years 1 to 9999. unix is whole seconds (rounded down), unix_ms milliseconds.
         */
        get: operations["datetimeToTimestamp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datetime/from-timestamp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Turn a Unix timestamp into a date and time, in UTC and in a time zone
         * @description timestamp counts seconds since 1970-01-01T00:00:00Z; it may be negative (before 1970) and have decimals. With unit=auto (the default) an absolute value of 100,000,000,000 or more is read as milliseconds, anything smaller as seconds: 1e11 seconds would be the year 5138, while 1e11 milliseconds is 1973-03-03, so timestamps of today in seconds (10 digits) and milliseconds (13 digits) are both read right. Send unit=seconds or unit=milliseconds to say which (needed for millisecond timestamps before March 1973). The result says which unit was used and whether it was detected. in_timezone shows the instant on the wall clock of `timezone` (IANA name, default UTC). Dates from the year 1 to 9999.
         */
        get: operations["datetimeFromTimestamp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datetime/timezone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a wall time from one time zone to another, with both UTC offsets
         * @description date is read as a wall time in `from` (2024-07-01T12:00, or any form to-timestamp reads; a date alone is midnight; default now) and shown as the wall time in `to` at the same instant, with each zone's offset and daylight-saving state for that date. An input with its own offset (Z, +02:00) is that exact instant, shown in both zones. difference_hours is the offset of `to` minus the offset of `from`. Daylight-saving changes are handled explicitly: a wall time the clocks skip (America/New_York 2024-03-10 02:30) is moved forward by the length of the gap (to 03:30 EDT) and adjusted is true; a wall time that occurs twice (Europe/London 2024-10-27 01:30) takes the earlier occurrence, or the later with prefer=later, ambiguous is true and alternative gives the other occurrence. requested then holds the wall time as asked and note explains in words. Zones are IANA names (Europe/Madrid), UTC or fixed offsets (UTC+05:30).
         */
        get: operations["datetimeTimezone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datetime/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The difference between two dates, as years, months and days and as totals
         * @description from and to are read as to-timestamp reads dates; a date alone is the start of that day and a time without offset a wall time, both in `timezone` (default UTC), so the server's zone never matters. The breakdown counts from the earlier date: whole years, then whole months, then days on the calendar of `timezone`, then the remaining hours, minutes, seconds and milliseconds of elapsed time, so that adding the breakdown to the earlier date with the add operation gives the later one: month ends clamp as add does (2024-01-31 to 2024-02-29 is 1 month, 2024-02-29 to 2025-02-28 is 1 year), and across a daylight-saving change a calendar day stays one day while total_hours counts the real hours. Breakdown parts are never negative: when to is earlier than from, negative is true and sign -1 (sign is 1 when to is later, 0 when both are the same moment), and the totals (total_weeks, total_days, total_hours, total_minutes, total_seconds, total_milliseconds: exact elapsed time, to minus from, up to 6 decimals) are negative. human puts the breakdown in words in the call language, such as "2 years, 3 months and 4 days".
         */
        get: operations["datetimeDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datetime/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Add or subtract an interval such as "+1 day", "-2 weeks" or P1M2D to a date
         * @description add is counts with units: "+1 day", "-2 weeks", "+3 months 2 hours", "1 year, 2 months", "2 days ago" (units years, months, weeks, days, hours, minutes, seconds, milliseconds, or y, mo, w, d, h, min, s, ms), or an ISO 8601 duration: "P1M2D", "PT36H", "-P1D". A sign applies to its count and to the unsigned counts after it ("-1 day 2 hours" goes back 26 hours; write "-1 day +2 hours" to mix). Years, months, weeks and days take whole numbers; hours and smaller may have decimals. Units are applied largest first: years and months on the calendar, where a day past the end of the target month becomes its last day (2024-01-31 + 1 month = 2024-02-29, clamped: true; 2024-02-29 + 1 year = 2025-02-28); then weeks and days on the calendar, keeping the wall time across daylight-saving changes; then hours and smaller as exact elapsed time. date (default now) is read as to-timestamp reads it: a date alone stays a calendar date when only years, months, weeks or days are added, and a time without offset is a wall time in `timezone` (default UTC). A calendar step that lands on a wall time the clocks skip moves forward (adjusted: true); on one that occurs twice, the earlier occurrence is taken (ambiguous: true). The result must fall in the years 1 to 9999.
         */
        get: operations["datetimeAdd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datetime/week-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ISO 8601 week number and week-year of a date
         * @description ISO 8601 weeks start on Monday and week 1 is the week with the year's first Thursday, so the first days of January can belong to the last week of the previous year and the last days of December to week 1 of the next: 2020-12-31 and 2021-01-03 are both in week 53 of 2020. week_year is that ISO week-numbering year, which can differ from the calendar year; weeks_in_year is 52 or 53. weekday is 1 (Monday) to 7 (Sunday); week_start and week_end are the Monday and Sunday of the week. date (default today in `timezone`, default UTC) is read as to-timestamp reads it; a date alone is that calendar date whatever the zone, and a date and time with an offset counts on its own calendar unless `timezone` is given.
         */
        get: operations["datetimeWeekNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datetime/is-leap-year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a year is a leap year in the Gregorian calendar
         * @description Gregorian rule, applied to every year 1 to 9999 (proleptic before 1582): a year divisible by 4 is a leap year, except a year divisible by 100, which is one only when also divisible by 400. So 1900 is not (divisible by 100, not by 400), 2000 is (divisible by 400) and 2024 is (divisible by 4). The result gives the three divisibility tests, the length of the year and of February, and the rule in words in the call language.
         */
        get: operations["datetimeIsLeapYear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datetime/days-in-month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many days a month has, leap years included
         * @description Gregorian calendar, years 1 to 9999: February has 29 days in a leap year (divisible by 4, except centuries not divisible by 400) and 28 otherwise; April, June, September and November have 30; the rest 31. month_name is in English and month_name_localized in the call language; first_day and last_day are ISO 8601 dates.
         */
        get: operations["datetimeDaysInMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datetime/day-of-week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The day of the week of a date, by name and number
         * @description day_name is in English and day_name_localized in the call language (lunes, martes... under /es). iso_weekday numbers the days ISO 8601 style, 1 = Monday to 7 = Sunday; js_weekday as JavaScript's Date.getDay() does, 0 = Sunday to 6 = Saturday. is_weekend is true on Saturday and Sunday; day_of_year counts from 1 on 1 January. date is read as to-timestamp reads it; a date alone is that calendar date whatever the zone, and a date and time with an offset counts on its own calendar unless `timezone` is given.
         */
        get: operations["datetimeDayOfWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/number/base-convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert a whole number between any two bases from 2 to 36
         * @description Exact for whole numbers of any size up to 10,000 characters. Digits above 9 are the letters A-Z (A = 10 ... Z = 35); input letters may be in either case, output letters are upper case. The value may have a leading + or - sign and surrounding whitespace; underscores may separate digits (1111_0000); the prefixes 0b, 0o and 0x are accepted when they match the base the value is read in (2, 8, 16). Fractions are not converted. A digit that does not belong to the base is refused, naming the digit and its position. The result gives the value read (without prefix, separators or leading zeros), the converted value and its decimal form.
         */
        get: operations["numberBaseConvert"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/number/roman": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert between Arabic numbers and Roman numerals
         * @description Numbers 1 to 3999 in standard subtractive form. Reading a numeral is strict: forms such as IIII, VX or IC are refused rather than guessed. The mode is inferred when omitted: digits convert to Roman, letters from Roman.
         */
        get: operations["numberRoman"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/number/to-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Write a number in words, in English, Spanish and 69 other languages and regional variants
         * @description Cardinal numbers as written by the n2words library: 1234 is "one thousand two hundred thirty-four" in the default English (en-US; en-GB and other variants say "and": "one hundred and one"). Negative numbers start with the word for minus. Spanish follows the RAE's spelling where n2words differs: dieciséis, and un before mil and millones (veintiún mil, treinta y un millones). After the decimal point, leading zeros are read one by one and the remaining digits as one number, as n2words does: 3.05 is "three point zero five", 3.14 is "three point fourteen". The value is plain digits with an optional sign and decimal point (underscores may separate digits; no exponent). How many digits a language can write differs: 66 on each side of the point in English, 30 in Spanish, between 9 and 66 in others; longer numbers are refused. lang is a BCP 47 tag such as en-GB, es-MX or zh-Hant-TW, or a bare language code (en = en-US, es = es-ES, fr = fr-FR, zh = zh-Hans-CN, sr = sr-Cyrl-RS); it defaults to the language of the call (/es/api/... writes Spanish).
         */
        get: operations["numberToWords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/number/factorial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compute n! exactly for n from 0 to 170
         * @description n! = 1 × 2 × ... × n, and 0! = 1. The result gives the exact value as a string of decimal digits, the nearest double-precision number (the largest n whose factorial a double can hold is 170) and the number of digits.
         */
        get: operations["numberFactorial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/number/fibonacci": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the first n Fibonacci numbers exactly, for n from 1 to 1000
         * @description The sequence starts F(0) = 0, F(1) = 1, and each term is the sum of the two before it: 0, 1, 1, 2, 3, 5, 8, ... value is how many terms to list, so the last one is F(value - 1). Terms are strings of decimal digits, exact at any size (F(999) has 209 digits). The result gives the count, the sequence and the last term.
         */
        get: operations["numberFibonacci"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/number/is-prime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tell whether a whole number is prime, for numbers of up to 1,000 digits
         * @description value is a whole number from 0 up, of up to 1,000 digits (negative numbers are refused; 0 and 1 are not prime). Below 3.317 × 10^24 (which covers every 64-bit number) the answer is proven: trial division, then Miller-Rabin with the bases 2 to 41, which no composite below that bound passes. Above it, the Baillie-PSW test (Miller-Rabin base 2 and a strong Lucas test) is used: no composite is known to pass it, but "prime" is then reported with certainty "probable". A "not prime" answer is always certain. smallest_factor is the smallest prime factor when it is at most 100,000 (otherwise null); next_prime is the smallest prime greater than value, given for values below 10^24 (otherwise null).
         */
        get: operations["numberIsPrime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/number/gcd-lcm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Greatest common divisor and least common multiple of two whole numbers
         * @description Exact for whole numbers of up to 1,000 digits each, positive or negative (underscores may separate digits). Both results are never negative; by convention gcd(0, 0) = 0, and the lcm is 0 when either number is 0. Results are strings of decimal digits.
         */
        get: operations["numberGcdLcm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/image-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read an image's dimensions, format and EXIF metadata
         * @description Describes each image without changing it: width and height as stored, display_width and display_height once the EXIF orientation (1-8, or null) is applied, format and media type from the file's bytes, file size, channels, alpha, colour space, bits per sample and density in dpi (null when unknown), frames and whether they are an animation, and whether an ICC profile and EXIF are present. exif holds the readable EXIF tags (camera, lens, exposure, dates as local "YYYY-MM-DDTHH:mm:ss" since EXIF has no time zone; binary values as short hex, long ones left out), and gps the position in decimal degrees (south and west negative) with the altitude in metres when recorded, or null. The header is read without decoding pixels, except for BMP and ICO (of an icon, the largest image is described). Unreadable EXIF does not fail the call: exif is then null. Several files answer an array in upload order.
         *
         *     Example: curl -F "files[]=@photo.jpg" ...
         */
        post: operations["fileImageInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/image-grayscale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert an image to greyscale
         * @description Turns every pixel grey (luminance only, so red, green and blue become equal) and keeps transparency as it is. The EXIF orientation is applied first, so sizes and positions refer to the image as it is displayed. The result keeps the upload's format (HEIC, which cannot be written, becomes PNG; an icon is written with every standard size up to its own), and metadata (EXIF, XMP, ICC profile) is not copied. Animated GIF and WebP stay animated. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" ...
         */
        post: operations["fileImageGrayscale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/image-strip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove EXIF, GPS and other metadata from an image
         * @description Removes all metadata: EXIF (camera, dates, GPS position), XMP, IPTC and the ICC colour profile (colours are converted to sRGB). The orientation is applied to the pixels, so the image still displays upright and no orientation tag is left. Lossy formats are re-encoded at high quality (JPEG 92, WebP 90, AVIF 80); PNG, GIF, TIFF and BMP stay lossless. The EXIF orientation is applied first, so sizes and positions refer to the image as it is displayed. The result keeps the upload's format (HEIC, which cannot be written, becomes PNG; an icon is written with every standard size up to its own), and metadata (EXIF, XMP, ICC profile) is not copied. Animated GIF and WebP stay animated. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" ...
         */
        post: operations["fileImageStrip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/image-resize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resize an image to a width, a height or both
         * @description Scales the image. With only width or only height the other side follows the aspect ratio. With both, fit decides how the image meets that box, as CSS object-fit does: cover (default) fills the box exactly and crops what overflows, keeping the centre; contain shows the whole image exactly in the box and pads the rest with background (transparent, or white for JPEG and BMP); fill stretches to the box, ignoring the aspect ratio; inside fits within the box keeping the aspect ratio (the result may be smaller on one side); outside covers the box keeping the aspect ratio without cropping (the result may be larger on one side). without_enlargement leaves an image smaller than the requested size as it is. The EXIF orientation is applied first, so sizes and positions refer to the image as it is displayed. The result keeps the upload's format (HEIC, which cannot be written, becomes PNG; an icon is written with every standard size up to its own), and metadata (EXIF, XMP, ICC profile) is not copied. Animated GIF and WebP stay animated. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" -F "width=200" ...
         */
        post: operations["fileImageResize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/image-crop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Crop an image to a rectangle
         * @description Keeps the rectangle of width × height pixels whose top-left corner is at x, y (0, 0 being the top-left corner of the image). The rectangle must lie inside the image as displayed: a photo stored sideways with an EXIF orientation is cropped in the upright coordinates a viewer shows. The EXIF orientation is applied first, so sizes and positions refer to the image as it is displayed. The result keeps the upload's format (HEIC, which cannot be written, becomes PNG; an icon is written with every standard size up to its own), and metadata (EXIF, XMP, ICC profile) is not copied. Animated GIF and WebP stay animated. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" -F "width=40" -F "height=40" ...
         */
        post: operations["fileImageCrop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/image-rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an image by any angle
         * @description Turns the image clockwise by degrees (negative turns it anticlockwise). Multiples of 90 are exact: nothing is resampled, and 90 or 270 swap width and height. Any other angle enlarges the image to the bounding box of the turned picture (width·|cos| + height·|sin| wide) and fills the uncovered corners with background: transparent by default, or white for JPEG and BMP. The EXIF orientation is applied first, so sizes and positions refer to the image as it is displayed. The result keeps the upload's format (HEIC, which cannot be written, becomes PNG; an icon is written with every standard size up to its own), and metadata (EXIF, XMP, ICC profile) is not copied. Of an animated GIF or WebP, the first frame is edited. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" -F "degrees=90" ...
         */
        post: operations["fileImageRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/image-flip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mirror an image horizontally or vertically
         * @description Mirrors the image: horizontal swaps left and right, vertical swaps top and bottom, both does the two (the same as turning it 180°). Animated GIF and WebP stay animated when flipped horizontally; a vertical flip edits the first frame. The EXIF orientation is applied first, so sizes and positions refer to the image as it is displayed. The result keeps the upload's format (HEIC, which cannot be written, becomes PNG; an icon is written with every standard size up to its own), and metadata (EXIF, XMP, ICC profile) is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" -F "direction=horizontal" ...
         */
        post: operations["fileImageFlip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/image-thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a thumbnail of an image
         * @description A small preview. Square (default): exactly size × size pixels, cropped to the most interesting part of the image (the region with the most detail, saturation and skin tones) rather than always the centre; an image smaller than that is scaled up so the square is always full. Not square: the whole image scaled to fit inside size × size with its aspect ratio kept; an image already smaller is left at its own size, never enlarged. The EXIF orientation is applied first, so sizes and positions refer to the image as it is displayed. The result keeps the upload's format (HEIC, which cannot be written, becomes PNG; an icon is written with every standard size up to its own), and metadata (EXIF, XMP, ICC profile) is not copied. Of an animated GIF or WebP, the first frame is edited. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" -F "size=128" ...
         */
        post: operations["fileImageThumbnail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/image-blur": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Blur an image (Gaussian blur)
         * @description Softens the image with a Gaussian blur. sigma is the standard deviation of the blur in pixels: about 1 is a slight softening, 10 and more makes details unrecognisable. radius is another way to say it, in pixels (sigma = radius / 2); give one or the other, not both. Without either, sigma is 2. The EXIF orientation is applied first, so sizes and positions refer to the image as it is displayed. The result keeps the upload's format (HEIC, which cannot be written, becomes PNG; an icon is written with every standard size up to its own), and metadata (EXIF, XMP, ICC profile) is not copied. Of an animated GIF or WebP, the first frame is edited. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" -F "sigma=1.5" ...
         */
        post: operations["fileImageBlur"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/heic-to-jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert HEIC to JPEG
         * @description Reads HEIC; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Transparent areas are laid on white (or `background`). Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.heic" ...
         */
        post: operations["fileHeicToJpg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/heic-to-png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert HEIC to PNG
         * @description Reads HEIC; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.heic" ...
         */
        post: operations["fileHeicToPng"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/heic-to-webp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert HEIC to WebP
         * @description Reads HEIC; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.heic" ...
         */
        post: operations["fileHeicToWebp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/jpg-to-png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert JPEG to PNG
         * @description Reads JPEG; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" ...
         */
        post: operations["fileJpgToPng"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/png-to-jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert PNG to JPEG
         * @description Reads PNG; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Transparent areas are laid on white (or `background`). Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@alpha.png" ...
         */
        post: operations["filePngToJpg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/webp-to-jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert WebP to JPEG
         * @description Reads WebP; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Transparent areas are laid on white (or `background`). Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.webp" ...
         */
        post: operations["fileWebpToJpg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/webp-to-png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert WebP to PNG
         * @description Reads WebP; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.webp" ...
         */
        post: operations["fileWebpToPng"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/png-to-webp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert PNG to WebP
         * @description Reads PNG; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@alpha.png" ...
         */
        post: operations["filePngToWebp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/jpg-to-webp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert JPEG to WebP
         * @description Reads JPEG; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" ...
         */
        post: operations["fileJpgToWebp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/image-to-webp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert any image to WebP
         * @description Reads any image (JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC). The EXIF orientation is applied, and metadata is not copied. Animations stay animated. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" ...
         */
        post: operations["fileImageToWebp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/ico-to-png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert ICO to PNG
         * @description Reads ICO; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Of an icon, the largest image is converted. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@big.ico" ...
         */
        post: operations["fileIcoToPng"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/avif-to-jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert AVIF to JPEG
         * @description Reads AVIF; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Transparent areas are laid on white (or `background`). Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.avif" ...
         */
        post: operations["fileAvifToJpg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/avif-to-png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert AVIF to PNG
         * @description Reads AVIF; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.avif" ...
         */
        post: operations["fileAvifToPng"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/avif-to-webp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert AVIF to WebP
         * @description Reads AVIF; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.avif" ...
         */
        post: operations["fileAvifToWebp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/png-to-avif": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert PNG to AVIF
         * @description Reads PNG; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@alpha.png" ...
         */
        post: operations["filePngToAvif"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/jpg-to-avif": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert JPEG to AVIF
         * @description Reads JPEG; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" ...
         */
        post: operations["fileJpgToAvif"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/webp-to-avif": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert WebP to AVIF
         * @description Reads WebP; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.webp" ...
         */
        post: operations["fileWebpToAvif"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/gif-to-png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert GIF to PNG
         * @description Reads GIF; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Of an animation, the first frame is converted. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@animated.gif" ...
         */
        post: operations["fileGifToPng"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/gif-to-jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert GIF to JPEG
         * @description Reads GIF; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Of an animation, the first frame is converted. Transparent areas are laid on white (or `background`). Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@animated.gif" ...
         */
        post: operations["fileGifToJpg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/bmp-to-jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert BMP to JPEG
         * @description Reads BMP; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Transparent areas are laid on white (or `background`). Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.bmp" ...
         */
        post: operations["fileBmpToJpg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/bmp-to-png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert BMP to PNG
         * @description Reads BMP; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.bmp" ...
         */
        post: operations["fileBmpToPng"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/tiff-to-jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert TIFF to JPEG
         * @description Reads TIFF; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Transparent areas are laid on white (or `background`). Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.tiff" ...
         */
        post: operations["fileTiffToJpg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/tiff-to-png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert TIFF to PNG
         * @description Reads TIFF; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.tiff" ...
         */
        post: operations["fileTiffToPng"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/png-to-tiff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert PNG to TIFF
         * @description Reads PNG; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@alpha.png" ...
         */
        post: operations["filePngToTiff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/jpg-to-tiff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert JPEG to TIFF
         * @description Reads JPEG; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" ...
         */
        post: operations["fileJpgToTiff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/png-to-bmp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert PNG to BMP
         * @description Reads PNG; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Transparent areas are laid on white (or `background`). Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@alpha.png" ...
         */
        post: operations["filePngToBmp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/jpg-to-bmp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert JPEG to BMP
         * @description Reads JPEG; any other supported image format is read too, since the format is detected from the bytes. The EXIF orientation is applied, and metadata is not copied. Transparent areas are laid on white (or `background`). Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" ...
         */
        post: operations["fileJpgToBmp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/compress-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compress images
         * @description Reads JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO and HEIC. Each file stays in its own format: JPEG with mozjpeg, PNG as a palette PNG (at most 256 colours), WebP and AVIF re-encoded at `quality`, GIF re-encoded (already lossless, so it seldom shrinks; animations stay animated), TIFF with LZW, BMP as 24-bit (a BMP with transparency is answered unchanged), ICO rebuilt from its largest image at the standard icon sizes. HEIC cannot be written, so a HEIC becomes a PNG, which is only answered when smaller. Metadata (EXIF, GPS, comments, colour profile) is dropped as part of compressing; colours are converted to sRGB and the EXIF orientation is applied first, so the picture still displays upright. The result is never larger than the upload: when re-encoding does not make a file smaller, the upload is answered unchanged (metadata included) with the header X-Compression: original, otherwise X-Compression: compressed. X-Original-Size and X-Output-Size give both sizes in bytes. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" ...
         */
        post: operations["fileCompressImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/compress-jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compress JPEG images
         * @description Reads JPEG only (told from the bytes, not the name); any other file answers 422 `UNSUPPORTED_FILE_FORMAT`. The JPEG is re-encoded with mozjpeg (trellis quantisation, optimised progressive scans) at `quality`. Metadata (EXIF, GPS, comments, colour profile) is dropped as part of compressing; colours are converted to sRGB and the EXIF orientation is applied first, so the picture still displays upright. The result is never larger than the upload: when re-encoding does not make a file smaller, the upload is answered unchanged (metadata included) with the header X-Compression: original, otherwise X-Compression: compressed. X-Original-Size and X-Output-Size give both sizes in bytes. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" ...
         */
        post: operations["fileCompressJpg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/compress-png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compress PNG images
         * @description Reads PNG only (told from the bytes, not the name); any other file answers 422 `UNSUPPORTED_FILE_FORMAT`. The PNG is reduced to a palette of at most 256 colours (transparency kept, dithered so gradients stay smooth; `quality` sets how many colours it may use) and packed at the highest zlib level. This is lossy, usually invisibly so for graphics, screenshots and icons. Metadata (EXIF, GPS, comments, colour profile) is dropped as part of compressing; colours are converted to sRGB and the EXIF orientation is applied first, so the picture still displays upright. The result is never larger than the upload: when re-encoding does not make a file smaller, the upload is answered unchanged (metadata included) with the header X-Compression: original, otherwise X-Compression: compressed. X-Original-Size and X-Output-Size give both sizes in bytes. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@alpha.png" ...
         */
        post: operations["fileCompressPng"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/compress-webp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compress WebP images
         * @description Reads WebP only (told from the bytes, not the name); any other file answers 422 `UNSUPPORTED_FILE_FORMAT`. The WebP is re-encoded as lossy WebP at `quality` with a slower, tighter encoder setting; animations stay animated. Metadata (EXIF, GPS, comments, colour profile) is dropped as part of compressing; colours are converted to sRGB and the EXIF orientation is applied first, so the picture still displays upright. The result is never larger than the upload: when re-encoding does not make a file smaller, the upload is answered unchanged (metadata included) with the header X-Compression: original, otherwise X-Compression: compressed. X-Original-Size and X-Output-Size give both sizes in bytes. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.webp" ...
         */
        post: operations["fileCompressWebp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/image-converter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert images to any format
         * @description Converts JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO or HEIC images to the chosen `format`. The EXIF orientation is applied and metadata is not copied. Animated GIF or WebP stays animated when the target is gif or webp; other targets get the first frame. Of an icon, the largest image is converted; an ico target holds the standard sizes (16 to 256) up to the image's own, each a PNG, the image fitted inside a transparent square. jpg and bmp cannot hold transparency: transparent areas are laid on white, or on `background`. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo.jpg" -F "format=png" ...
         */
        post: operations["fileImageConverter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/favicon-generator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a favicon set from one image
         * @description Makes every icon a web site links from one image (any supported format; square, and at least 512×512, gives the sharpest result), answered as favicon.zip: favicon.ico (16, 32 and 48 px, each a PNG), favicon-16x16.png, -32x32, -48x48, -64x64, -96x96, -128x128, -192x192, -256x256, -384x384 and -512x512, apple-touch-icon.png (180 px, laid on `background_color` since iOS shows no transparency), android-chrome-192x192.png and android-chrome-512x512.png, site.webmanifest (name, short_name, those two icons, theme_color, background_color) and favicon.html, the <link> tags for the page's <head> (the files are meant for the site root). A picture that is not square is fitted whole inside the square, centred, with transparent margins; smaller pictures are enlarged. Of an animation the first frame is used, of an icon its largest image.
         *
         *     Example: curl -F "files[]=@photo.jpg" ...
         */
        post: operations["fileFaviconGenerator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/merge-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge several PDFs into one, with a bookmark per file
         * @description Joins 2 to 20 PDFs into one, in upload order, keeping every page as it is (size, rotation, links inside each page). The result has one bookmark per input, titled with its file name without the extension, that jumps to its first page; the inputs' own bookmarks, form fields and document information are not carried over. The merged document may have at most PDF_MAX_PAGES pages in total (413 otherwise). Encrypted inputs are opened with password (the same one for all); files that only restrict printing or editing open without it. The result is not encrypted.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" ...
         */
        post: operations["fileMergePdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/split-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Split a PDF into several PDFs, by page or by ranges
         * @description Without ranges, every page becomes a PDF of its own (report-1.pdf, report-2.pdf...). With ranges, each comma-separated group becomes one PDF: "1-3,5,7-" gives report-1-3.pdf, report-5.pdf and report-7-<last>.pdf; groups may overlap. Several results answer a ZIP; a single group answers that PDF. Each part keeps the document information (title, author...) but not bookmarks or form fields. An encrypted input is opened with password (a file that only restricts printing or editing opens without it); the result is not encrypted. Several uploaded files answer one ZIP with a folder per file.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" ...
         */
        post: operations["fileSplitPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/rotate-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate pages of a PDF by 90, 180 or 270 degrees
         * @description Turns the selected pages (every page by default) clockwise by degrees; -90 turns them counter-clockwise (the same as 270). The turn adds to the rotation a page already has, so a page shown at 90° and turned by 90 ends at 180°. Only the pages' display rotation changes: their content, bookmarks, links and form fields are kept as they are. An encrypted input is opened with password (a file that only restricts printing or editing opens without it); the result is not encrypted. Several files answer a ZIP.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" -F "degrees=180" -F "pages=2" ...
         */
        post: operations["fileRotatePdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/delete-pages-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove pages from a PDF
         * @description Removes the selected pages and keeps the others in their order. At least one page must remain (422 otherwise). The result is a new document made of the remaining pages, so nothing of the removed pages is left in the file; it keeps the document information (title, author...) but not bookmarks or form fields. An encrypted input is opened with password (a file that only restricts printing or editing opens without it); the result is not encrypted. Several files answer a ZIP.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" -F "pages=1,3" ...
         */
        post: operations["fileDeletePagesPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/reorder-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the pages of a PDF in a new order
         * @description order lists pages and ascending ranges in their new order, such as "3,1,2" or "2-3,1". Each page may be named once (422 otherwise). Pages not named follow in their original order, so "3" moves page 3 to the front; with drop_unlisted=1 they are left out instead. The result is a new document made of those pages; it keeps the document information (title, author...) but not bookmarks or form fields. An encrypted input is opened with password (a file that only restricts printing or editing opens without it); the result is not encrypted. Several files answer a ZIP.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" -F "order=3" ...
         */
        post: operations["fileReorderPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/protect-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Encrypt a PDF with a password (AES-256)
         * @description Encrypts the PDF with AES-256 (PDF 2.0 security handler, revision 6): it opens only with password. The permissions say what a reader opening it with that password may do; modifying also covers inserting, deleting and rotating pages, annotating also covers filling in forms. They are honoured by readers, not enforced by the encryption. owner_password lifts them; without one, a random 32-character owner password is used and not kept, so nobody can lift them (unlock-pdf with password still removes the encryption altogether). A file that is already encrypted is refused: remove its password first with unlock-pdf. Several files answer a ZIP.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" -F "password=secret" -F "allow_printing=false" ...
         */
        post: operations["fileProtectPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/unlock-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the password and restrictions from a PDF
         * @description Decrypts the PDF with password and answers it unencrypted, without printing or editing restrictions. A file that opens without a password (only an owner password restricts it) needs none. A wrong password answers 422 BAD_PASSWORD, a missing one 422 PDF_PASSWORD_REQUIRED, a damaged file 422 MALFORMED_PDF. A file that is not encrypted comes back unchanged (byte for byte) rather than failing, so a batch can mix both. Several files answer a ZIP.
         *
         *     Example: curl -F "files[]=@encrypted.pdf" -F "password=secret" ...
         */
        post: operations["fileUnlockPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/pdf-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a PDF's pages, page sizes, metadata, encryption and fonts
         * @description Describes each PDF without changing it: pages; page_sizes for the first 50 pages (crop box before rotation, in points and millimetres, rotation, and paper: A4, Letter, Legal, A3 or A5 in either orientation within 1 pt, else null); uniform_size (all pages the same size); title, author, subject, keywords, creator, producer, creation_date and modification_date (ISO 8601, null when absent); pdf_version from the file header; encrypted, and encryption (algorithm such as AES-256, revision, password_required, whether it could be opened, and the permissions for printing, copying, modifying, annotating, filling_forms and assembling); fonts (names used by the pages and the forms they draw, subset prefixes such as ABCDEF+ removed, at most 100); has_outline (bookmarks); form_fields; size_bytes. An encrypted file is described without its password as far as possible (pages, sizes, fonts): its metadata is then null. With password its metadata is read too; a wrong password answers 422 BAD_PASSWORD. Files over the PDF_MAX_PAGES limit of the editing operations are described too. Several files answer an array in upload order.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" ...
         */
        post: operations["filePdfInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/jpg-to-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a PDF from JPEG images, one page per image
         * @description Reads JPEG and PNG images (the format is detected from the bytes) and makes one PDF with a page per image, in upload order. The EXIF orientation is applied, so photos stand the way they were taken. An image's size on the page comes from its recorded density (dpi, when between 36 and 2400) or else 96 dpi. With page_size=fit each page is that size plus the margins. On a4 or letter paper the image is centred inside the margins and shrunk to fit; it is never enlarged, which would only blur it. A page side never passes 14400 pt (200 inches), the largest PDF readers accept: larger images are shrunk. JPEG images are written again at quality 92 and PNG images losslessly, transparency kept. The PDF is named after the first image.
         *
         *     Example: curl -F "files[]=@photo.jpg" -F "page_size=a4" ...
         */
        post: operations["fileJpgToPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/png-to-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a PDF from PNG images, one page per image
         * @description Reads PNG and JPEG images (the format is detected from the bytes) and makes one PDF with a page per image, in upload order. The EXIF orientation is applied, so photos stand the way they were taken. An image's size on the page comes from its recorded density (dpi, when between 36 and 2400) or else 96 dpi. With page_size=fit each page is that size plus the margins. On a4 or letter paper the image is centred inside the margins and shrunk to fit; it is never enlarged, which would only blur it. A page side never passes 14400 pt (200 inches), the largest PDF readers accept: larger images are shrunk. JPEG images are written again at quality 92 and PNG images losslessly, transparency kept. The PDF is named after the first image.
         *
         *     Example: curl -F "files[]=@photo.png" -F "page_size=a4" ...
         */
        post: operations["filePngToPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/sign-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stamp a visible signature on a PDF page
         * @description Draws a signature on one page (default the last): an image sent in the file field `signature` (PNG with transparency, or JPEG), an image in `signature_data_url`, or a typed `text` written in Dancing Script, a handwriting font embedded (subset) in the PDF. Exactly one of the three. By default it sits in the bottom-right corner, 36 pt from the edges; `x` and `y` place its bottom-left corner instead, in points from the page's bottom-left corner as displayed (rotated pages included). It must fit on the page: otherwise the answer is 422 with the sizes involved. With `date` the current date is written under it. This is a visible mark, not a cryptographic digital signature. Everything else in the PDF is kept; several PDFs get the same signature and answer one ZIP.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" -F "text=Ada Lovelace" -F "date=true" ...
         */
        post: operations["fileSignPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/watermark-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lay a text or image watermark over PDF pages
         * @description Draws a `text`, or an image sent in the file field `image` (PNG, transparency kept, or JPEG), over the selected pages (default all), at the given opacity. Exactly one of the two. An image is scaled to 50 % of the page's width (less when that would pass 50 % of its height). Positions are taken on the page as displayed, so rotated pages get an upright watermark. The text stays selectable. Everything else in the PDF is kept; several PDFs get the same watermark and answer one ZIP.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" -F "text=CONFIDENTIAL" ...
         */
        post: operations["fileWatermarkPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/page-numbers-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write page numbers on a PDF
         * @description Writes a number on each selected page (default all), from `start`, in `format`. Numbers count pages from the first numbered one: with pages=2- and start=1 the cover stays blank and page 2 reads 1. A page left out in the middle still takes its number (pages=1-3,5 numbers page 5 as 5), and {total} is the number the last numbered page shows. Positions are taken on the page as displayed, so rotated pages are numbered upright. Everything else in the PDF is kept; several PDFs are numbered each on its own and answer one ZIP.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" -F "format={n} / {total}" -F "position=bottom-right" ...
         */
        post: operations["filePageNumbersPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/compress-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a PDF smaller by re-encoding its images
         * @description Re-encodes the images as JPEG at `quality`: JPEG images, and losslessly stored (Flate) ones without transparency, in 8-bit grey or RGB. An image whose longer side has more pixels than `dpi` needs across the longer side of the document's largest page is downsampled to that; where it is actually drawn is not measured, so an image drawn smaller than the page keeps more pixels than `dpi` alone would. Images that are unusual (CMYK, indexed colours, 16-bit, masks and images with masks, JBIG2, JPEG 2000) are kept as they are, as is any image that would not get smaller. Streams stored uncompressed are deflated, objects nothing refers to are dropped, and the rest is packed into object streams. Text, fonts and vector graphics are untouched. The result is never larger than the upload: when nothing gets smaller the upload itself comes back. The headers X-Compression (compressed or original), X-Original-Size and X-Output-Size (bytes) tell which. Several PDFs answer one ZIP.
         *
         *     Example: curl -F "files[]=@photo-page.pdf" ...
         */
        post: operations["fileCompressPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/pdf-to-jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render PDF pages to JPEG images
         * @description Draws each selected page of a PDF (every page by default) as a JPEG image at `dpi` dots per inch, on white paper, with pdf.js. The image is the displayed page (crop box, with the page's rotation applied) at that resolution: an A4 page at 150 dpi is 1240×1754 pixels, a US Letter page 1275×1650. Each image is named after the PDF and its page number (report-1.jpg, report-3.jpg…), also when only one page is selected, so the name always says which page it is. One page answers the image itself; several answer a ZIP of images; several PDFs in one request answer one ZIP with a folder per PDF that gave several images. An encrypted PDF needs its password in `password` (422 PDF_ENCRYPTED without it, BAD_PASSWORD when wrong). Limits, checked before anything is drawn: at most the server's render limit of pages per request (100 by default), each page at most the image pixel limit at the chosen dpi (40 million by default; ask for a lower dpi or fewer pages), both answered 413; compressed streams that inflate past the server's limit are refused as decompression bombs (413), and an image inside a page larger than the pixel limit is left out of the drawing.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" -F "dpi=72" ...
         */
        post: operations["filePdfToJpg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/pdf-to-png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render PDF pages to PNG images
         * @description Draws each selected page of a PDF (every page by default) as a PNG image at `dpi` dots per inch, on white paper, with pdf.js. The image is the displayed page (crop box, with the page's rotation applied) at that resolution: an A4 page at 150 dpi is 1240×1754 pixels, a US Letter page 1275×1650. Each image is named after the PDF and its page number (report-1.png, report-3.png…), also when only one page is selected, so the name always says which page it is. One page answers the image itself; several answer a ZIP of images; several PDFs in one request answer one ZIP with a folder per PDF that gave several images. An encrypted PDF needs its password in `password` (422 PDF_ENCRYPTED without it, BAD_PASSWORD when wrong). Limits, checked before anything is drawn: at most the server's render limit of pages per request (100 by default), each page at most the image pixel limit at the chosen dpi (40 million by default; ask for a lower dpi or fewer pages), both answered 413; compressed streams that inflate past the server's limit are refused as decompression bombs (413), and an image inside a page larger than the pixel limit is left out of the drawing.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" -F "dpi=72" ...
         */
        post: operations["filePdfToPng"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/pdf-to-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extract the text of a PDF
         * @description Reads the text a PDF draws (with pdf.js), page by page: `pages` lists each selected page as { page, text } (1-based page numbers), `text` joins them in that order separated by a form feed (\f, as pdftotext does), and `characters` counts the Unicode characters of `text`; `page_count` is the number of pages of the document. Lines are rebuilt from where the pieces of text sit on the page, in the order the page draws them (which is the reading order for what word processors write; columns laid out side by side may interleave): a piece whose baseline moves by more than half the font size starts a new line, and a visible gap between pieces becomes a space. Text inside images (scans) is not recognised: such pages answer an empty text. An encrypted PDF needs its password in `password`. Several PDFs answer an array in upload order.
         *
         *     Example: curl -F "files[]=@three-pages.pdf" ...
         */
        post: operations["filePdfToText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/excel-to-csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert an Excel sheet to CSV
         * @description Writes one sheet of an Excel workbook (XLSX) as CSV (UTF-8, RFC 4180: fields quoted when they hold the delimiter, a quote or a line break, CRLF after every row), named after the upload. Cells are written as the sheet shows their values: a formula as its last calculated result, rich text as plain text, numbers in their shortest form without the cell's number format, TRUE and FALSE, dates in ISO 8601 (2024-03-01, 2024-03-01T14:30:00, or 14:30:00 for a time of day), errors as their code (#N/A). The rows run from A1 to the last non-empty row and column, blanks included; a merged range keeps its value in its first cell. With all_sheets=1 the answer is a ZIP with one CSV per sheet, named <file>-<sheet>.csv. A sheet may have at most 100,000 rows and 5,000,000 cells (413 beyond). Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@table.xlsx" ...
         */
        post: operations["fileExcelToCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/csv-to-excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert CSV to an Excel workbook
         * @description Makes an Excel workbook (XLSX) with one sheet from a CSV file (UTF-8, RFC 4180: quoted fields may hold delimiters, quotes written "" and line breaks), named after the upload. The delimiter is the one given, or else the most frequent of comma, semicolon and tab in the first record (outside quotes), comma when none is found. With types=1 (the default) fields written as numbers (such as -12, 3.5, 1e6; not 007, 1,5 or numbers of more than 15 significant digits, which a cell could not hold exactly) become number cells and true/false (any case) become boolean cells; everything else, and every field with types=0, stays text exactly as written. Empty fields make empty cells; blank lines are skipped. At most 100,000 rows and 5,000,000 cells (413 beyond), 1,000 columns per row. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@table.csv" ...
         */
        post: operations["fileCsvToExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/excel-to-json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read an Excel sheet as JSON rows
         * @description Reads one sheet of an Excel workbook (XLSX), or every sheet with all_sheets=1, and answers { sheets: [{ name, rows }] } in workbook order. With header=1 (the default) the first non-blank row names the properties (a blank name becomes column_<n>, a repeated one gets _2, _3…) and each later row is an object with every property, null where the cell is blank; with header=0 each row is an array. Blank rows are left out. Values keep their type: numbers, true and false, text; dates become ISO 8601 text (2024-03-01, 2024-03-01T14:30:00, or 14:30:00 for a time of day); a formula gives its last calculated result and an error its code (#N/A). A sheet may have at most 100,000 rows and 5,000,000 cells, and the result at most 50,000,000 characters (413 beyond). Several files answer an array in upload order.
         *
         *     Example: curl -F "files[]=@table.xlsx" ...
         */
        post: operations["fileExcelToJson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/json-to-excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert JSON rows to an Excel workbook
         * @description Makes an Excel workbook (XLSX) from a JSON file, named after the upload. The JSON is an array of objects (one row each; the header row lists every key in the order first seen, and a row without a key leaves that cell empty), an array of arrays (one row each, no header added), or an object whose values are such arrays: one sheet per key, named after it. Numbers, true/false and text become typed cells, null an empty cell, and nested objects or arrays their JSON text. Any other shape answers 422 naming where it went wrong. At most 256 sheets, 100,000 rows and 5,000,000 cells per sheet (413 beyond); an Excel cell holds at most 32,767 characters. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@rows.json" ...
         */
        post: operations["fileJsonToExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/word-to-html": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert a Word document to HTML
         * @description Converts a Word document (DOCX) to a complete UTF-8 HTML page, named after the upload. The structure is kept (headings, paragraphs, bold and italic, lists, tables, links, footnotes) and the looks are not (fonts, colours, sizes, page layout); styles without an HTML equivalent are dropped silently. Images are embedded as data: URIs, at most 50 MiB of them (413 beyond); files the document only links to are never fetched. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@letter.docx" ...
         */
        post: operations["fileWordToHtml"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/word-to-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extract the text of a Word document
         * @description Extracts the text of a Word document (DOCX) as a UTF-8 text file, named after the upload with .txt. Each paragraph is one line, with a blank line between paragraphs; list items and table cells are paragraphs too (a cell per line, row by row). Formatting and images are left out. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@letter.docx" ...
         */
        post: operations["fileWordToText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/word-to-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert a Word document to PDF
         * @description Converts a Word document (DOCX) to PDF with LibreOffice, keeping its layout, fonts (those installed on the server; others are substituted) and images, named after the upload. Macros never run and linked content (images or data the document points to elsewhere) is not fetched. This operation needs LibreOffice on the server: without it the answer is 503 CONVERTER_MISSING. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@letter.docx" ...
         */
        post: operations["fileWordToPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/excel-to-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert an Excel workbook to PDF
         * @description Converts an Excel workbook (XLSX) to PDF with LibreOffice: every sheet's print area (or used range), paginated as the workbook's page setup says, named after the upload. Formulas show their last calculated results; macros never run and external data and links are not refreshed. This operation needs LibreOffice on the server: without it the answer is 503 CONVERTER_MISSING. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@table.xlsx" ...
         */
        post: operations["fileExcelToPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/html-to-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert an HTML page to PDF
         * @description Prints an uploaded HTML file (UTF-8) to PDF with headless Chromium, laid out by its print styles: US Letter with Chromium's default margins unless an @page rule sets the size and margins, backgrounds included, no header or footer; named after the upload. The page is self-contained by force: scripts, frames, objects, embeds, <link> and <meta http-equiv> are removed, event-handler attributes dropped, and every URL in attributes and CSS (src, href, url(), @import) that is not a data: URI or a #fragment is removed, so images and styles must be inline or embedded as data: URIs. Nothing is fetched from the network or the server's files and no JavaScript runs. This operation needs Chromium on the server: without it the answer is 503 CONVERTER_MISSING. Several files in one request answer one ZIP.
         *
         *     Example: curl -F "files[]=@page.html" ...
         */
        post: operations["fileHtmlToPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's plan, limit, used and remaining calls, and the reset time; consumes nothing */
        get: operations["usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/{image}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A QR code or barcode image from the signed `url` of generate/qr or generate/barcode; consumes no quota
         * @description Only links handed out by those operations work: the query is signed by the service and expires (SIGNED_URL_TTL_SECONDS). Use `data_uri` from the same result for a copy that never expires.
         */
        get: operations["generatedImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Up to 100 independent calls of operations that take no files, in one request; each one is counted and answered as it would be alone
         * @description Each call runs with the batch's own key, address and language prefix, in order. A bad call (an unknown operation, invalid parameters, a file operation, a spent allowance) answers its own error in its slot and does not stop the others. The batch itself counts nothing beyond its calls; its X-RateLimit-* headers are those of its last counted call.
         */
        post: operations["batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operations chained in one call: the input goes into the first step, each step's value into the next
         * @description Each operation takes the chain's value in one parameter and hands on one part of its answer: `x-pipeline` on each operation says which (`takes`: a parameter, `files[]` or null for none; `gives`: `result`, a field such as `result.hash`, or `files`). A step may take an earlier value instead with `input`: `$0` is the pipeline's input, `$n` step n's value, `$n.result.<path>` a field of its result (numbers for list positions). A JSON value reaching a text parameter arrives as compact JSON text. The whole chain is checked before any step runs; a refusal or a failure answers the step's own status and error envelope with `step` set. Each step counts as one call of its operation (a chain refused before running counts one; a caller with fewer calls left than steps gets 429 and nothing runs). Consecutive image steps run in one decode and one encode. When the last step gives files, the answer is that file (or a ZIP of several) exactly as the operation alone sends it.
         */
        post: operations["pipeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep files for later calls, which take their file_id instead of the bytes; consumes no quota
         * @description The files are kept for FILE_STORE_TTL_S seconds (an hour by default) and only the key that uploaded them (or, without a key, the same address) can use them. The limits of file operations apply: UPLOAD_LIMIT_BYTES per file, MAX_FILES files, UPLOAD_TOTAL_BYTES in all. Any format the service reads is accepted; the media type is read from the bytes. One file answers one StoredFile, several answer a list in upload order.
         */
        post: operations["fileUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored file, from a signed download link the service handed out; consumes no quota
         * @description Only links signed by the service work, until they expire; the file is sent as an attachment with the media type read from its bytes.
         */
        get: operations["fileContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a free account; the answer holds its API key, shown this once */
        post: operations["accountSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a session (cookie) */
        post: operations["accountLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session */
        post: operations["accountLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account: plan, usage this period, daily usage for 31 days, key prefix and last four */
        get: operations["account"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/rotate-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the API key; the answer holds the new key, shown this once */
        post: operations["accountRotateKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/webhook-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The secret that signs this account's webhooks (whsec_…), made on first use
         * @description Each delivery carries webhook-id, webhook-timestamp and webhook-signature (v1,<base64 HMAC-SHA256 of "id.timestamp.body">, keyed with the base64-decoded part after whsec_), as Standard Webhooks specifies; the SDK's verifyWebhook checks them.
         */
        get: operations["accountWebhookSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/webhook-secret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the webhook secret; deliveries from now on are signed with the new one */
        post: operations["accountWebhookSecretRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The caller allowance after this call */
        Quota: {
            /** @enum {string} */
            tier?: "anonymous" | "free" | "paid";
            plan?: string;
            limit?: number;
            remaining?: number;
            /** @enum {string} */
            period?: "day" | "month";
        };
        PipelineRequest: {
            /** @description The input of the first step: a text or any JSON value (or, in a multipart request, files in files[]) */
            input?: unknown;
            /** @description The steps, in order (at most PIPELINE_MAX_STEPS, 20 by default) */
            steps: {
                /**
                 * @description The operation, category/name as in its URL
                 * @example text/case
                 */
                op: string;
                /** @description Its parameters, as its own schema takes them, without the one the chain fills */
                params?: Record<string, never>;
                /**
                 * @description Take this value instead of the previous step's: $0, $n or $n.result.<path>
                 * @example $1.result.payload.sub
                 */
                input?: string;
            }[];
            /**
             * @description last: the last step's result; all: every step's, in order
             * @default last
             * @enum {string}
             */
            return: "last" | "all";
        };
        PipelineAnswer: {
            /** @constant */
            ok: true;
            /** @description The last step's result, exactly as the operation alone answers it; with "return": "all", the list of every step's result, a step that gives files as a list of {name, type, size} */
            result: unknown;
            /** @description Each step, in order, with the time it took */
            steps: {
                /** @description The step's operation, category/name */
                op: string;
                /** @description Milliseconds the step took */
                ms: number;
                /** @description true when the step ran in one image pass with its neighbours */
                fused?: boolean;
            }[];
            quota?: components["schemas"]["Quota"];
        };
        ErrorEnvelope: {
            /** @constant */
            ok: false;
            /** @description What went wrong and what to change, in the language of the path prefix */
            error: string;
            /**
             * @description A stable machine-readable code
             * @example PARAM_REQUIRED
             * @enum {string}
             */
            code: "BAD_REQUEST" | "CREDENTIALS_IN_QUERY" | "FORBIDDEN_PROPERTY" | "INVALID_BODY" | "INVALID_HOST" | "INVALID_JSON" | "ADMIN_TOKEN_REQUIRED" | "INVALID_API_KEY" | "LOGIN_FAILED" | "METRICS_TOKEN_REQUIRED" | "NOT_LOGGED_IN" | "ACCOUNT_REQUIRED" | "CROSS_SITE_REQUEST" | "FILE_LINK_INVALID" | "IMAGE_LINK_INVALID" | "METRICS_LOCAL_ONLY" | "METRICS_TOKEN_WRONG" | "ACCOUNT_NOT_FOUND" | "DOMAIN_NOT_FOUND" | "FILE_NOT_FOUND" | "MCP_UNKNOWN_TOOL" | "NOT_FOUND" | "VIDEO_NOT_FOUND" | "METHOD_NOT_ALLOWED" | "REQUEST_TIMEOUT" | "EMAIL_TAKEN" | "FILE_EXPIRED" | "FILE_LINK_EXPIRED" | "IMAGE_LINK_EXPIRED" | "BODY_TOO_LARGE" | "FILE_TOO_LARGE" | "IMAGE_TOO_LARGE" | "OFFICE_IMAGES_TOO_LARGE" | "OFFICE_OUTPUT_TOO_LARGE" | "OFFICE_TOO_LARGE" | "OFFICE_TOO_MANY_CELLS" | "OFFICE_TOO_MANY_COLUMNS" | "OFFICE_TOO_MANY_PARTS" | "OFFICE_TOO_MANY_ROWS" | "OFFICE_TOO_MANY_SHEETS" | "OUTPUT_TOO_LARGE" | "PDF_MERGE_TOO_MANY_PAGES" | "PDF_STREAM_TOO_LARGE" | "PDF_TOO_MANY_PAGES" | "PDF_TOTAL_INFLATE_TOO_LARGE" | "RENDER_PAGE_TOO_LARGE" | "RENDER_TOO_MANY_PAGES" | "TEXT_TOO_LARGE" | "TOO_MANY_FILES" | "TOO_MANY_PARTS" | "UPLOADS_TOO_LARGE" | "MCP_UPLOAD_TOO_LARGE" | "JSON_BODY_REQUIRED" | "UNSUPPORTED_MEDIA_TYPE" | "UPLOAD_REQUIRED" | "ADDRESS_NOT_ALLOWED" | "ADSENSE_PAGEVIEWS_NEGATIVE" | "AGE_BIRTH_AFTER_AT" | "AGE_DATE_DAY" | "AGE_DATE_FORMAT" | "AGE_DATE_MONTH" | "ARGON2_COST_LIMIT" | "ARGON2_HASH_MALFORMED" | "ARGON2_MEMORY_PER_LANE" | "ARGON2_VERSION" | "BAD_PASSWORD" | "BARCODE_ASCII_ONLY" | "BATCH_CALL_INVALID" | "BATCH_CALLS_INVALID" | "BATCH_FILE_OPERATION" | "MCP_ARGUMENT_INVALID" | "MCP_FILE_IDS_REQUIRED" | "PIPELINE_FORMAT_MISMATCH" | "PIPELINE_INPUT_AND_FILES" | "PIPELINE_INVALID" | "PIPELINE_NEEDS_FILES" | "PIPELINE_NEEDS_VALUE" | "PIPELINE_PARAM_FROM_CHAIN" | "PIPELINE_REFERENCE_FILES" | "PIPELINE_REFERENCE_INVALID" | "PIPELINE_REFERENCE_MISSING" | "PIPELINE_RETURN_INVALID" | "PIPELINE_STEP_INVALID" | "PIPELINE_STEP_NOT_OBJECT" | "PIPELINE_STEP_UNKNOWN_FIELD" | "PIPELINE_STEPS_NOT_JSON" | "PIPELINE_UNKNOWN_FIELD" | "PIPELINE_TAKES_NOTHING" | "PIPELINE_TOO_LONG" | "PIPELINE_UNKNOWN_OPERATION" | "BARCODE_CHECK_DIGIT" | "BARCODE_CODE39_CHARS" | "BARCODE_CODE93_CHARS" | "BARCODE_DIGITS_ONLY" | "BARCODE_DIGIT_COUNT" | "BARCODE_EVEN_DIGITS" | "BARCODE_INVALID" | "BARCODE_TOO_LARGE" | "BARCODE_TOO_LONG" | "BARCODE_UPCE_NUMBER_SYSTEM" | "BASE32_INVALID_CHAR" | "BASE32_LENGTH" | "BASE32_MISPLACED_PADDING" | "BASE32_PADDING" | "BASE64_INVALID_CHAR" | "BASE64_LENGTH" | "BASE64_MISPLACED_PADDING" | "BASE64_PADDING" | "BASE_INVALID_DIGIT" | "BASE_NO_DIGITS" | "BCRYPT_COST_LIMIT" | "BCRYPT_HASH_MALFORMED" | "BCRYPT_PASSWORD_TOO_LONG" | "BINARY_GROUP_LENGTH" | "BINARY_INVALID_CHAR" | "BINARY_LENGTH" | "BLUR_SIGMA_OR_RADIUS" | "BODY_FAT_HIP_REQUIRED" | "BODY_FAT_OUT_OF_RANGE" | "BODY_FAT_WAIST_HIP_NECK" | "BODY_FAT_WAIST_NECK" | "CALC_OUT_OF_RANGE" | "COLOR_INVALID_HEX" | "COLOR_INVALID_RGB" | "CORRUPT_IMAGE" | "CPM_NO_IMPRESSIONS" | "CROP_OUTSIDE" | "CSV_DELIMITER" | "CSV_NO_HEADER" | "CSV_TEXT_AFTER_QUOTE" | "CSV_TOO_MANY_COLUMNS" | "CSV_TOO_MANY_FIELDS" | "CSV_TOO_MANY_ROWS" | "CSV_UNCLOSED_QUOTE" | "CURRENCY_NO_RATE" | "CURRENCY_UNKNOWN" | "CUSTOM_LIMIT_REQUIRED" | "DATA_URL_INVALID" | "DATE_BAD_DAY" | "DATE_BAD_MONTH" | "DATE_BAD_OFFSET" | "DATE_BAD_TIME" | "DATE_IS_RANGE" | "DATE_PARTLY_READ" | "DATE_UNREADABLE" | "DATE_YEAR_RANGE" | "DOMAIN_IS_IP" | "EMPTY_FILE" | "FILES_NOT_ACCEPTED" | "FILE_REQUIRED" | "FINANCE_BREAK_EVEN_NO_MARGIN" | "FINANCE_CAGR_END" | "FINANCE_CAGR_START" | "FINANCE_DOWN_PAYMENT_TOO_LARGE" | "FINANCE_DTI_INCOME" | "FINANCE_INFLATION_TOTAL_LOSS" | "FINANCE_MONTHS_TOO_FEW" | "FINANCE_NEGATIVE_AMOUNT" | "FINANCE_RATE_BELOW_TOTAL_LOSS" | "FINANCE_REFINANCE_NO_SAVING" | "FINANCE_ROI_COST" | "FINANCE_RULE72_RATE" | "FINANCE_WHOLE_MONTHS" | "FINANCE_YEARS_NOT_POSITIVE" | "FIND_EMPTY" | "FIND_INVALID_REGEX" | "FIND_REGEX_TOO_LONG" | "FUEL_EFFICIENCY_POSITIVE" | "GENERATE_COLOR_INVALID" | "HASH_UNRECOGNISED" | "HEALTH_AGE_RANGE" | "HEALTH_BMR_NOT_POSITIVE" | "HEALTH_CIRCUMFERENCE_RANGE" | "HEALTH_HEIGHT_RANGE" | "HEALTH_WEIGHT_RANGE" | "HEX_INVALID_CHAR" | "HEX_ODD_LENGTH" | "HMAC_INPUT_ENCODING" | "HOST_NOT_FOUND" | "IDEAL_WEIGHT_TOO_SHORT" | "IMAGE_FAILED" | "IMAGE_OUTPUT_TOO_LARGE" | "INTERVAL_FRACTION" | "INTERVAL_INVALID" | "INTERVAL_TOO_LARGE" | "INTERVAL_UNIT" | "INVALID_DOMAIN" | "INVALID_REGEX" | "INVALID_ROMAN" | "INVALID_URL" | "INVALID_UTF8" | "INVALID_VIDEO" | "JSON_BAD_ESCAPE" | "JSON_BAD_LITERAL" | "JSON_BAD_NUMBER" | "JSON_CONTROL_CHAR" | "JSON_EMPTY" | "JSON_EXPECTED_COLON" | "JSON_EXPECTED_COMMA_OR_BRACE" | "JSON_EXPECTED_COMMA_OR_BRACKET" | "JSON_EXPECTED_KEY" | "JSON_EXPECTED_VALUE" | "JSON_TRAILING_CONTENT" | "JSON_UNCLOSED_ARRAY" | "JSON_UNCLOSED_OBJECT" | "JSON_UNTERMINATED_STRING" | "JWT_BASE64" | "JWT_BASE64_LENGTH" | "JWT_ENCRYPTED" | "JWT_PARTS" | "JWT_PART_EMPTY" | "JWT_PART_NOT_JSON" | "JWT_PART_NOT_OBJECT" | "JWT_PART_NOT_TEXT" | "MALFORMED_PDF" | "MARGIN_ZERO_PRICE" | "MARKDOWN_OUTPUT_TOO_LARGE" | "MARKDOWN_TIMEOUT" | "MARKDOWN_TOO_MANY_ELEMENTS" | "MARKUP_ZERO_COST" | "MORSE_INVALID_CHAR" | "MORSE_UNKNOWN_CODE" | "MORSE_UNSUPPORTED_CHAR" | "NOT_HTML" | "NUMBER_EXPONENT" | "NUMBER_FRACTION" | "NUMBER_INVALID" | "NUMBER_TOO_LONG" | "NUMBER_UNDERSCORE" | "OFFICE_CELL_TOO_LONG" | "OFFICE_CONVERSION_FAILED" | "OFFICE_HTML_TOO_DEEP" | "OFFICE_JSON_SHAPE" | "OFFICE_MALFORMED" | "OFFICE_SHEET_NAME" | "OFFICE_SHEET_NOT_FOUND" | "PACE_DISTANCE_POSITIVE" | "PACE_MINUTES_POSITIVE" | "PAGES_INVALID" | "PAGE_NUMBER_FORMAT" | "PAGE_OUT_OF_RANGE" | "PARAM_BETWEEN" | "PARAM_ENUM" | "PARAM_FORMAT" | "PARAM_INVALID" | "PARAM_MAX" | "PARAM_MAX_EXCLUSIVE" | "PARAM_MAX_LENGTH" | "PARAM_MIN" | "PARAM_MIN_EXCLUSIVE" | "PARAM_MIN_LENGTH" | "PARAM_NOT_BOOLEAN" | "PARAM_NOT_INTEGER" | "PARAM_NOT_NUMBER" | "PARAM_NOT_STRING" | "PARAM_REQUIRED" | "PAYMENT_FEE_FULL_RATE" | "PDF_ALREADY_ENCRYPTED" | "PDF_DELETE_ALL_PAGES" | "PDF_ENCRYPTED" | "PDF_MERGE_NEEDS_TWO" | "PDF_ORDER_DUPLICATE" | "PDF_PASSWORD_REQUIRED" | "PDF_SAME_PASSWORDS" | "PERCENTAGE_CHANGE_FROM_ZERO" | "PERCENTAGE_OF_ZERO_WHOLE" | "QR_SIZE_TOO_SMALL" | "QR_TEXT_TOO_LONG" | "QUADRATIC_A_ZERO" | "RANDOM_MIN_ABOVE_MAX" | "RANDOM_NOT_WHOLE" | "RANDOM_TOO_LARGE_FOR_DECIMALS" | "RANDOM_TOO_MANY_DECIMALS" | "REDIRECT_REFUSED" | "REGEX_DELIMITER" | "REGEX_FLAG_UNGREEDY" | "REGEX_NO_END_DELIMITER" | "REGEX_OUTPUT_TOO_LARGE" | "REGEX_TIMEOUT" | "REGEX_UNKNOWN_FLAGS" | "RESIZE_NEEDS_SIZE" | "RESULT_YEAR_RANGE" | "ROMAN_RANGE" | "SALARY_BOTH" | "SALARY_NEITHER" | "SIGNATURE_OUTSIDE_PAGE" | "SIGNATURE_SOURCE" | "SPEED_NONE" | "SPEED_ONE" | "SPEED_THREE" | "SPEED_TIME_POSITIVE" | "SPEED_ZERO" | "STATS_NOT_A_NUMBER" | "STATS_NO_NUMBERS" | "STATS_NUMBER_TOO_LARGE" | "STATS_SD_TOO_FEW" | "STATS_TOO_MANY" | "TAKE_HOME_NEGATIVE" | "TEMPERATURE_BELOW_ABSOLUTE_ZERO" | "TEXT_UNSUPPORTED_CHARACTERS" | "TIMESTAMP_RANGE" | "TIMEZONE_INVALID" | "TOO_COMPLEX" | "TOO_DEEP" | "TOO_MANY_REDIRECTS" | "TS_ROOT_NAME" | "UNICODE_ESCAPE_MALFORMED" | "UNICODE_ESCAPE_RANGE" | "UNICODE_LONE_SURROGATE" | "UNIT_AMBIGUOUS" | "UNIT_OTHER_CATEGORY" | "UNIT_UNKNOWN" | "UNKNOWN_FILE_FIELD" | "UNSUPPORTED_FILE_FORMAT" | "URL_INVALID" | "URL_INVALID_UTF8" | "WEBHOOK_URL_INVALID" | "WEBHOOK_URL_REFUSED" | "URL_LONE_SURROGATE" | "URL_MALFORMED_ESCAPE" | "WATERMARK_SOURCE" | "WORDS_INVALID" | "WORDS_LANGUAGE" | "WORDS_TOO_LONG" | "XML_DTD" | "XML_INVALID" | "XML_MALFORMED" | "XML_NO_ELEMENT" | "XML_RESERVED_NAME" | "XML_TOO_DEEP" | "XML_UNCLOSED" | "BURST_LIMIT" | "LOGIN_THROTTLED" | "QUOTA_EXCEEDED" | "QUOTA_TOO_FEW_LEFT" | "SIGNUP_THROTTLED" | "TOO_MANY_FETCHES" | "HEADERS_TOO_LARGE" | "INTERNAL" | "DNS_FAILED" | "RESPONSE_TOO_LARGE" | "UPSTREAM_FAILED" | "UPSTREAM_HEADERS_TOO_LARGE" | "BUSY" | "CONVERTER_MISSING" | "QUOTA_UNAVAILABLE" | "RATES_UNAVAILABLE" | "SHUTTING_DOWN" | "STORE_UNAVAILABLE" | "TIMEOUT" | "DNS_TIMEOUT" | "UPSTREAM_TIMEOUT";
            /** @description Pipelines: the step (from 1) that was refused or failed; the message starts with steps[n] (its operation) */
            step?: number;
        };
        /** @description Text encoded or decoded by a two-way codec */
        CodecOutput: {
            /**
             * @description What was done: encode (text to the encoding) or decode (back to text)
             * @enum {string}
             */
            mode: "encode" | "decode";
            /** @description The encoded text, or the decoded text */
            output: string;
        };
        /** @description Text encoded to or decoded from a byte encoding, with the number of bytes */
        CodecBytes: {
            /**
             * @description What was done: encode (text to the encoding) or decode (back to text)
             * @enum {string}
             */
            mode: "encode" | "decode";
            /** @description The encoded text, or the decoded text */
            output: string;
            /** @description Number of bytes: the UTF-8 bytes of the text encoded, or the bytes decoded */
            bytes: number;
        };
        /** @description The version and costs of an Argon2 hash */
        Argon2Parameters: {
            /**
             * @description Argon2 version: 19 (0x13, the current one) or 16 (0x10)
             * @enum {number}
             */
            version: 16 | 19;
            /** @description Memory used, in KiB (m) */
            memory_cost: number;
            /** @description Number of passes over the memory (t) */
            time_cost: number;
            /** @description Number of lanes (p) */
            parallelism: number;
        };
        /** @description An unsalted password hash, for testing and interoperation only */
        UnsaltedPasswordHash: {
            /**
             * @description The hash algorithm
             * @enum {string}
             */
            algorithm: "mysql_native_password" | "ntlm";
            /** @description The hash: for mysql_native_password * and 40 upper-case hex digits (empty for an empty password); for ntlm 32 lower-case hex digits */
            hash: string;
        };
        /** @description An XML element as JSON: child elements by tag name, attributes as @_name, and its text as #text */
        XmlElement: {
            [key: string]: string | components["schemas"]["XmlElement"] | (string | components["schemas"]["XmlElement"])[];
        };
        /** @description The text an operation produced */
        TextOutput: {
            /** @description The resulting text; line breaks are written as \n */
            output: string;
        };
        /** @description The text a line operation produced, with its number of lines */
        TextLines: {
            /** @description The resulting text; line breaks are written as \n */
            output: string;
            /** @description Number of lines in output (an empty text has none; a final line break does not start a new one) */
            lines: number;
        };
        /** @description The lines a filter kept, with the numbers of lines kept and removed */
        FilteredLines: {
            /** @description The lines kept, in their original order, joined with \n (a final line break is kept) */
            output: string;
            /** @description Number of lines kept */
            lines: number;
            /** @description Number of lines removed */
            removed: number;
        };
        /** @description An sRGB colour as HEX, RGB and HSL values and as CSS */
        Color: {
            /** @description The colour as #rrggbb, lower case */
            hex: string;
            /** @description Red, green and blue channels */
            rgb: {
                /** @description Red channel, 0-255 */
                r: number;
                /** @description Green channel, 0-255 */
                g: number;
                /** @description Blue channel, 0-255 */
                b: number;
            };
            /** @description Hue, saturation and lightness */
            hsl: {
                /** @description Hue in degrees, 0 to less than 360, to one decimal (0 for a grey) */
                h: number;
                /** @description Saturation in percent, 0-100, to one decimal */
                s: number;
                /** @description Lightness in percent, 0-100, to one decimal */
                l: number;
            };
            /** @description The colour as CSS values */
            css: {
                /** @description CSS rgb() value, such as rgb(51, 102, 153) */
                rgb: string;
                /** @description CSS hsl() value, such as hsl(210, 50%, 40%) */
                hsl: string;
            };
        };
        /** @description A moment as the wall clock of a time zone shows it, with the zone's UTC offset */
        ZonedTime: {
            /** @description The zone: an IANA name such as Europe/Madrid, UTC, or a fixed offset such as UTC+05:30 */
            timezone: string;
            /** @description The wall time with its offset in ISO 8601, such as 2024-07-01T12:00:00+02:00 */
            iso: string;
            /** @description The calendar date there, YYYY-MM-DD */
            date: string;
            /** @description The wall time there, HH:mm:ss (with .SSS milliseconds when there are some) */
            time: string;
            /** @description The zone's offset from UTC at that moment, such as +02:00 or -04:00 */
            offset: string;
            /** @description The same offset in minutes (east of UTC positive) */
            offset_minutes: number;
            /** @description Whether daylight-saving time is in effect there at that moment */
            is_dst: boolean;
        };
        /** @description One response of a redirect chain, in the order they were followed */
        RedirectHop: {
            /** @description The URL requested at this hop */
            url: string;
            /** @description The HTTP status code it answered */
            status: number;
            /** @description Its Location header as sent (relative or absolute), or null when it has none */
            location: string | null;
            /** @description Time this hop took, in milliseconds */
            time_ms: number;
        };
        /** @description An IPv4 (A) or IPv6 (AAAA) address record with its time to live */
        DnsAddress: {
            /** @description The address as text (IPv4 dotted or IPv6) */
            address: string;
            /** @description How long the record may be cached, in seconds */
            ttl: number;
        };
        /** @description A percentage tax added to a net amount or taken out of a gross amount, in cents that add up */
        TaxResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description The amount: the net price with mode add, the gross price (tax included) with mode remove */
                amount: number;
                /** @description The tax rate, in percent (7.5 means 7.5 %) */
                rate: number;
                /**
                 * @description add: the tax was put on top of amount; remove: it was taken out of amount
                 * @enum {string}
                 */
                mode: "add" | "remove";
            };
            /** @description The price before tax, in the currency of amount, rounded to the cent */
            net: number;
            /** @description The tax, in the currency of amount, rounded to the cent; net + tax = gross exactly */
            tax: number;
            /** @description The price with the tax included, in the currency of amount, rounded to the cent */
            gross: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        /** @description One year of a fixed-rate loan's monthly amortisation, summed over its payments */
        AmortisationYear: {
            /** @description Year of the loan, 1 for the first twelve payments */
            year: number;
            /** @description Monthly payments made in that year: 12, except perhaps in the last year */
            payments: number;
            /** @description Principal repaid by that year's payments, in the currency of the loan, rounded to the cent */
            principal_paid: number;
            /** @description Interest paid in that year, in the currency of the loan, rounded to the cent */
            interest_paid: number;
            /** @description Balance still owed after that year's last payment, in the currency of the loan, rounded to the cent; 0 after the last year */
            balance: number;
        };
        /** @description A range of body weights, in kilograms to 1 decimal */
        WeightRangeKg: {
            /** @description Lowest weight of the range, in kg to 1 decimal */
            min: number;
            /** @description Highest weight of the range, in kg to 1 decimal */
            max: number;
        };
        /** @description The numbers a list parameter was read as */
        NumberListInputs: {
            /** @description The numbers as read from the list, in order, so a misplaced separator shows */
            numbers: number[];
        };
        /** @description A value converted from one unit to another of the same category, computed exactly */
        UnitConversion: {
            /**
             * @description The unit category (the last segment of the conversion path)
             * @enum {string}
             */
            category: "length" | "weight" | "temperature" | "volume" | "area" | "speed" | "data" | "time" | "pressure" | "energy" | "angle" | "power" | "frequency" | "force";
            /** @description Slug of the unit converted from, whatever spelling was sent (see /api/v1/convert/categories) */
            from: string;
            /** @description Slug of the unit converted to */
            to: string;
            /** @description The value converted, in from, as sent */
            value: number;
            /** @description The value in to: the exact result rounded once to the nearest double */
            result: number;
            /** @description The result to 10 significant digits followed by the symbol of to, such as "0.6213711922 mi" */
            display: string;
            /** @description One from expressed in to (result = value × factor); null for temperature, which converts by formula */
            factor: number | null;
            /** @description How the result was computed, with the exact definitions used, such as "mi = km × 1000 / 1609.344" */
            formula: string;
        };
        /** @description An EXIF tag's value: text, a number, a flag, or a short list of values */
        ExifValue: ExifValue;
        /** @description The allowance of the caller (key or anonymous address) */
        UsageResult: {
            /**
             * @description anonymous for calls without a key; free or paid for a key, by its plan
             * @enum {string}
             */
            tier: "anonymous" | "free" | "paid";
            /** @description The plan: anonymous, or the key's plan (free, starter, business, custom) */
            plan: string;
            /** @description Calls allowed in the period */
            limit: number;
            /** @description Calls left in the period */
            remaining: number;
            /**
             * @description day for anonymous callers, month for keys
             * @enum {string}
             */
            period: "day" | "month";
            /** @description Calls counted so far in the period */
            used: number;
            /** @description When the period ends and the count starts again, an ISO 8601 instant in UTC */
            resets_at: string;
        };
        /** @description An account: its plan, its usage this month and by day, and its key, masked */
        AccountResult: {
            /** @description The account's identifier */
            id: string;
            /** @description The e-mail address, lower-cased */
            email: string;
            /**
             * @description The plan
             * @enum {string}
             */
            plan: "free" | "starter" | "business" | "custom";
            /** @description free or paid, by the plan */
            tier: string;
            /** @description Calls allowed per month */
            limit: number;
            /** @description Calls counted this month */
            used: number;
            /** @description Calls left this month */
            remaining: number;
            /**
             * @description The allowance period
             * @constant
             */
            period: "month";
            /** @description When the month's count starts again, an ISO 8601 instant in UTC */
            resets_at: string;
            /** @description The active API key, never in full; null when there is none */
            key: {
                /** @description The key as shown: its prefix, an ellipsis and its last four characters */
                masked: string;
                /** @description The first characters of the key */
                prefix: string;
                /** @description The last four characters of the key */
                last4: string;
                /** @description When the key was made, an ISO 8601 instant in UTC */
                created_at: string;
            } | null;
            /** @description Calls per day for the last 31 days, oldest first, today last */
            daily_usage: {
                /** @description The day, YYYY-MM-DD in UTC */
                day: string;
                /** @description Calls counted that day */
                count: number;
            }[];
            /** @description When the account was made, an ISO 8601 instant in UTC */
            created_at: string;
        };
        /** @description An account and its new API key, shown this once */
        NewKeyResult: {
            account: components["schemas"]["AccountResult"];
            /** @description The new API key in full: it is shown only in this answer */
            key: string;
            /** @description A reminder to store the key now */
            key_notice: string;
        };
        /** @description The account now signed in */
        LoginResult: {
            account: components["schemas"]["AccountResult"];
        };
        /** @description The session has ended */
        LogoutResult: {
            /**
             * @description Always true: the session has ended
             * @constant
             */
            logged_out: true;
        };
        /** @description The account's webhook signing secret */
        WebhookSecretResult: {
            /** @description The secret that signs the account's webhooks: whsec_ and the base64 of 32 random bytes; the HMAC key is the decoded bytes (Standard Webhooks) */
            secret: string;
            /** @description When this secret was made (the last rotation), an ISO 8601 instant in UTC */
            created_at: string;
        };
        /** @description A stored file, to be used by its file_id until it expires */
        StoredFile: {
            /** @description The file's id: pass it to later calls instead of the file; only the key (or, without a key, the address) that uploaded it can use it */
            file_id: string;
            /** @description The file name, as uploaded and made safe */
            name: string;
            /** @description The media type, read from the bytes */
            type: string;
            /** @description Size in bytes */
            size: number;
            /**
             * Format: uri
             * @description A signed link that downloads the file without a key, until expires_at
             */
            url: string;
            /** @description When the file is deleted (FILE_STORE_TTL_S after the upload), an ISO 8601 instant in UTC */
            expires_at: string;
        };
        /** @description Each call's answer, in the order of calls */
        BatchResult: {
            /** @description The HTTP status the call answered with */
            status: number;
            /** @description The envelope the call answered with, as it would alone */
            body: {
                /** @description true with result (and quota), false with error and code */
                ok: boolean;
            } & {
                [key: string]: unknown;
            };
        }[];
        ConvertCategoriesResult: {
            /** @description Every unit category, in a stable order */
            categories: {
                /**
                 * @description Slug of the category, the last segment of its conversion path
                 * @enum {string}
                 */
                category: "length" | "weight" | "temperature" | "volume" | "area" | "speed" | "data" | "time" | "pressure" | "energy" | "angle" | "power" | "frequency" | "force";
                /** @description Name of the category, in English */
                name: string;
                /** @description Path of its conversion operation, to GET with from, to and value */
                path: string;
                /** @description Slug of the unit the factors are expressed in */
                base_unit: string;
                /** @description Which variant of each unit is meant, in English */
                conventions: string;
                /** @description The units of the category, in a stable order */
                units: {
                    /** @description The unit's slug, as conversion results name it */
                    slug: string;
                    /** @description Name of the unit, in English */
                    name: string;
                    /** @description Its symbol, such as mi or °F */
                    symbol: string;
                    /** @description Other spellings accepted in from and to (symbol, plural, alternative spellings) */
                    aliases: string[];
                    /** @description One unit expressed in the base unit, as a double; null for temperature, which converts by formula */
                    factor: number | null;
                    /** @description The exact definition, such as "1 mi = 1609.344 m" or "K = (°F + 459.67) × 5/9" */
                    definition: string;
                }[];
            }[];
        };
        ConvertCurrencyResult: {
            /** @description ISO 4217 code of the currency converted from, in upper case */
            from: string;
            /** @description ISO 4217 code of the currency converted to, in upper case */
            to: string;
            /** @description The amount converted, in from, as sent */
            value: number;
            /** @description The amount in to: value × rate computed exactly, rounded half away from zero to the minor units of to */
            result: number;
            /** @description Units of to per one unit of from, to 10 significant digits; 1 for the same currency */
            rate: number;
            /** @description Units of from per one unit of to, to 10 significant digits; 1 for the same currency */
            inverse_rate: number;
            /** @description The feed's date for the rates used, YYYY-MM-DD; null when no rates were needed (same currency) */
            date: string | null;
            /** @description Address of the rates feed; null when no rates were needed */
            source: string | null;
            /** @description ISO 4217 code of the currency the feed quotes every rate against (EUR for the ECB); null when no rates were needed */
            base: string | null;
        };
        DevHashResult: {
            /**
             * @description The digest algorithm used
             * @enum {string}
             */
            algorithm: "md5" | "sha1" | "sha256" | "sha512" | "sha384" | "sha224" | "crc32b" | "ripemd160";
            /** @description The digest in lowercase hexadecimal (crc32b: 8 digits, with leading zeros) */
            hash: string;
            /** @description Number of bytes digested: the UTF-8 bytes of the text */
            bytes: number;
        };
        DevHashAllResult: {
            /** @description MD5 digest, 32 lowercase hex digits */
            md5: string;
            /** @description SHA-1 digest, 40 lowercase hex digits */
            sha1: string;
            /** @description SHA-256 digest, 64 lowercase hex digits */
            sha256: string;
            /** @description SHA-512 digest, 128 lowercase hex digits */
            sha512: string;
            /** @description CRC-32 (zlib, PNG, Ethernet; crc32b in dev/hash), 8 lowercase hex digits */
            crc32: string;
            /** @description Number of bytes digested: the UTF-8 bytes of the text */
            bytes: number;
        };
        DevHmacResult: {
            /**
             * @description The hash function used
             * @enum {string}
             */
            algorithm: "md5" | "sha1" | "sha224" | "sha256" | "sha384" | "sha512";
            /** @description The HMAC in lowercase hexadecimal */
            hmac: string;
            /** @description The same HMAC in standard Base64, with = padding */
            base64: string;
        };
        DevBcryptResult: {
            /** @description The hash in modular crypt form, 60 characters: $2b$, the two-digit cost, $, then 22 characters of salt and 31 of digest */
            hash: string;
            /**
             * @description The algorithm: always bcrypt
             * @constant
             */
            algorithm: "bcrypt";
            /** @description The cost factor used, the base-2 logarithm of the rounds */
            cost: number;
        };
        DevUuidResult: {
            /** @description The new version 4 UUIDs, in canonical lowercase 8-4-4-4-12 form */
            uuids: string[];
        };
        DevJsonValidateResult: {
            /** @description True when the text is valid JSON */
            valid: boolean;
            /**
             * @description Only when valid: the type of the top-level value
             * @enum {string}
             */
            type?: "object" | "array" | "string" | "number" | "boolean" | "null";
            /** @description Only when not valid: what is wrong and what to change, in the language of the call */
            error?: string;
            /** @description Only when not valid: the stable code of the problem, such as JSON_EXPECTED_KEY */
            code?: string;
            /** @description Only when not valid: the line of the first problem, from 1 */
            line?: number;
            /** @description Only when not valid: the column of the first problem, from 1, in characters */
            column?: number;
        };
        DevJsonToTypescriptResult: {
            /** @description The TypeScript declarations, root type first, separated by blank lines */
            output: string;
            /** @description The names declared, in output order, the root type first */
            types: string[];
        };
        /** @description The data rows, in order */
        DevCsvToJsonResult: {
            [key: string]: string | null;
        }[];
        DevJwtDecodeResult: {
            /** @description The decoded header (JOSE header), a JSON object such as { "alg": "HS256", "typ": "JWT" } */
            header: {
                [key: string]: unknown;
            };
            /** @description The decoded payload: the claims, a JSON object, unverified */
            payload: {
                [key: string]: unknown;
            };
            /** @description True when the token has a non-empty signature part (its base64url is checked, the signature is not) */
            signature_present: boolean;
            /**
             * @description Always false: the signature is never verified
             * @constant
             */
            signature_verified: false;
            /**
             * @description Always "signature not checked", a reminder not to trust the claims
             * @constant
             */
            note: "signature not checked";
            /** @description iat as an ISO 8601 date and time in UTC, or null when iat is absent or not a number (seconds since 1970) */
            issued_at: string | null;
            /** @description exp as an ISO 8601 date and time in UTC, or null when exp is absent or not a number (seconds since 1970) */
            expires_at: string | null;
            /** @description nbf as an ISO 8601 date and time in UTC, or null when nbf is absent or not a number (seconds since 1970) */
            not_before: string | null;
            /** @description True when exp is a number and the current time is at or past it */
            expired: boolean;
        };
        DevArgon2Result: {
            /** @description The hash in PHC string form, $argon2id$v=19$m=…,t=…,p=…$salt$digest: a 16-byte salt and a 32-byte digest in unpadded Base64 */
            hash: string;
            /**
             * @description The algorithm: always argon2id
             * @constant
             */
            algorithm: "argon2id";
            /** @description The parameters the hash was made with, version 19 */
            parameters: components["schemas"]["Argon2Parameters"];
        };
        DevPasswordVerifyResult: {
            /** @description True when the password matches the hash */
            valid: boolean;
            /**
             * @description The algorithm of the hash: bcrypt, argon2id, argon2i or argon2d
             * @enum {string}
             */
            algorithm: "bcrypt" | "argon2id" | "argon2i" | "argon2d";
            /** @description The parameters the hash names: version and cost for bcrypt; version, memory_cost, time_cost and parallelism for Argon2 */
            parameters: {
                /**
                 * @description The bcrypt variant the hash names: 2a, 2b or 2y
                 * @enum {string}
                 */
                version: "2a" | "2b" | "2y";
                /** @description The cost factor the hash names, the base-2 logarithm of the rounds */
                cost: number;
            } | components["schemas"]["Argon2Parameters"];
        };
        DevMarkdownToHtmlResult: {
            /** @description The HTML, safe to insert into a page; it ends with a newline unless the text is empty */
            html: string;
        };
        /** @description The document: its root element under its tag name */
        DevXmlToJsonResult: {
            [key: string]: string | components["schemas"]["XmlElement"] | (string | components["schemas"]["XmlElement"])[];
        };
        DevRegexTestResult: {
            /** @description True when the pattern matches at least once */
            matched: boolean;
            /** @description Number of matches listed */
            count: number;
            /** @description The matches, in order */
            matches: {
                /** @description The matched text */
                match: string;
                /** @description Where the match starts, in UTF-16 code units from 0 */
                index: number;
                /** @description The numbered groups 1, 2, …; null for a group that did not take part */
                groups: (string | null)[];
                /** @description The named groups by name; null for a group that did not take part */
                named: {
                    [key: string]: string | null;
                };
                /** @description Only with the d flag: [start, end) of the match, then of each numbered group, in UTF-16 code units; null for a group that did not take part */
                indices?: ([
                    number,
                    number
                ] | null)[];
            }[];
            /** @description True when more matches exist than are listed (at most 1,000, or 1,000,000 characters of matched text) */
            truncated: boolean;
            /** @description The JavaScript flags that ran, g always among them */
            flags_used: string;
            /** @description The JavaScript regular expression literal that ran, /source/flags */
            js_pattern: string;
        };
        DevColorPaletteResult: {
            /** @description The base colour */
            base: components["schemas"]["Color"];
            /** @description The tints, as many as steps: the base mixed with white in equal steps, nearest the base first */
            lighter: components["schemas"]["Color"][];
            /** @description The shades, as many as steps: the base mixed with black in equal steps, nearest the base first */
            darker: components["schemas"]["Color"][];
        };
        TextCaseResult: {
            /**
             * @description The case the text was converted to
             * @enum {string}
             */
            mode: "upper" | "lower" | "title" | "sentence" | "camel" | "pascal" | "snake" | "kebab";
            /** @description The converted text; line breaks are written as \n */
            output: string;
        };
        TextSlugifyResult: {
            /** @description The slug: lower-case letters and digits, words joined by the separator; empty when the text has none */
            slug: string;
        };
        TextWordCountResult: {
            /** @description Number of words */
            words: number;
            /** @description Number of characters, in Unicode code points, with \r\n counted as one */
            characters: number;
            /** @description Number of characters that are not white space */
            characters_no_spaces: number;
            /** @description Number of sentences */
            sentences: number;
            /** @description Number of lines (a final line break does not start a new one) */
            lines: number;
            /** @description Number of paragraphs: runs of lines that are not blank */
            paragraphs: number;
            /** @description Reading speed used, in words per minute */
            reading_wpm: number;
            /** @description Reading time in seconds, rounded up */
            reading_time_seconds: number;
            /** @description Reading time in minutes, rounded up */
            reading_time_minutes: number;
            /** @description Speaking speed used, in words per minute */
            speaking_wpm: number;
            /** @description Speaking time in seconds, rounded up */
            speaking_time_seconds: number;
            /** @description Speaking time in minutes, rounded up */
            speaking_time_minutes: number;
        };
        TextReverseResult: {
            /**
             * @description What was reversed: characters, words or lines
             * @enum {string}
             */
            by: "characters" | "words" | "lines";
            /** @description The reversed text; line breaks are written as \n */
            output: string;
        };
        TextFindReplaceResult: {
            /** @description The text with every match replaced; line breaks are written as \n */
            output: string;
            /** @description Number of replacements made */
            count: number;
        };
        TextExtractEmailsResult: {
            /** @description The addresses found, in order of appearance, as written (each once when unique) */
            emails: string[];
            /** @description Number of addresses listed */
            count: number;
        };
        TextExtractUrlsResult: {
            /** @description The URLs found, in order of appearance, as written (each once when unique) */
            urls: string[];
            /** @description Number of URLs listed */
            count: number;
        };
        TextCountOccurrencesResult: {
            /** @description Number of times find occurs in the text */
            count: number;
        };
        TextWordFrequencyResult: {
            /** @description The most frequent words, at most limit, most frequent first; ties in order of first appearance */
            words: {
                /** @description The word in lower case, as first written */
                word: string;
                /** @description How many times it occurs, ignoring case */
                count: number;
            }[];
            /** @description Number of words in the text */
            total_words: number;
            /** @description Number of different words, ignoring case */
            distinct_words: number;
        };
        TextUniqueWordsResult: {
            /** @description Each distinct word once, as first written, in order of first appearance */
            words: string[];
            /** @description Number of distinct words */
            count: number;
        };
        CalcBmiResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Body weight, in kilograms (more than 0, at most 1000) */
                weight: number;
                /** @description Height, in centimetres (50 to 300; 175 for 1.75 m) */
                height: number;
            };
            /** @description Body mass index, weight (kg) / height (m)², in kg/m² to 1 decimal */
            bmi: number;
            /**
             * @description WHO adult category of the reported (rounded) bmi
             * @enum {string}
             */
            category: "underweight" | "normal" | "overweight" | "obese_class_1" | "obese_class_2" | "obese_class_3";
            /** @description The weights that give a BMI of 18.5 to 24.9 (WHO normal) at this height */
            healthy_weight_kg: components["schemas"]["WeightRangeKg"];
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcBmrResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Body weight, in kilograms (more than 0, at most 1000) */
                weight: number;
                /** @description Height, in centimetres (50 to 300; 175 for 1.75 m) */
                height: number;
                /** @description Age, in years (0 to 150; decimals allowed) */
                age: number;
                /**
                 * @description Which version of the equation to use: male (default) or female
                 * @default male
                 * @enum {string}
                 */
                gender: "male" | "female";
            };
            /** @description Basal metabolic rate, in kilocalories per day, rounded to a whole number */
            bmr_kcal: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcPercentageResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description The percentage P, any number; 7.5 means 7.5 %, and a negative P takes away */
                percent: number;
                /** @description The value to take P % of, any number */
                value: number;
            };
            /** @description percent % of value, value × percent / 100, to 15 significant digits */
            result: number;
            /** @description value increased by percent %, value + result, to 15 significant digits */
            increased: number;
            /** @description value decreased by percent %, value − result, to 15 significant digits */
            decreased: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcPercentageOfResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description The part, any number */
                a: number;
                /** @description The whole, any number except 0 */
                b: number;
            };
            /** @description What percent a is of b, a / b × 100, in percent (25 means 25 %), rounded to four decimals */
            share_percent: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcPercentageChangeResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description The original value, any number except 0 */
                from: number;
                /** @description The new value, any number */
                to: number;
            };
            /** @description to − from, to 15 significant digits */
            change: number;
            /** @description change / |from| × 100; negative for a decrease, in percent (25 means 25 %), rounded to four decimals */
            change_percent: number;
            /**
             * @description Whether to is above (increase), below (decrease) or equal to (none) from
             * @enum {string}
             */
            direction: "increase" | "decrease" | "none";
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcTipResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description The bill before the tip, 0 or more */
                bill: number;
                /** @description The tip, 0 to 1000, in percent (7.5 means 7.5 %) */
                tip_percent: number;
                /**
                 * @description How many people split the bill, a whole number from 1 to 1000; default 1
                 * @default 1
                 */
                people: number;
            };
            /** @description The tip, bill × tip_percent / 100, in the currency of the inputs, rounded to the cent */
            tip: number;
            /** @description bill + tip, in the currency of the inputs, rounded to the cent */
            total: number;
            /** @description Each person's share of the tip, tip / people, in the currency of bill, rounded up to the cent */
            tip_per_person: number;
            /** @description Each person's share of the total, total / people, in the currency of bill, rounded up to the cent */
            total_per_person: number;
            /** @description What the rounded-up shares collect beyond total, total_per_person × people − total; less than a cent per person, in the currency of the inputs, rounded to the cent */
            rounding_surplus: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcDiscountResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description The price before the discount, 0 or more */
                price: number;
                /** @description The discount, 0 to 100, in percent (7.5 means 7.5 %) */
                discount_percent: number;
            };
            /** @description Amount taken off, price × discount_percent / 100, in the currency of the inputs, rounded to the cent */
            savings: number;
            /** @description Price after the discount, price − savings, in the currency of the inputs, rounded to the cent */
            final_price: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcSimpleInterestResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Amount lent or deposited; 0 or more */
                principal: number;
                /** @description Interest rate, annual, in percent (6 means 6 %); 0 to 1000 */
                rate: number;
                /** @description How long the money earns interest, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years) */
                years: number;
            };
            /** @description Interest earned, principal × rate / 100 × years, in the currency of the inputs, rounded to the cent */
            interest: number;
            /** @description principal + interest, in the currency of the inputs, rounded to the cent */
            total: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcCompoundInterestResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Amount invested or deposited at the start; 0 or more */
                principal: number;
                /** @description Nominal interest rate, annual, in percent (6 means 6 %); -100 to 1000, negative for a loss */
                rate: number;
                /** @description How long the money compounds, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years) */
                years: number;
                /**
                 * @description Compounding periods per year, a whole number from 1 to 365 (1 yearly, 4 quarterly, 12 monthly, 365 daily); default 1
                 * @default 1
                 */
                compounds_per_year: number;
            };
            /** @description What the principal grows to, principal × (1 + r/n)^(n × years), in the currency of the inputs, rounded to the cent */
            amount: number;
            /** @description Interest earned, amount − principal; negative for a loss, in the currency of the inputs, rounded to the cent */
            interest: number;
            /** @description The yearly growth the compounding amounts to, ((1 + r/n)^n − 1) × 100, in percent (25 means 25 %), rounded to four decimals */
            effective_annual_rate_percent: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcLoanResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Amount borrowed; 0 or more */
                principal: number;
                /** @description Interest rate, annual, in percent (6 means 6 %); 0 to 1000 */
                annual_rate: number;
                /** @description Number of monthly payments, a whole number from 1 to 1200 (360 is 30 years) */
                months: number;
            };
            /** @description Level payment at the end of each month, in the currency of the inputs, rounded to the cent */
            monthly_payment: number;
            /** @description Sum of the payments, monthly payment × months, in the currency of the inputs, rounded to the cent */
            total_paid: number;
            /** @description Interest paid over the loan, total_paid − principal, in the currency of the inputs, rounded to the cent */
            total_interest: number;
            /** @description The amortisation year by year, in order */
            schedule_by_year: components["schemas"]["AmortisationYear"][];
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcAgeResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /**
                 * Format: date
                 * @description The date of birth, YYYY-MM-DD
                 */
                birthdate: string;
                /**
                 * Format: date
                 * @description The date the age was counted on, YYYY-MM-DD: today in UTC when at was not given
                 */
                at: string;
            };
            /** @description Whole calendar years from birthdate to at */
            years: number;
            /** @description Whole calendar months after the whole years, 0 to 11 */
            months: number;
            /** @description Days left over after the whole months, fewer than a month */
            days: number;
            /** @description Whole calendar months from birthdate to at */
            total_months: number;
            /** @description Days from birthdate to at */
            total_days: number;
            /** @description The next anniversary of birthdate on or after at, YYYY-MM-DD (28 February for a 29 February birthday in a common year) */
            next_birthday: string;
            /** @description The age reached on next_birthday, in years */
            next_age: number;
            /** @description Days from at to next_birthday; 0 on the birthday itself */
            days_until_next_birthday: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcAverageResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: components["schemas"]["NumberListInputs"];
            /** @description How many numbers the list holds */
            count: number;
            /** @description Sum of the numbers, to 12 significant digits */
            sum: number;
            /** @description Arithmetic mean, sum / count, to 12 significant digits */
            mean: number;
            /** @description Middle value of the sorted list (mean of the two middle values for an even count), to 12 significant digits */
            median: number;
            /** @description The most frequent values, ascending; empty when no value occurs more than once */
            modes: number[];
            /** @description How often each of modes occurs; 1 when there is no mode */
            mode_count: number;
            /** @description The smallest number, as read */
            min: number;
            /** @description The largest number, as read */
            max: number;
            /** @description max − min, to 12 significant digits */
            range: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcStandardDeviationResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: components["schemas"]["NumberListInputs"];
            /** @description How many numbers the list holds */
            count: number;
            /** @description Arithmetic mean, to 12 significant digits */
            mean: number;
            /** @description Population standard deviation, √(Σ(x − mean)² / n), to 12 significant digits */
            population_sd: number;
            /** @description Population variance, Σ(x − mean)² / n, to 12 significant digits */
            population_variance: number;
            /** @description Sample standard deviation, √(Σ(x − mean)² / (n − 1)), to 12 significant digits */
            sample_sd: number;
            /** @description Sample variance, Σ(x − mean)² / (n − 1), to 12 significant digits */
            sample_variance: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcQuadraticResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Coefficient of x²; must not be 0 */
                a: number;
                /** @description Coefficient of x */
                b: number;
                /** @description Constant term */
                c: number;
            };
            /** @description b² − 4ac, to 12 significant digits; 0 when within the rounding error of b² and 4ac */
            discriminant: number;
            /**
             * @description Which case applies: two real roots, one repeated real root, or two complex conjugate roots
             * @enum {string}
             */
            nature: "two_real" | "one_real" | "complex";
            /** @description The real roots, ascending, to 12 significant digits: two, one (repeated) or none (complex case) */
            real_roots: number[];
            /** @description The complex conjugate roots re ± im·i, positive imaginary part first; empty unless nature is complex */
            complex_roots: {
                /** @description Real part, to 12 significant digits */
                re: number;
                /** @description Imaginary part, to 12 significant digits */
                im: number;
            }[];
            /** @description The vertex of the parabola y = ax² + bx + c */
            vertex: {
                /** @description x of the vertex, −b / 2a, to 12 significant digits */
                x: number;
                /** @description y of the vertex, c − b² / 4a, to 12 significant digits */
                y: number;
            };
            /** @description The line x = −b / 2a the parabola is symmetric about, to 12 significant digits */
            axis_of_symmetry: number;
            /**
             * @description up when a > 0, down when a < 0
             * @enum {string}
             */
            opens: "up" | "down";
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcTdeeResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Body weight, in kilograms (more than 0, at most 1000) */
                weight: number;
                /** @description Height, in centimetres (50 to 300; 175 for 1.75 m) */
                height: number;
                /** @description Age, in years (0 to 150; decimals allowed) */
                age: number;
                /**
                 * @description Which version of the BMR equation to use: male (default) or female
                 * @default male
                 * @enum {string}
                 */
                gender: "male" | "female";
                /**
                 * @description Activity level: sedentary, light, moderate, active, very-active; default moderate
                 * @default moderate
                 * @enum {string}
                 */
                activity: "sedentary" | "light" | "moderate" | "active" | "very-active";
            };
            /** @description Basal metabolic rate (Mifflin-St Jeor), in kilocalories per day, rounded to a whole number */
            bmr_kcal: number;
            /** @description The multiplier of the chosen activity level */
            activity_factor: number;
            /** @description Total daily energy expenditure, BMR × activity_factor, in kilocalories per day, rounded to a whole number */
            tdee_kcal: number;
            /** @description Every activity level, least active first, with its factor and TDEE */
            by_activity: {
                /**
                 * @description Activity level
                 * @enum {string}
                 */
                activity: "sedentary" | "light" | "moderate" | "active" | "very-active";
                /** @description Its multiplier */
                factor: number;
                /** @description TDEE at that level, in kilocalories per day, rounded to a whole number */
                tdee_kcal: number;
            }[];
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcIdealWeightResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Height, in centimetres (50 to 300; 175 for 1.75 m) */
                height: number;
                /**
                 * @description Which set of constants to use: male (default) or female
                 * @default male
                 * @enum {string}
                 */
                gender: "male" | "female";
            };
            /** @description Ideal weight by Devine (1974), in kg to 1 decimal */
            devine_kg: number;
            /** @description Ideal weight by Robinson (1983), in kg to 1 decimal */
            robinson_kg: number;
            /** @description Ideal weight by Miller (1983), in kg to 1 decimal */
            miller_kg: number;
            /** @description Ideal weight by Hamwi (1964), in kg to 1 decimal */
            hamwi_kg: number;
            /** @description The lowest and the highest of the four weights */
            range_kg: components["schemas"]["WeightRangeKg"];
            /** @description true below 5 ft (152.4 cm), where the formulas are continued beyond the heights they were made for */
            extrapolated: boolean;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcBodyFatResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Height, in centimetres (50 to 300; 175 for 1.75 m) */
                height: number;
                /** @description Neck circumference, below the larynx, in centimetres (more than 0, at most 300) */
                neck: number;
                /** @description Waist circumference, at the navel for men and at the narrowest point for women, in centimetres (more than 0, at most 300) */
                waist: number;
                /** @description Hip circumference at the widest point; required for women, ignored for men, in centimetres (more than 0, at most 300) */
                hip?: number;
                /**
                 * @description Which version of the formula to use: male (default) or female
                 * @default male
                 * @enum {string}
                 */
                gender: "male" | "female";
            };
            /** @description Body fat, in percent of body weight (25 means 25 %), to 1 decimal */
            body_fat_percent: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcFutureValueResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Expected rate of return, annual, in percent (6 means 6 %); -100 to 1000, negative for a loss */
                rate: number;
                /** @description How long the money grows, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years) */
                years: number;
                /**
                 * @description Lump sum invested today; 0 or more, default 0
                 * @default 0
                 */
                present_value: number;
                /**
                 * @description Contribution at the end of every month; 0 or more, default 0
                 * @default 0
                 */
                monthly: number;
            };
            /** @description Number of monthly periods, years × 12 */
            months: number;
            /** @description Value at the end, future_value_of_present_value + future_value_of_contributions, in the currency of the inputs, rounded to the cent */
            future_value: number;
            /** @description What the lump sum grows to, present_value × (1 + i)^n, in the currency of the inputs, rounded to the cent */
            future_value_of_present_value: number;
            /** @description What the monthly contributions grow to, monthly × ((1 + i)^n − 1) / i, in the currency of the inputs, rounded to the cent */
            future_value_of_contributions: number;
            /** @description Sum of the monthly contributions, monthly × months, in the currency of the inputs, rounded to the cent */
            total_contributions: number;
            /** @description Growth earned, future_value − present_value − total_contributions; negative for a loss, in the currency of the inputs, rounded to the cent */
            interest: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcRoiResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Amount invested; above 0 */
                cost: number;
                /** @description Total amount received back from the investment (not the gain); 0 or more */
                return: number;
                /** @description Holding period, in years; null when not given */
                years: number | null;
            };
            /** @description return − cost; negative for a loss, in the currency of the inputs, rounded to the cent */
            gain: number;
            /** @description Return on investment, gain / cost × 100, in percent (25 means 25 %), rounded to four decimals */
            roi_percent: number;
            /** @description The constant yearly rate that turns cost into return over years, ((return / cost)^(1 / years) − 1) × 100, in percent rounded to four decimals; null without years */
            annualized_roi_percent: number | null;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcMarginResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description What the item costs you, 0 or more */
                cost: number;
                /** @description The selling price, above 0 */
                price: number;
            };
            /** @description price − cost; negative for a sale at a loss, in the currency of the inputs, rounded to the cent */
            profit: number;
            /** @description Share of the price that is profit, profit / price × 100, in percent (25 means 25 %), rounded to four decimals */
            margin_percent: number;
            /** @description What was added to the cost, profit / cost × 100, in percent (25 means 25 %), rounded to four decimals; null when cost is 0 */
            markup_percent: number | null;
            /** @description A remark in the language of the call saying why markup_percent is null when cost is 0; null otherwise */
            note: string | null;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcSalaryResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Hourly wage, 0 or more; pass this or annual */
                hourly?: number;
                /** @description Annual salary, 0 or more; pass this or hourly */
                annual?: number;
                /**
                 * @description Paid hours in a week, more than 0 and at most 168; default 40
                 * @default 40
                 */
                hours_per_week: number;
                /**
                 * @description Paid weeks in a year, more than 0 and at most 53; default 52
                 * @default 52
                 */
                weeks_per_year: number;
            };
            /** @description Gross pay per hour, in the currency of the inputs, rounded to the cent */
            hourly: number;
            /** @description Gross pay per working day, weekly / 5, in the currency of the inputs, rounded to the cent */
            daily: number;
            /** @description Gross pay per week, hourly × hours_per_week, in the currency of the inputs, rounded to the cent */
            weekly: number;
            /** @description Gross pay per month, annual / 12, in the currency of the inputs, rounded to the cent */
            monthly: number;
            /** @description Gross pay per year, hourly × hours_per_week × weeks_per_year, in the currency of the inputs, rounded to the cent */
            annual: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcFuelCostResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Trip distance, in the distance unit of efficiency (km, miles, ...) */
                distance: number;
                /** @description Fuel efficiency, greater than 0: distance per unit of fuel (such as 15 km/l or 35 mpg), or with efficiency_unit=fuel-per-100 fuel per 100 distance units (such as 6.5 l/100 km) */
                efficiency: number;
                /** @description Price of one unit of fuel (per litre, per gallon, ...) */
                price: number;
                /**
                 * @description How efficiency is expressed: distance-per-fuel (default; km/l, mpg) or fuel-per-100 (l/100 km)
                 * @default distance-per-fuel
                 * @enum {string}
                 */
                efficiency_unit: "distance-per-fuel" | "fuel-per-100";
            };
            /** @description Fuel needed for the trip, in the fuel unit of efficiency and price (litres, gallons, ...), to 2 decimals */
            fuel: number;
            /** @description Cost of that fuel, fuel × price, in the currency of the inputs, rounded to the cent */
            cost: number;
            /** @description Cost of 100 units of distance, in the currency of the inputs, rounded to the cent */
            cost_per_100: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcSpeedResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Distance covered, 0 or more; leave out to solve it */
                distance?: number;
                /** @description Time taken, greater than 0, in the time unit of speed; leave out to solve it */
                time?: number;
                /** @description Speed, 0 or more, in distance units per time unit; leave out to solve it */
                speed?: number;
            };
            /**
             * @description Which quantity was solved: the one left out
             * @enum {string}
             */
            solved_for: "distance" | "time" | "speed";
            /** @description Distance, in the distance unit of speed, to 12 significant digits */
            distance: number;
            /** @description Time, in the time unit of speed, to 12 significant digits */
            time: number;
            /** @description Speed, in distance units per time unit, to 12 significant digits */
            speed: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcPaceResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Distance covered, greater than 0, in km or miles */
                distance: number;
                /** @description Total time taken, in minutes, greater than 0 (decimals allowed: 90.5 is 1 h 30 min 30 s) */
                minutes: number;
            };
            /** @description Time per unit of distance, m:ss, or h:mm:ss from an hour up, rounded to the whole second */
            pace: string;
            /** @description Time per unit of distance, in seconds to 1 decimal */
            pace_seconds: number;
            /** @description Time per unit of distance, in decimal minutes to 4 decimals */
            pace_minutes: number;
            /** @description Distance units covered per hour (km/h or mph), to 2 decimals */
            speed_per_hour: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcMortgageResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Purchase price of the property; 0 or more */
                price: number;
                /**
                 * @description Amount paid up front, less than price; 0 or more, default 0
                 * @default 0
                 */
                down_payment: number;
                /** @description Mortgage interest rate, annual, in percent (6 means 6 %); 0 to 1000 */
                rate: number;
                /** @description Mortgage term, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years) */
                years: number;
            };
            /** @description Amount borrowed, price − down_payment, in the currency of the inputs, rounded to the cent */
            loan_amount: number;
            /** @description down_payment as a share of price, in percent (25 means 25 %), rounded to four decimals */
            down_payment_percent: number;
            /** @description Number of monthly payments, years × 12 */
            months: number;
            /** @description Level payment of principal and interest at the end of each month, in the currency of the inputs, rounded to the cent */
            monthly_payment: number;
            /** @description Sum of the monthly payments, in the currency of the inputs, rounded to the cent */
            total_paid: number;
            /** @description Interest paid over the term, total_paid − loan_amount, in the currency of the inputs, rounded to the cent */
            total_interest: number;
            /** @description What the property costs in all, down_payment + total_paid, in the currency of the inputs, rounded to the cent */
            total_cost: number;
            /** @description The amortisation year by year, in order */
            schedule_by_year: components["schemas"]["AmortisationYear"][];
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcCagrResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Value at the beginning of the period; above 0 */
                start: number;
                /** @description Value at the end of the period; 0 or more */
                end: number;
                /** @description Length of the period, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years) */
                years: number;
            };
            /** @description Compound annual growth rate: the constant yearly rate that turns start into end over years; -100 when end is 0, in percent (25 means 25 %), rounded to four decimals */
            cagr_percent: number;
            /** @description Growth over the whole period, (end / start − 1) × 100, in percent (25 means 25 %), rounded to four decimals */
            total_growth_percent: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcSavingsGoalResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Amount to have saved at the end; 0 or more */
                goal: number;
                /** @description Interest rate earned on the savings, annual, in percent (6 means 6 %); -100 to 1000, negative for a loss */
                rate: number;
                /** @description Months until the goal, a whole number from 1 to 1200 (one deposit per month) */
                months: number;
            };
            /** @description Deposit to make at the end of every month, in the currency of the inputs, rounded to the cent */
            monthly_deposit: number;
            /** @description Sum of the unrounded deposits, monthly_deposit × months, in the currency of the inputs, rounded to the cent */
            total_deposited: number;
            /** @description Growth earned, goal − total_deposited; negative for a loss, in the currency of the inputs, rounded to the cent */
            interest_earned: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcSipResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Amount invested at the start of every month; 0 or more */
                monthly: number;
                /** @description Expected rate of return, annual, in percent (6 means 6 %); -100 to 1000, negative for a loss */
                rate: number;
                /** @description How long the plan runs, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years) */
                years: number;
            };
            /** @description Number of monthly instalments, years × 12 */
            months: number;
            /** @description Value of the plan at the end, monthly × ((1 + i)^n − 1) / i × (1 + i), in the currency of the inputs, rounded to the cent */
            future_value: number;
            /** @description Sum of the instalments, monthly × months, in the currency of the inputs, rounded to the cent */
            invested: number;
            /** @description future_value − invested; negative for a loss, in the currency of the inputs, rounded to the cent */
            gains: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcInflationResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Amount of money; 0 or more */
                amount: number;
                /** @description Annual inflation rate, in percent (3 means 3 %); above -100 and at most 1000, negative for deflation */
                rate: number;
                /** @description Time span, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years) */
                years: number;
            };
            /** @description What costs amount today will cost after years, amount × (1 + r)^years, in the currency of the inputs, rounded to the cent */
            future_cost: number;
            /** @description What amount received after years is worth in today's money, amount / (1 + r)^years, in the currency of the inputs, rounded to the cent */
            purchasing_power: number;
            /** @description Price rise over the whole span, ((1 + r)^years − 1) × 100, in percent (25 means 25 %), rounded to four decimals */
            cumulative_inflation_percent: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcBreakEvenResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Costs that do not depend on the volume sold (rent, salaries), for the period; 0 or more */
                fixed_costs: number;
                /** @description Selling price of one unit; 0 or more */
                price: number;
                /** @description Cost of producing and selling one unit; 0 or more */
                variable_cost: number;
            };
            /** @description Whole units to sell to break even: units_exact rounded up */
            units: number;
            /** @description Units at which revenue exactly covers the costs, fixed_costs / (price − variable_cost), to 4 decimals */
            units_exact: number;
            /** @description Break-even sales revenue, units_exact × price, in the currency of the inputs, rounded to the cent */
            revenue: number;
            /** @description Revenue from selling units, units × price, in the currency of the inputs, rounded to the cent */
            revenue_at_units: number;
            /** @description What each unit sold contributes towards the fixed costs, price − variable_cost, in the currency of the inputs, rounded to the cent */
            contribution_margin: number;
            /** @description The contribution margin as a share of the price, (price − variable_cost) / price × 100, in percent (25 means 25 %), rounded to four decimals */
            contribution_margin_percent: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcMarkupResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description What the item costs you, above 0 */
                cost: number;
                /** @description The markup added to the cost, 0 or more, in percent (50 means 50 %; 100 doubles the cost) */
                markup_percent: number;
            };
            /** @description Selling price, cost + cost × markup_percent / 100, in the currency of the inputs, rounded to the cent */
            price: number;
            /** @description price − cost, in the currency of the inputs, rounded to the cent */
            profit: number;
            /** @description The same profit as a share of the price, profit / price × 100, in percent (25 means 25 %), rounded to four decimals */
            margin_percent: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcRuleOf72Result: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Annual rate of return, in percent (8 means 8 %); above 0 and at most 1000 */
                rate: number;
            };
            /** @description By the rules of thumb: 72 / rate, 114 / rate and 144 / rate */
            estimate: {
                /** @description Years for money to double, to 2 decimals */
                years_to_double: number;
                /** @description Years for money to triple, to 2 decimals */
                years_to_triple: number;
                /** @description Years for money to quadruple, to 2 decimals */
                years_to_quadruple: number;
            };
            /** @description Exact with yearly compounding: ln(k) / ln(1 + rate / 100) for k = 2, 3, 4 */
            exact: {
                /** @description Years for money to double, to 2 decimals */
                years_to_double: number;
                /** @description Years for money to triple, to 2 decimals */
                years_to_triple: number;
                /** @description Years for money to quadruple, to 2 decimals */
                years_to_quadruple: number;
            };
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcApyResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Nominal interest rate (APR), annual, in percent (6 means 6 %); -100 to 1000, negative for a loss */
                rate: number;
                /**
                 * @description Compounding periods per year, a whole number from 1 to 365 (1 yearly, 4 quarterly, 12 monthly, 365 daily); default 12
                 * @default 12
                 */
                compounds_per_year: number;
            };
            /** @description Annual percentage yield: the effective yearly growth of rate compounded compounds_per_year times a year, ((1 + r/n)^n − 1) × 100, in percent (25 means 25 %), rounded to four decimals */
            apy_percent: number;
            /** @description The yield of rate compounded continuously, (e^r − 1) × 100, in percent (25 means 25 %), rounded to four decimals */
            continuous_apy_percent: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcCdResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Amount deposited; 0 or more */
                principal: number;
                /** @description Nominal interest rate (APR), annual, in percent (6 means 6 %); -100 to 1000, negative for a loss */
                rate: number;
                /** @description Term of the CD, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years) */
                years: number;
                /**
                 * @description Compounding periods per year, a whole number from 1 to 365 (1 yearly, 4 quarterly, 12 monthly, 365 daily); default 12
                 * @default 12
                 */
                compounds_per_year: number;
            };
            /** @description Value of the deposit at the end of the term, principal × (1 + r/n)^(n × years), in the currency of the inputs, rounded to the cent */
            maturity_value: number;
            /** @description Interest earned over the term, maturity_value − principal; negative for a negative rate, in the currency of the inputs, rounded to the cent */
            interest: number;
            /** @description Annual percentage yield: the effective yearly growth of rate compounded compounds_per_year times a year, in percent (25 means 25 %), rounded to four decimals */
            apy_percent: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcCpmResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description What the campaign cost, 0 or more */
                cost: number;
                /** @description How many impressions were served, a whole number from 1 to 1000000000000 */
                impressions: number;
            };
            /** @description Cost of one thousand impressions, cost / impressions × 1000, in the currency of the inputs, rounded to the cent */
            cpm: number;
            /** @description Cost of one impression, cost / impressions, in the currency of cost to 15 significant digits (not rounded to the cent) */
            cost_per_impression: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcDebtToIncomeResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Total monthly debt payments; 0 or more */
                monthly_debt: number;
                /** @description Gross monthly income, before tax; above 0 */
                monthly_income: number;
            };
            /** @description Debt-to-income ratio, monthly_debt / monthly_income × 100, in percent (25 means 25 %), rounded to four decimals */
            dti_percent: number;
            /**
             * @description Lending band of the unrounded ratio: good (36 % or less), manageable (above 36 % up to 43 %) or high (above 43 %)
             * @enum {string}
             */
            band: "good" | "manageable" | "high";
            /** @description Every band with its upper threshold, lowest first */
            readonly bands: {
                /**
                 * @description The band
                 * @enum {string}
                 */
                band: "good" | "manageable" | "high";
                /** @description Highest ratio in the band, in percent, itself included; null for the top band */
                up_to_percent: number | null;
                /** @description What the band means, in English */
                meaning: string;
            }[];
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcDownPaymentResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description The purchase price, 0 or more */
                price: number;
                /** @description The share of the price paid up front, 0 to 100, in percent (7.5 means 7.5 %) */
                percent: number;
            };
            /** @description Amount paid up front, price × percent / 100, in the currency of the inputs, rounded to the cent */
            down_payment: number;
            /** @description Amount borrowed, price − down_payment, in the currency of the inputs, rounded to the cent */
            loan_amount: number;
            /** @description Share of the price borrowed, 100 − percent, in percent (80 means 80 %), to 15 significant digits */
            loan_to_value_percent: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcPropertyTaxResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description The taxable (assessed) value of the property, 0 or more */
                assessed_value: number;
                /** @description The property tax rate per year, 0 to 100, in percent (7.5 means 7.5 %) */
                rate: number;
            };
            /** @description Tax for a year, assessed_value × rate / 100, in the currency of the inputs, rounded to the cent */
            annual_tax: number;
            /** @description A twelfth of the unrounded annual tax, in the currency of the inputs, rounded to the cent */
            monthly_tax: number;
            /** @description The same rate in mills: tax per 1,000 of assessed value, rate × 10 */
            mills: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcOvertimePayResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Regular pay per hour */
                hourly_rate: number;
                /** @description Hours paid at the regular rate in the period */
                regular_hours: number;
                /**
                 * @description Hours paid at the overtime rate in the period, 0 or more; default 0
                 * @default 0
                 */
                overtime_hours: number;
                /**
                 * @description Overtime rate as a multiple of the regular rate, 1 to 10; default 1.5
                 * @default 1.5
                 */
                multiplier: number;
            };
            /** @description Pay for the regular hours, hourly_rate × regular_hours, in the currency of the inputs, rounded to the cent */
            regular_pay: number;
            /** @description Pay per overtime hour, hourly_rate × multiplier, in the currency of the inputs, rounded to the cent */
            overtime_rate: number;
            /** @description Pay for the overtime hours, overtime_rate × overtime_hours, in the currency of the inputs, rounded to the cent */
            overtime_pay: number;
            /** @description Gross pay for the period, regular_pay + overtime_pay, in the currency of the inputs, rounded to the cent */
            total_pay: number;
            /** @description Hours worked in the period, regular_hours + overtime_hours */
            total_hours: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcTakeHomePayResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Gross pay for the period, before tax */
                gross: number;
                /** @description Flat tax rate applied to gross, 0 to 100, in percent (7.5 means 7.5 %) */
                tax_rate: number;
                /**
                 * @description Other deductions for the period, as an amount, 0 or more; default 0
                 * @default 0
                 */
                deductions: number;
            };
            /** @description Tax at the flat rate, gross × tax_rate / 100, in the currency of the inputs, rounded to the cent */
            tax: number;
            /** @description The deductions taken after tax, in the currency of the inputs, rounded to the cent */
            deductions: number;
            /** @description Pay left, gross − tax − deductions, in the currency of the inputs, rounded to the cent */
            take_home: number;
            /** @description Share of gross taken by tax and deductions, (tax + deductions) / gross × 100, in percent (25 means 25 %), rounded to four decimals */
            effective_deduction_percent: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcPaymentFeeResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description The amount charged (for fee and net_received), which is also the amount to end up with (for charge_to_receive_amount); 0 or more */
                amount: number;
                /**
                 * @description The percentage fee per charge, 0 to below 100 (default 2.9), in percent (7.5 means 7.5 %)
                 * @default 2.9
                 */
                rate_percent: number;
                /**
                 * @description The fixed fee per charge, 0 or more; default 0.30
                 * @default 0.3
                 */
                fixed_fee: number;
            };
            /** @description What the processor keeps from a charge of amount, amount × rate_percent / 100 + fixed_fee, in the currency of the inputs, rounded to the cent */
            fee: number;
            /** @description What a charge of amount leaves, amount − fee; negative when the fee exceeds it, in the currency of the inputs, rounded to the cent */
            net_received: number;
            /** @description What to charge so that amount is left after fees, (amount + fixed_fee) / (1 − rate_percent / 100), in the currency of the inputs, rounded up to the cent */
            charge_to_receive_amount: number;
            /** @description The fee on charge_to_receive_amount, in the currency of the inputs, rounded to the cent */
            fee_on_charge: number;
            /** @description What charge_to_receive_amount leaves after its fee; amount or a cent or so more, in the currency of the inputs, rounded to the cent */
            received_from_charge: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcNetWorthResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Total assets (cash, investments, property at market value), 0 or more */
                assets: number;
                /** @description Total liabilities (mortgage, loans, card balances), 0 or more */
                liabilities: number;
            };
            /** @description assets − liabilities; negative when debts exceed assets, in the currency of the inputs, rounded to the cent */
            net_worth: number;
            /** @description liabilities / assets × 100, in percent (25 means 25 %), rounded to four decimals; above 100 when debts exceed assets, null when assets is 0 */
            debt_ratio_percent: number | null;
            /** @description A remark in the language of the call saying why debt_ratio_percent is null when assets is 0; null otherwise */
            note: string | null;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcCapitalGainsTaxResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description What the asset sold for, 0 or more */
                sale_price: number;
                /** @description What the asset cost (the cost basis), 0 or more */
                purchase_price: number;
                /**
                 * @description Buying and selling costs together, 0 or more; default 0
                 * @default 0
                 */
                fees: number;
                /** @description The capital gains tax rate, 0 to 100, in percent (7.5 means 7.5 %) */
                rate: number;
            };
            /** @description Capital gain, sale_price − purchase_price − fees; negative for a loss, in the currency of the inputs, rounded to the cent */
            gain: number;
            /** @description Tax due, gain × rate / 100 when there is a gain, else 0, in the currency of the inputs, rounded to the cent */
            tax: number;
            /** @description What is left from the sale, sale_price − fees − tax, in the currency of the inputs, rounded to the cent */
            net_proceeds: number;
            /** @description gain − tax; negative for a loss, in the currency of the inputs, rounded to the cent */
            profit_after_tax: number;
            /** @description A remark in the language of the call saying that a loss, or no gain, owes no tax; null otherwise */
            note: string | null;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcRefinanceResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description One-off costs of refinancing (fees, points); 0 or more */
                closing_costs: number;
                /** @description How much lower the new monthly payment is; above 0 */
                monthly_saving: number;
            };
            /** @description Whole months until the savings have covered the closing costs: break_even_months_exact rounded up */
            break_even_months: number;
            /** @description closing_costs / monthly_saving, in months to 2 decimals */
            break_even_months_exact: number;
            /** @description The exact payback in years, months / 12, to 2 decimals */
            break_even_years: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        CalcAdsenseResult: {
            /** @description The parameters the figures were computed from, defaults filled in */
            inputs: {
                /** @description Number of pageviews in the period, 0 or more */
                pageviews: number;
                /** @description Click-through rate: clicks per 100 pageviews, 0 to 100, in percent (7.5 means 7.5 %) */
                ctr: number;
                /** @description Average earnings per click (cost per click), in money */
                cpc: number;
            };
            /** @description Expected clicks, pageviews × ctr / 100, to 2 decimals */
            clicks: number;
            /** @description Expected earnings, clicks × cpc, in the currency of the inputs, rounded to the cent */
            earnings: number;
            /** @description Revenue per 1,000 pageviews, earnings / pageviews × 1000, in the currency of the inputs, rounded to the cent */
            rpm: number;
            /** @description How the figures were computed, in words and symbols */
            formula: string;
        };
        WebHttpStatusResult: {
            /** @description The final URL, after redirects */
            url: string;
            /** @description The HTTP status code of the final response */
            status: number;
            /** @description Whether the final status is a success (200 to 299) */
            ok: boolean;
            /** @description Number of redirects followed */
            redirects: number;
            /** @description Every response in order, from the URL given to the final one */
            chain: components["schemas"]["RedirectHop"][];
            /** @description Time the whole lookup took, in milliseconds */
            total_ms: number;
        };
        WebHttpHeadersResult: {
            /** @description The final URL, after redirects */
            url: string;
            /** @description The HTTP status code of the final response */
            status: number;
            /** @description Headers of the final response by name in lower case: one string, or an array of the values of a header sent several times (Set-Cookie) */
            headers: {
                [key: string]: string | string[];
            };
            /** @description Every response in order, from the URL given to the final one */
            chain: components["schemas"]["RedirectHop"][];
            /** @description Time the whole lookup took, in milliseconds */
            total_ms: number;
        };
        WebMetaTagsResult: {
            /** @description The final URL, after redirects */
            url: string;
            /** @description The HTTP status code of the final response */
            status: number;
            /** @description The <title> text, whitespace collapsed; null when the page has none */
            title: string | null;
            /** @description The description meta tag; null when absent */
            description: string | null;
            /** @description The canonical link, as an absolute URL; null when absent */
            canonical: string | null;
            /** @description The robots meta tag; null when absent */
            robots: string | null;
            /** @description The language of <html lang>; null when absent */
            lang: string | null;
            /** @description The charset of <meta charset>; null when absent */
            charset: string | null;
            /** @description The viewport meta tag; null when absent */
            viewport: string | null;
            /** @description Every meta tag with a name or property, in page order */
            meta: {
                /** @description The tag's name or property, in lower case */
                key: string;
                /** @description Its content, trimmed */
                content: string;
            }[];
            /** @description The icon links (icon, apple-touch-icon, mask-icon), in page order */
            icons: {
                /** @description The link's rel values, in lower case, such as icon or apple-touch-icon */
                rel: string;
                /** @description The icon's absolute URL */
                href: string;
                /** @description Its sizes attribute, such as 32x32; null when absent */
                sizes: string | null;
                /** @description Its type attribute, such as image/png; null when absent */
                type: string | null;
            }[];
        };
        WebOpenGraphResult: {
            /** @description The final URL, after redirects */
            url: string;
            /** @description The HTTP status code of the final response */
            status: number;
            /** @description Every og:* property without the prefix (title, type, image...): a string, or an array in page order when repeated; URL-valued ones absolute */
            og: {
                [key: string]: string | string[];
            };
            /** @description Every twitter:* name without the prefix (card, image...), in the same form */
            twitter: {
                [key: string]: string | string[];
            };
            /** @description Every og:image and twitter:image as an absolute URL, without duplicates, in page order */
            images: string[];
        };
        WebDnsResult: {
            /** @description The domain looked up, in lower-case ASCII (punycode) form without a final dot */
            domain: string;
            /**
             * @description The record type asked for, ANY for all of them
             * @enum {string}
             */
            type: "A" | "AAAA" | "MX" | "TXT" | "NS" | "CNAME" | "SOA" | "CAA" | "ANY";
            /** @description One entry per type asked for (all eight for ANY); a type with no records is an empty list */
            records: {
                /** @description IPv4 addresses */
                A?: components["schemas"]["DnsAddress"][];
                /** @description IPv6 addresses */
                AAAA?: components["schemas"]["DnsAddress"][];
                /** @description Mail servers, sorted by priority */
                MX?: {
                    /** @description Host name of the mail server */
                    exchange: string;
                    /** @description Its preference: lower is tried first */
                    priority: number;
                }[];
                /** @description Text records, the parts of each record joined */
                TXT?: string[];
                /** @description Host names of the name servers */
                NS?: string[];
                /** @description The canonical names this name is an alias of */
                CNAME?: string[];
                /** @description The start-of-authority record, or null when there is none */
                SOA?: {
                    /** @description The primary name server */
                    nsname: string;
                    /** @description The responsible party's mailbox, written as a name (admin.example.com) */
                    hostmaster: string;
                    /** @description Serial number of the zone */
                    serial: number;
                    /** @description Seconds before secondary servers check for changes */
                    refresh: number;
                    /** @description Seconds before secondary servers retry a failed refresh */
                    retry: number;
                    /** @description Seconds after which secondary servers stop answering without a refresh */
                    expire: number;
                    /** @description Seconds negative answers may be cached */
                    minttl: number;
                } | null;
                /** @description Certification authority authorisation records */
                CAA?: {
                    /** @description The flags byte: 128 when the issuer must understand the tag, else 0 */
                    critical: number;
                    /** @description The property, such as issue, issuewild or iodef */
                    tag: string;
                    /** @description Its value, such as letsencrypt.org */
                    value: string;
                }[];
            };
        };
        WebIpResult: {
            /** @description The domain resolved, in lower-case ASCII (punycode) form without a final dot */
            domain: string;
            /** @description Its IPv4 (A) addresses as text */
            ipv4: string[];
            /** @description Its IPv6 (AAAA) addresses as text */
            ipv6: string[];
            /** @description Every address, IPv4 first, with its family and time to live */
            addresses: {
                /** @description The address as text */
                address: string;
                /**
                 * @description 4 for IPv4, 6 for IPv6
                 * @enum {number}
                 */
                family: 4 | 6;
                /** @description How long the record may be cached, in seconds */
                ttl: number;
            }[];
        };
        WebPageSizeResult: {
            /** @description The final URL, after redirects */
            url: string;
            /** @description The HTTP status code of the final response */
            status: number;
            /** @description The Content-Type header of the final response; null when absent */
            content_type: string | null;
            /** @description The Content-Encoding the site used, such as gzip or br; null when uncompressed */
            content_encoding: string | null;
            /** @description Bytes of the body as sent on the wire (compressed when the site compresses) */
            transferred_bytes: number;
            /** @description Bytes of the body after decompression */
            decoded_bytes: number;
            /** @description decoded_bytes / transferred_bytes, to 2 decimals; null when nothing was transferred */
            compression_ratio: number | null;
            /** @description The body exceeded limit_bytes, so reading stopped there and both sizes count only what was read */
            truncated: boolean;
            /** @description Most decoded bytes read of a body, in bytes */
            limit_bytes: number;
            /** @description Distinct resources the HTML links, by kind (counted, not downloaded); null when the body is not HTML */
            resources: {
                /** @description Distinct linked resources of every kind */
                total: number;
                /** @description Scripts: script elements with a src attribute */
                scripts: number;
                /** @description Stylesheets (<link rel="stylesheet">) */
                stylesheets: number;
                /** @description Images (<img src>) */
                images: number;
                /** @description Frames (<iframe src>) */
                frames: number;
                /** @description Video, audio and embedded media sources */
                media: number;
                /** @description Other linked resources (icons, preloads, manifest...) */
                other: number;
            } | null;
            /** @description Time the whole lookup took, in milliseconds */
            total_ms: number;
        };
        WebWordpressResult: {
            /** @description The final URL, after redirects */
            url: string;
            /** @description The HTTP status code of the final response */
            status: number;
            /** @description Whether any sign of WordPress was found */
            detected: boolean;
            /** @description The WordPress version the generator tag shows; null when hidden or absent */
            version: string | null;
            /** @description Each kind of sign found, once, with an example; empty when none */
            evidence: {
                /**
                 * @description The kind of sign: generator (meta tag), wp-content or wp-includes (paths), rest-api-link, editing-link (wlwmanifest or EditURI)
                 * @enum {string}
                 */
                kind: "generator" | "wp-content" | "wp-includes" | "rest-api-link" | "editing-link";
                /** @description An example of it: the generator text, or the URL found (at most 300 characters) */
                detail: string;
            }[];
        };
        WebYoutubeResult: {
            /** @description The 11-character video ID */
            id: string;
            /** @description Title of the video; null when YouTube does not give it */
            title: string | null;
            /** @description Name of the channel; null when not given */
            channel: string | null;
            /** @description URL of the channel; null when not given */
            channel_url: string | null;
            /** @description The video's watch URL on www.youtube.com */
            watch_url: string;
            /** @description URL of the thumbnail oEmbed gives; null when not given */
            thumbnail_url: string | null;
            /** @description Its width in pixels; null when not given */
            thumbnail_width: number | null;
            /** @description Its height in pixels; null when not given */
            thumbnail_height: number | null;
            /** @description The standard thumbnail URLs for the ID */
            thumbnails: {
                /** @description URL of the 120×90 image */
                default: string;
                /** @description URL of the 320×180 image */
                medium: string;
                /** @description URL of the 480×360 image */
                high: string;
                /** @description URL of the 640×480 image (exists only for some videos) */
                standard: string;
                /** @description URL of the 1280×720 image (exists only for some videos) */
                maxres: string;
            };
        };
        GeneratePasswordResult: {
            /** @description The password; it holds at least one character of every class used */
            password: string;
            /** @description Number of characters */
            length: number;
            /** @description The character classes used, in this order: lowercase, uppercase, digits, symbols */
            classes: ("lowercase" | "uppercase" | "digits" | "symbols")[];
            /** @description Number of different characters each position was drawn from */
            alphabet_size: number;
            /** @description Entropy of a password drawn uniformly from the alphabet, in bits, to two decimals (length × log2 alphabet_size) */
            entropy_bits: number;
        };
        GenerateUuidResult: {
            /**
             * @description UUID version: 4 or 7
             * @enum {number}
             */
            version: 4 | 7;
            /** @description The UUIDs, lower case in the 8-4-4-4-12 form; version 7 ones in increasing order */
            uuids: string[];
        };
        GenerateLoremResult: {
            /** @description The paragraphs, one string each */
            paragraphs: string[];
            /** @description The paragraphs joined by a blank line (\n\n) */
            text: string;
            /** @description Number of words in text (runs of characters between white space) */
            word_count: number;
        };
        GenerateColorResult: {
            /** @description The colour as #rrggbb, lower case */
            hex: string;
            /** @description Red, green and blue channels */
            rgb: {
                /** @description Red channel, 0-255 */
                r: number;
                /** @description Green channel, 0-255 */
                g: number;
                /** @description Blue channel, 0-255 */
                b: number;
            };
            /** @description Hue, saturation and lightness */
            hsl: {
                /** @description Hue in degrees, 0 to less than 360, to one decimal (0 for a grey) */
                h: number;
                /** @description Saturation in percent, 0-100, to one decimal */
                s: number;
                /** @description Lightness in percent, 0-100, to one decimal */
                l: number;
            };
            /** @description The colour as CSS values */
            css: {
                /** @description CSS rgb() value, such as rgb(51, 102, 153) */
                rgb: string;
                /** @description CSS hsl() value, such as hsl(210, 50%, 40%) */
                hsl: string;
            };
            /**
             * @description How value was read: hex or rgb
             * @enum {string}
             */
            input_format: "hex" | "rgb";
        };
        GenerateRandomNumberResult: {
            /** @description The random numbers, each between min and max inclusive, with at most decimals decimal places */
            numbers: number[];
            /** @description Lowest possible value, as sent */
            min: number;
            /** @description Highest possible value, as sent */
            max: number;
            /** @description How many numbers were drawn */
            count: number;
            /** @description Decimal places of the numbers */
            decimals: number;
        };
        GenerateQrResult: {
            /** @description Signed link to the image on this service; it works until expires_at */
            url: string;
            /** @description The same image inline, as a base64 data: URI */
            data_uri: string;
            /**
             * @description Image format: png or svg
             * @enum {string}
             */
            format: "png" | "svg";
            /** @description Media type of the image: image/png or image/svg+xml */
            content_type: string;
            /** @description Width of the image: pixels for PNG, CSS pixels for SVG */
            width: number;
            /** @description Height of the image: pixels for PNG, CSS pixels for SVG */
            height: number;
            /**
             * Format: date-time
             * @description When url stops working, ISO 8601 in UTC
             */
            expires_at: string;
            /** @description Width and height of the image asked for, in pixels */
            size: number;
            /**
             * @description Error correction level: L, M, Q or H
             * @enum {string}
             */
            error_correction: "L" | "M" | "Q" | "H";
            /** @description Quiet zone around the code, in modules */
            margin: number;
            /** @description QR version, 1-40 (version v is 17 + 4v modules wide) */
            version: number;
            /** @description Modules (squares) per side of the code, without the margin */
            modules: number;
        };
        GenerateBarcodeResult: {
            /** @description Signed link to the image on this service; it works until expires_at */
            url: string;
            /** @description The same image inline, as a base64 data: URI */
            data_uri: string;
            /**
             * @description Image format: png or svg
             * @enum {string}
             */
            format: "png" | "svg";
            /** @description Media type of the image: image/png or image/svg+xml */
            content_type: string;
            /** @description Width of the image: pixels for PNG, CSS pixels for SVG */
            width: number;
            /** @description Height of the image: pixels for PNG, CSS pixels for SVG */
            height: number;
            /**
             * Format: date-time
             * @description When url stops working, ISO 8601 in UTC
             */
            expires_at: string;
            /**
             * @description The symbology drawn (upc is answered as upca)
             * @enum {string}
             */
            type: "code128" | "ean13" | "ean8" | "upca" | "upce" | "itf14" | "code39" | "code93" | "interleaved2of5" | "datamatrix" | "pdf417";
            /** @description What is encoded: for EAN, UPC and ITF-14 numbers the digits with their check digit, without spaces or hyphens */
            text: string;
            /** @description The GS1 check digit, for ean13, ean8, upca, upce and itf14 only */
            check_digit?: number;
            /** @description For ean13, ean8, upca, upce and itf14 only: true when the check digit was computed and appended, false when it was given and verified */
            check_digit_computed?: boolean;
            /** @description Name of the symbology, such as Code 128 or EAN-13 */
            type_name: string;
            /** @description Pixels per module (the narrowest bar) */
            scale: number;
            /** @description Whether the human-readable text is printed under a linear barcode (never under datamatrix or pdf417) */
            include_text: boolean;
        };
        GenerateRandomStringResult: {
            /** @description The random string */
            string: string;
            /** @description Number of characters */
            length: number;
            /**
             * @description The character set used
             * @enum {string}
             */
            charset: "alphanumeric" | "alpha" | "numeric" | "hex";
            /** @description Entropy of the string, in bits, to two decimals (length × log2 of the set size) */
            entropy_bits: number;
        };
        GenerateTokenResult: {
            /** @description The random bytes, written in the encoding */
            token: string;
            /** @description Number of random bytes */
            bytes: number;
            /**
             * @description How the bytes are written: hex or base64url (no padding)
             * @enum {string}
             */
            encoding: "hex" | "base64url";
            /** @description Number of characters of token */
            length: number;
            /** @description Entropy of the token in bits (bytes × 8) */
            entropy_bits: number;
        };
        GenerateGradientResult: {
            /** @description The CSS linear-gradient() value */
            css: string;
            /** @description A CSS declaration that sets it as background-image */
            declaration: string;
            /** @description Direction in degrees, as sent */
            angle: number;
            /** @description The start colour */
            from: components["schemas"]["Color"];
            /** @description The end colour */
            to: components["schemas"]["Color"];
        };
        GenerateMacAddressResult: {
            /** @description The addresses: six octets in lower-case hex, separated by the separator */
            mac_addresses: string[];
            /**
             * @description The separator used: colon or hyphen
             * @enum {string}
             */
            separator: "colon" | "hyphen";
            /**
             * @description Always true: the locally administered bit of the first octet is set
             * @constant
             */
            locally_administered: true;
            /**
             * @description Always true: the multicast bit of the first octet is clear
             * @constant
             */
            unicast: true;
        };
        EncodeUrlParseResult: {
            /** @description The whole URL, normalised */
            href: string;
            /** @description The scheme in lower case, without ":", such as https or mailto */
            scheme: string;
            /** @description The user name, percent-encoded; empty when there is none */
            username: string;
            /** @description The password, percent-encoded; empty when there is none */
            password: string;
            /** @description The host name (international names in punycode) with ":" and the port when the URL names one; empty when there is no host */
            host: string;
            /** @description The host name without the port, international names in punycode (an IPv6 address in brackets); empty when there is no host */
            hostname: string;
            /** @description host with an international domain name in Unicode */
            host_unicode: string;
            /** @description hostname with an international domain name in Unicode */
            hostname_unicode: string;
            /** @description The port the URL names, or null when it names none (a default port is dropped) */
            port: number | null;
            /** @description The default port of the scheme (http 80, https 443, ws 80, wss 443, ftp 21), or null for schemes without one */
            default_port: number | null;
            /** @description The port a connection uses: port, else default_port; null when neither exists */
            effective_port: number | null;
            /** @description The path, with dot segments resolved and unsafe characters percent-encoded */
            path: string;
            /** @description The query parameters, decoded: each key maps to its value, or to an array of its values in order when it is given more than once */
            query: {
                [key: string]: string | string[];
            };
            /** @description The raw query without "?"; empty when there is none */
            query_string: string;
            /** @description The fragment without "#"; empty when there is none */
            fragment: string;
            /** @description The origin, scheme://host[:port], or null for schemes without a meaningful origin (mailto:, file:, data:) */
            origin: string | null;
        };
        DatetimeNowResult: {
            /** @description Unix time in whole seconds since 1970-01-01T00:00:00Z, rounded down (negative before 1970) */
            unix: number;
            /** @description Unix time in milliseconds */
            unix_ms: number;
            /** @description The moment in ISO 8601 in UTC, such as 2024-03-10T14:30:00Z (milliseconds only when there are some) */
            iso_utc: string;
            /** @description The moment in RFC 2822 form in UTC, such as "Sun, 10 Mar 2024 14:30:00 +0000" */
            rfc2822: string;
            /** @description The current moment on the wall clock of `timezone` */
            in_timezone: components["schemas"]["ZonedTime"];
        };
        DatetimeToTimestampResult: {
            /** @description The date text as read (surrounding spaces removed) */
            input: string;
            /** @description Unix time in whole seconds since 1970-01-01T00:00:00Z, rounded down (negative before 1970) */
            unix: number;
            /** @description Unix time in milliseconds */
            unix_ms: number;
            /** @description The moment in ISO 8601 in UTC, such as 2024-03-10T14:30:00Z (milliseconds only when there are some) */
            iso_utc: string;
            /** @description The moment in RFC 2822 form in UTC, such as "Sun, 10 Mar 2024 14:30:00 +0000" */
            rfc2822: string;
            /** @description The moment on the wall clock of `timezone` (UTC by default) */
            in_timezone: components["schemas"]["ZonedTime"];
            /** @description How the input was read */
            read_as: {
                /**
                 * @description The form the input was read in: now (also today, tomorrow, yesterday), iso8601, rfc2822, http, relative (an interval from now) or natural (an English phrase)
                 * @enum {string}
                 */
                format: "now" | "iso8601" | "rfc2822" | "http" | "relative" | "natural";
                /** @description The input was a calendar date without a time of day, read as the start of that day */
                date_only: boolean;
                /** @description The input carried its own UTC offset, so it named an exact instant */
                offset_given: boolean;
                /** @description The zone the input was read in */
                timezone: string;
                /** @description For natural phrases: the part of the input the phrase reader matched */
                matched?: string;
            };
            /** @description The wall time does not exist in the zone (the clocks skip it) and was moved forward by the length of the gap */
            adjusted: boolean;
            /** @description The wall time occurs twice in the zone (the clocks go back); one occurrence was taken */
            ambiguous: boolean;
            /** @description When adjusted or ambiguous: what happened, in words in the call language */
            note?: string;
        };
        DatetimeFromTimestampResult: {
            /** @description The timestamp as sent */
            timestamp: number;
            /**
             * @description The unit the timestamp was read in
             * @enum {string}
             */
            unit: "seconds" | "milliseconds";
            /** @description The unit was chosen by the size of the timestamp (unit auto or not given) */
            unit_detected: boolean;
            /** @description Unix time in whole seconds since 1970-01-01T00:00:00Z, rounded down (negative before 1970) */
            unix: number;
            /** @description Unix time in milliseconds */
            unix_ms: number;
            /** @description The moment in ISO 8601 in UTC, such as 2024-03-10T14:30:00Z (milliseconds only when there are some) */
            iso_utc: string;
            /** @description The moment in RFC 2822 form in UTC, such as "Sun, 10 Mar 2024 14:30:00 +0000" */
            rfc2822: string;
            /** @description The moment on the wall clock of `timezone` */
            in_timezone: components["schemas"]["ZonedTime"];
        };
        DatetimeTimezoneResult: {
            /** @description The moment on the wall clock of `from` */
            from: components["schemas"]["ZonedTime"];
            /** @description The same moment on the wall clock of `to` */
            to: components["schemas"]["ZonedTime"];
            /** @description The offset of `to` minus the offset of `from`, in hours (fractional for zones such as UTC+05:30) */
            difference_hours: number;
            /** @description Unix time in whole seconds since 1970-01-01T00:00:00Z, rounded down (negative before 1970) */
            unix: number;
            /** @description Unix time in milliseconds */
            unix_ms: number;
            /** @description The moment in ISO 8601 in UTC, such as 2024-03-10T14:30:00Z (milliseconds only when there are some) */
            iso_utc: string;
            /** @description The wall time does not exist in the zone (the clocks skip it) and was moved forward by the length of the gap */
            adjusted: boolean;
            /** @description The wall time occurs twice in the zone (the clocks go back); one occurrence was taken */
            ambiguous: boolean;
            /** @description When adjusted or ambiguous: what happened, in words in the call language */
            note?: string;
            /** @description When adjusted or ambiguous: the wall time as asked, YYYY-MM-DDTHH:mm:ss */
            requested?: string;
            /** @description When ambiguous: the occurrence of the wall time that was not taken */
            alternative?: {
                /** @description The other occurrence on the wall clock of `from` */
                from: components["schemas"]["ZonedTime"];
                /** @description The other occurrence on the wall clock of `to` */
                to: components["schemas"]["ZonedTime"];
            };
        };
        DatetimeDiffResult: {
            /** @description The start as read, in the zone: YYYY-MM-DD for a date alone, else ISO 8601 with its offset */
            from: string;
            /** @description The end as read, in the same form */
            to: string;
            /** @description The zone whose calendar counted days and months */
            timezone: string;
            /** @description to is earlier than from; the breakdown parts stay positive and the totals are negative */
            negative: boolean;
            /** @description 1 when to is later than from, -1 when earlier, 0 when both are the same moment */
            sign: number;
            /** @description Whole years of the breakdown */
            years: number;
            /** @description Whole months after the years */
            months: number;
            /** @description Calendar days after the months */
            days: number;
            /** @description Hours of elapsed time after the days */
            hours: number;
            /** @description Minutes after the hours */
            minutes: number;
            /** @description Seconds after the minutes */
            seconds: number;
            /** @description Milliseconds after the seconds */
            milliseconds: number;
            /** @description Exact elapsed time, to minus from, in weeks (up to 6 decimals) */
            total_weeks: number;
            /** @description Exact elapsed time in days (up to 6 decimals) */
            total_days: number;
            /** @description Exact elapsed time in hours (up to 6 decimals) */
            total_hours: number;
            /** @description Exact elapsed time in minutes (up to 6 decimals) */
            total_minutes: number;
            /** @description Exact elapsed time in seconds (up to 6 decimals) */
            total_seconds: number;
            /** @description Exact elapsed time in milliseconds */
            total_milliseconds: number;
            /** @description The breakdown in words in the call language, such as "2 years, 3 months and 4 days" */
            human: string;
        };
        DatetimeAddResult: {
            /** @description The start date as read: YYYY-MM-DD for a date alone, else ISO 8601 with its offset */
            start: string;
            /** @description The result: YYYY-MM-DD when date_only, else ISO 8601 with the offset of the zone */
            end: string;
            /** @description The interval as read, by unit; units not given are 0 */
            interval: {
                /** @description Years added (negative: subtracted) */
                years: number;
                /** @description Months added */
                months: number;
                /** @description Weeks added */
                weeks: number;
                /** @description Days added */
                days: number;
                /** @description Hours added, possibly with decimals */
                hours: number;
                /** @description Minutes added, possibly with decimals */
                minutes: number;
                /** @description Seconds added, possibly with decimals */
                seconds: number;
                /** @description Milliseconds added */
                milliseconds: number;
            };
            /** @description The start was a date alone and only years, months, weeks or days were added, so end is a calendar date */
            date_only: boolean;
            /** @description The zone the interval was added in */
            timezone: string;
            /** @description Adding months or years reached a shorter month, so the day became its last day */
            clamped: boolean;
            /** @description The wall time does not exist in the zone (the clocks skip it) and was moved forward by the length of the gap */
            adjusted: boolean;
            /** @description The wall time occurs twice in the zone (the clocks go back); one occurrence was taken */
            ambiguous: boolean;
            /** @description When adjusted or ambiguous: what happened, in words in the call language */
            note?: string;
            /** @description Unix time in whole seconds since 1970-01-01T00:00:00Z, rounded down (negative before 1970) */
            unix: number;
            /** @description Unix time in milliseconds */
            unix_ms: number;
            /** @description The moment in ISO 8601 in UTC, such as 2024-03-10T14:30:00Z (milliseconds only when there are some) */
            iso_utc: string;
            /** @description The moment in RFC 2822 form in UTC, such as "Sun, 10 Mar 2024 14:30:00 +0000" */
            rfc2822: string;
        };
        DatetimeWeekNumberResult: {
            /** @description The calendar date, YYYY-MM-DD */
            date: string;
            /** @description The ISO 8601 week number, 1 to 53 */
            week: number;
            /** @description The ISO week-numbering year the week belongs to, which can differ from the calendar year */
            week_year: number;
            /** @description Day of the week: 1 = Monday to 7 = Sunday */
            weekday: number;
            /** @description The week in ISO 8601 form, such as 2020-W53 */
            iso_week: string;
            /** @description The ISO 8601 week date, such as 2020-W53-4 */
            iso_week_date: string;
            /** @description Weeks in the week-numbering year: 52 or 53 */
            weeks_in_year: number;
            /** @description The Monday of the week, YYYY-MM-DD */
            week_start: string;
            /** @description The Sunday of the week, YYYY-MM-DD */
            week_end: string;
        };
        DatetimeIsLeapYearResult: {
            /** @description The year */
            year: number;
            /** @description Whether the year is a leap year in the Gregorian calendar */
            is_leap_year: boolean;
            /** @description Days in the year: 366 in a leap year, else 365 */
            days_in_year: number;
            /** @description Days in February: 29 in a leap year, else 28 */
            days_in_february: number;
            /** @description Whether the year is divisible by 4 */
            divisible_by_4: boolean;
            /** @description Whether the year is divisible by 100 */
            divisible_by_100: boolean;
            /** @description Whether the year is divisible by 400 */
            divisible_by_400: boolean;
            /** @description The leap-year rule, in words in the call language */
            rule: string;
        };
        DatetimeDaysInMonthResult: {
            /** @description The year */
            year: number;
            /** @description The month, 1 (January) to 12 (December) */
            month: number;
            /** @description Name of the month, in English */
            month_name: string;
            /** @description Name of the month in the call language */
            month_name_localized: string;
            /** @description The call language of month_name_localized, such as en or es */
            language: string;
            /** @description Number of days in the month */
            days: number;
            /** @description Whether the year is a leap year */
            is_leap_year: boolean;
            /** @description First day of the month, YYYY-MM-DD */
            first_day: string;
            /** @description Last day of the month, YYYY-MM-DD */
            last_day: string;
        };
        DatetimeDayOfWeekResult: {
            /** @description The calendar date, YYYY-MM-DD */
            date: string;
            /** @description Name of the day of the week, in English */
            day_name: string;
            /** @description Name of the day of the week in the call language */
            day_name_localized: string;
            /** @description The call language of day_name_localized, such as en or es */
            language: string;
            /** @description ISO 8601 day number: 1 = Monday to 7 = Sunday */
            iso_weekday: number;
            /** @description JavaScript Date.getDay() number: 0 = Sunday to 6 = Saturday */
            js_weekday: number;
            /** @description Whether the day is a Saturday or a Sunday */
            is_weekend: boolean;
            /** @description Day of the year, from 1 on 1 January */
            day_of_year: number;
        };
        NumberBaseConvertResult: {
            /** @description The value read, in canonical form: sign, upper-case digits, no prefix, separators or leading zeros */
            value: string;
            /** @description Base the value is written in */
            from: number;
            /** @description Base of result */
            to: number;
            /** @description The value written in base to, upper case */
            result: string;
            /** @description The value in base 10 */
            decimal: string;
        };
        NumberRomanResult: {
            /** @description The Roman numeral, in upper case */
            roman: string;
            /** @description Its value */
            number: number;
        };
        NumberToWordsResult: {
            /** @description The number written, in canonical form (a minus sign when negative, no plus sign, separators or leading zeros) */
            value: string;
            /**
             * @description Language tag of the words
             * @enum {string}
             */
            lang: "am-ET" | "am-Latn-ET" | "ar-SA" | "az-AZ" | "bn-BD" | "cs-CZ" | "da-DK" | "de-DE" | "el-GR" | "en-AU" | "en-BD" | "en-CA" | "en-GB" | "en-GH" | "en-IE" | "en-IN" | "en-KE" | "en-MY" | "en-NG" | "en-NZ" | "en-PH" | "en-PK" | "en-SG" | "en-US" | "en-ZA" | "es-ES" | "es-MX" | "es-US" | "fa-IR" | "fi-FI" | "fil-PH" | "fr-BE" | "fr-FR" | "gu-IN" | "ha-NG" | "hbo-IL" | "he-IL" | "hi-IN" | "hr-HR" | "hu-HU" | "id-ID" | "it-IT" | "ja-JP" | "ka-GE" | "kn-IN" | "ko-KR" | "lt-LT" | "lv-LV" | "mr-IN" | "ms-MY" | "nb-NO" | "nl-NL" | "pa-IN" | "pl-PL" | "pt-PT" | "ro-RO" | "ru-RU" | "sr-Cyrl-RS" | "sr-Latn-RS" | "sv-SE" | "sw-KE" | "ta-IN" | "te-IN" | "th-TH" | "tr-TR" | "uk-UA" | "ur-PK" | "vi-VN" | "yo-NG" | "zh-Hans-CN" | "zh-Hant-TW";
            /** @description The number in words */
            words: string;
        };
        NumberFactorialResult: {
            /** @description n */
            value: number;
            /** @description n! exactly, in decimal digits */
            result: string;
            /** @description n! as a JSON number: exact up to 22!, the nearest double beyond */
            number: number;
            /** @description Number of decimal digits of n! */
            digits: number;
        };
        NumberFibonacciResult: {
            /** @description Number of terms listed */
            count: number;
            /** @description The terms F(0) to F(count - 1), exactly, in decimal digits */
            sequence: string[];
            /** @description The last term, F(count - 1) */
            last: string;
        };
        NumberIsPrimeResult: {
            /** @description The number tested, in canonical form (no leading zeros or separators) */
            value: string;
            /** @description Whether it is prime */
            is_prime: boolean;
            /**
             * @description deterministic: proven (every composite verdict, every prime verdict below 3.317e24); probable: passed the Baillie-PSW test
             * @enum {string}
             */
            certainty: "deterministic" | "probable";
            /** @description Smallest prime factor when the number is composite and has one of at most 100,000; otherwise null */
            smallest_factor: string | null;
            /** @description Smallest prime greater than the number, for numbers below 10^24; otherwise null */
            next_prime: string | null;
        };
        NumberGcdLcmResult: {
            /** @description The first number read, in canonical form (a minus sign when negative, no leading zeros or separators) */
            a: string;
            /** @description The second number read, in canonical form */
            b: string;
            /** @description Greatest common divisor, never negative; 0 when both are 0 */
            gcd: string;
            /** @description Least common multiple, never negative; 0 when either is 0 */
            lcm: string;
        };
        FileImageInfoResult: {
            /** @description The uploaded file's name */
            name: string;
            /**
             * @description The image format, detected from the file's bytes
             * @enum {string}
             */
            format: "jpg" | "png" | "webp" | "avif" | "gif" | "tiff" | "bmp" | "ico" | "heic";
            /** @description The media type of that format, such as image/jpeg */
            mime: string;
            /** @description Size of the file, in bytes */
            size_bytes: number;
            /** @description Width as stored, in pixels (of an icon, its largest image; 0 when the header does not say) */
            width: number;
            /** @description Height as stored, in pixels, of one frame (0 when the header does not say) */
            height: number;
            /** @description Width once the EXIF orientation is applied, in pixels: height when the image is stored turned a quarter */
            display_width: number;
            /** @description Height once the EXIF orientation is applied, in pixels */
            display_height: number;
            /** @description Number of colour channels, alpha included (3 for RGB, 4 for RGBA or CMYK); 0 when unknown */
            channels: number;
            /** @description Whether the image has an alpha (transparency) channel */
            has_alpha: boolean;
            /** @description Colour space as libvips names it (srgb, b-w, cmyk, rgb16...); null when unknown */
            color_space: string | null;
            /** @description Bits per sample (8, 16...); null when unknown */
            bit_depth: number | null;
            /** @description Pixel density, in dots per inch; null when the file does not record it */
            density: number | null;
            /** @description Number of frames or pages: 1 for a still image */
            frames: number;
            /** @description Whether the frames are an animation (they have frame delays) rather than pages */
            animated: boolean;
            /** @description EXIF orientation, 1 to 8 (1 upright, 6 stored turned a quarter anticlockwise); null when not recorded */
            orientation: number | null;
            /** @description Whether an ICC colour profile is embedded */
            has_icc_profile: boolean;
            /** @description Whether readable EXIF data is present (the same as exif not being null) */
            has_exif: boolean;
            /** @description The readable EXIF tags by name (Make, Model, DateTimeOriginal, ExposureTime...); binary values over 32 bytes, lists over 16 values and texts over 1000 characters left out; null when there is no readable EXIF */
            exif: {
                [key: string]: components["schemas"]["ExifValue"];
            } | null;
            /** @description The recorded position; null when the EXIF has none */
            gps: {
                /** @description Latitude, in decimal degrees (south negative), to 7 decimals */
                latitude: number;
                /** @description Longitude, in decimal degrees (west negative), to 7 decimals */
                longitude: number;
                /** @description Altitude, in metres (negative below sea level); absent when not recorded */
                altitude?: number;
            } | null;
        };
        FilePdfInfoResult: {
            /** @description The uploaded file's name */
            name: string;
            /** @description Size of the file, in bytes */
            size_bytes: number;
            /** @description PDF version from the file header, such as "1.7"; null when the header has none */
            pdf_version: string | null;
            /** @description Number of pages; null when the page tree cannot be read (an encrypted file not opened) */
            pages: number | null;
            /** @description The size of each of the first 50 pages, in page order; empty when the pages cannot be read */
            page_sizes: {
                /** @description Page number, from 1 */
                page: number;
                /** @description Width of the crop box (what a viewer shows) before rotation, in points (1/72 inch) to 2 decimals */
                width: number;
                /** @description Height of the crop box before rotation, in points to 2 decimals */
                height: number;
                /** @description The same width, in millimetres to 1 decimal */
                width_mm: number;
                /** @description The same height, in millimetres to 1 decimal */
                height_mm: number;
                /** @description Rotation the page is shown with, in degrees clockwise (0, 90, 180 or 270) */
                rotation: number;
                /** @description The paper size within 1 pt, in either orientation; null for any other size */
                paper: ("A4" | "Letter" | "Legal" | "A3" | "A5") | null;
            }[];
            /** @description Whether every page (not only the first 50) has the same size; null when no page size could be read */
            uniform_size: boolean | null;
            /** @description Title, from the document information; null when absent, or when the file is encrypted and was not opened */
            title: string | null;
            /** @description Author, from the document information; null when absent, or when the file is encrypted and was not opened */
            author: string | null;
            /** @description Subject, from the document information; null when absent, or when the file is encrypted and was not opened */
            subject: string | null;
            /** @description Keywords, as one text, from the document information; null when absent, or when the file is encrypted and was not opened */
            keywords: string | null;
            /** @description The program that made the original document, from the document information; null when absent, or when the file is encrypted and was not opened */
            creator: string | null;
            /** @description The program that wrote the PDF, from the document information; null when absent, or when the file is encrypted and was not opened */
            producer: string | null;
            /** @description Creation date, ISO 8601 in UTC; null when absent or unreadable, or when the file is encrypted and was not opened */
            creation_date: string | null;
            /** @description Last modification date, ISO 8601 in UTC; null when absent or unreadable, or when the file is encrypted and was not opened */
            modification_date: string | null;
            /** @description Whether the file is encrypted (encryption is then not null) */
            encrypted: boolean;
            /** @description How the file is encrypted; null when it is not */
            encryption: {
                /** @description The cipher (RC4-40, RC4-128, AES-128, AES-256), or the name of a non-standard security handler; null when unknown */
                algorithm: string | null;
                /** @description Revision of the standard security handler (2 to 6); null when not recorded */
                revision: number | null;
                /** @description Whether a password is needed to open the file: false when only an owner password is set */
                password_required: boolean;
                /** @description Whether the file could be decrypted, so that its metadata and form fields were read */
                opened: boolean;
                /** @description What the file's permission flags allow (a reader honours them, they are not enforced by the encryption); null when not recorded */
                permissions: {
                    /** @description Whether the permission flags allow printing */
                    printing: boolean;
                    /** @description Whether the permission flags allow copying text and images */
                    copying: boolean;
                    /** @description Whether the permission flags allow modifying the content */
                    modifying: boolean;
                    /** @description Whether the permission flags allow adding annotations and filling forms */
                    annotating: boolean;
                    /** @description Whether the permission flags allow filling form fields */
                    filling_forms: boolean;
                    /** @description Whether the permission flags allow inserting, rotating and deleting pages */
                    assembling: boolean;
                } | null;
            } | null;
            /** @description Names of the fonts the pages and the forms they draw use, subset prefixes removed, in the order found (at most 100) */
            fonts: string[];
            /** @description Whether the document has an outline (bookmarks) */
            has_outline: boolean;
            /** @description Number of interactive form fields (0 without a form); null when the form cannot be read */
            form_fields: number | null;
        };
        FilePdfToTextResult: {
            /** @description Number of pages of the document, selected or not */
            page_count: number;
            /** @description Each selected page once, in the order selected (every page by default) */
            pages: {
                /** @description Page number, from 1 */
                page: number;
                /** @description The text the page draws, lines separated by \n; empty for a page without text (a scan, say) */
                text: string;
            }[];
            /** @description The selected pages' text joined in that order, separated by a form feed (\f) */
            text: string;
            /** @description Length of text, in Unicode characters (code points) */
            characters: number;
        };
        FileExcelToJsonResult: {
            /** @description The sheet read, or every sheet with all_sheets=1, in workbook order */
            sheets: {
                /** @description The sheet's name */
                name: string;
                /** @description The non-blank rows, in sheet order */
                rows: {
                    [key: string]: string | number | boolean | null;
                }[] | (string | number | boolean | null)[][];
            }[];
        };
    };
    responses: {
        /** @description The request could not be read: malformed JSON, forbidden property names, a Host header that is not a host name or address, or (account routes) credentials in the query string */
        BadRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A browser sent this from another site (Sec-Fetch-Site or Origin): account routes take same-origin requests only */
        CrossSite: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The X-API-Key header is malformed, unknown or revoked */
        Unauthorized: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request body is larger than the configured limit */
        PayloadTooLarge: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request body has a content type this route does not read (account routes read JSON only) */
        UnsupportedMediaType: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A parameter is missing or invalid, or the input cannot be processed */
        InvalidInput: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The allowance for this period, or the per-second burst limit, is used up, or (web lookups) the caller has FETCH_PER_CALLER of them in flight */
        QuotaExceeded: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many sign-ups from this address or in all, or too many failed log-ins; the message and Retry-After say when to try again */
        Throttled: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The service is busy or the work exceeded its time budget; retry later */
        Busy: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Calls allowed in the current period */
        RateLimitLimit: number;
        /** @description Calls left in the current period */
        RateLimitRemaining: number;
        /** @description When the period resets, in Unix seconds */
        RateLimitReset: number;
        /** @description Seconds to wait before retrying */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    convertCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["ConvertCategoriesResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertCurrency: {
        parameters: {
            query: {
                /**
                 * @description Currency of the amount: an ISO 4217 code such as USD, EUR or JPY (any case)
                 * @example usd
                 */
                from: string;
                /**
                 * @description Currency to convert to: an ISO 4217 code (any case)
                 * @example USD
                 */
                to: string;
                /**
                 * @description The amount to convert, in from; any finite number, decimals with a dot (19.99)
                 * @example 12.345
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["ConvertCurrencyResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertLength: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example km
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example mi
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 1
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertWeight: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example lb
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example kg
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 1
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertTemperature: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example C
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example F
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 100
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertVolume: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example us-gallon
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example l
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 1
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertArea: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example acre
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example m2
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 1
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertSpeed: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example km/h
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example mph
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 100
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertData: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example GiB
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example MB
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 1
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertTime: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example year
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example day
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 1
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertPressure: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example atm
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example Pa
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 1
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertEnergy: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example kWh
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example MJ
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 1
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertAngle: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example deg
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example rad
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 180
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertPower: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example hp
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example W
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 1
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertFrequency: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example GHz
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example MHz
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 2.4
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    convertForce: {
        parameters: {
            query: {
                /**
                 * @description Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart
                 * @example kgf
                 */
                from: string;
                /**
                 * @description Unit to convert to, written the same ways as from
                 * @example N
                 */
                to: string;
                /**
                 * @description The number to convert; any finite number, decimals with a dot (1.5)
                 * @example 1
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnitConversion"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devHash: {
        parameters: {
            query: {
                /**
                 * @description Text to hash; its UTF-8 bytes are digested
                 * @example abc
                 */
                text: string;
                /** @description Digest algorithm: md5, sha1, sha256, sha512, sha384, sha224, crc32b, ripemd160; default sha256 */
                algo?: "md5" | "sha1" | "sha256" | "sha512" | "sha384" | "sha224" | "crc32b" | "ripemd160";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevHashResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devHashAll: {
        parameters: {
            query: {
                /**
                 * @description Text to hash; its UTF-8 bytes are digested
                 * @example abc
                 */
                text: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevHashAllResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devHmac: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Message to authenticate */
                    text: string;
                    /** @description Secret key */
                    key: string;
                    /**
                     * @description Hash function: md5, sha1, sha224, sha256, sha384, sha512; default sha256
                     * @default sha256
                     * @enum {string}
                     */
                    algo?: "md5" | "sha1" | "sha224" | "sha256" | "sha384" | "sha512";
                    /**
                     * @description How the key is written: utf8 (default, its UTF-8 bytes are used), hex (bytes as hex digits) or base64 (standard or URL-safe alphabet)
                     * @default utf8
                     * @enum {string}
                     */
                    key_encoding?: "utf8" | "hex" | "base64";
                    /**
                     * @description How the message is written: utf8 (default, its UTF-8 bytes are used), hex (bytes as hex digits) or base64 (standard or URL-safe alphabet)
                     * @default utf8
                     * @enum {string}
                     */
                    text_encoding?: "utf8" | "hex" | "base64";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Message to authenticate */
                    text: string;
                    /** @description Secret key */
                    key: string;
                    /**
                     * @description Hash function: md5, sha1, sha224, sha256, sha384, sha512; default sha256
                     * @default sha256
                     * @enum {string}
                     */
                    algo?: "md5" | "sha1" | "sha224" | "sha256" | "sha384" | "sha512";
                    /**
                     * @description How the key is written: utf8 (default, its UTF-8 bytes are used), hex (bytes as hex digits) or base64 (standard or URL-safe alphabet)
                     * @default utf8
                     * @enum {string}
                     */
                    key_encoding?: "utf8" | "hex" | "base64";
                    /**
                     * @description How the message is written: utf8 (default, its UTF-8 bytes are used), hex (bytes as hex digits) or base64 (standard or URL-safe alphabet)
                     * @default utf8
                     * @enum {string}
                     */
                    text_encoding?: "utf8" | "hex" | "base64";
                };
                "multipart/form-data": {
                    /** @description Message to authenticate */
                    text: string;
                    /** @description Secret key */
                    key: string;
                    /**
                     * @description Hash function: md5, sha1, sha224, sha256, sha384, sha512; default sha256
                     * @default sha256
                     * @enum {string}
                     */
                    algo?: "md5" | "sha1" | "sha224" | "sha256" | "sha384" | "sha512";
                    /**
                     * @description How the key is written: utf8 (default, its UTF-8 bytes are used), hex (bytes as hex digits) or base64 (standard or URL-safe alphabet)
                     * @default utf8
                     * @enum {string}
                     */
                    key_encoding?: "utf8" | "hex" | "base64";
                    /**
                     * @description How the message is written: utf8 (default, its UTF-8 bytes are used), hex (bytes as hex digits) or base64 (standard or URL-safe alphabet)
                     * @default utf8
                     * @enum {string}
                     */
                    text_encoding?: "utf8" | "hex" | "base64";
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevHmacResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devBcrypt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Password to hash, at most 72 bytes in UTF-8 */
                    text: string;
                    /**
                     * @description Cost factor, 4 to 15; default 10
                     * @default 10
                     */
                    cost?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Password to hash, at most 72 bytes in UTF-8 */
                    text: string;
                    /**
                     * @description Cost factor, 4 to 15; default 10
                     * @default 10
                     */
                    cost?: number;
                };
                "multipart/form-data": {
                    /** @description Password to hash, at most 72 bytes in UTF-8 */
                    text: string;
                    /**
                     * @description Cost factor, 4 to 15; default 10
                     * @default 10
                     */
                    cost?: number;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevBcryptResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devUuid: {
        parameters: {
            query?: {
                /** @description How many UUIDs to generate, 1 to 100; default 1 */
                count?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevUuidResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devBase64: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text to encode, or Base64 to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into Base64; decode turns Base64 back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                    /**
                     * @description Encode with the base64url alphabet (- and _) and no = padding; default false. Decoding accepts both alphabets either way
                     * @default false
                     */
                    url_safe?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Text to encode, or Base64 to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into Base64; decode turns Base64 back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                    /**
                     * @description Encode with the base64url alphabet (- and _) and no = padding; default false. Decoding accepts both alphabets either way
                     * @default false
                     */
                    url_safe?: boolean;
                };
                "multipart/form-data": {
                    /** @description Text to encode, or Base64 to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into Base64; decode turns Base64 back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                    /**
                     * @description Encode with the base64url alphabet (- and _) and no = padding; default false. Decoding accepts both alphabets either way
                     * @default false
                     */
                    url_safe?: boolean;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CodecBytes"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devUrlEncode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text to encode, or percent-encoded text to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into percent-encoding; decode turns percent-encoding back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Text to encode, or percent-encoded text to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into percent-encoding; decode turns percent-encoding back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
                "multipart/form-data": {
                    /** @description Text to encode, or percent-encoded text to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into percent-encoding; decode turns percent-encoding back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CodecOutput"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devJsonValidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The JSON text to check, at most 1,000,000 characters */
                    json: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The JSON text to check, at most 1,000,000 characters */
                    json: string;
                };
                "multipart/form-data": {
                    /** @description The JSON text to check, at most 1,000,000 characters */
                    json: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevJsonValidateResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devJsonMinify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The JSON text to minify, at most 1,000,000 characters */
                    json: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The JSON text to minify, at most 1,000,000 characters */
                    json: string;
                };
                "multipart/form-data": {
                    /** @description The JSON text to minify, at most 1,000,000 characters */
                    json: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextOutput"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devJsonFormat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The JSON text to format, at most 1,000,000 characters */
                    json: string;
                    /**
                     * @description Spaces per nesting level, 1-8; default 2
                     * @default 2
                     */
                    indent?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The JSON text to format, at most 1,000,000 characters */
                    json: string;
                    /**
                     * @description Spaces per nesting level, 1-8; default 2
                     * @default 2
                     */
                    indent?: number;
                };
                "multipart/form-data": {
                    /** @description The JSON text to format, at most 1,000,000 characters */
                    json: string;
                    /**
                     * @description Spaces per nesting level, 1-8; default 2
                     * @default 2
                     */
                    indent?: number;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextOutput"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devJsonToTypescript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description A JSON sample of the data to describe, at most 1,000,000 characters */
                    json: string;
                    /**
                     * @description Name of the top-level type, a TypeScript identifier starting with a capital letter; default Root
                     * @default Root
                     */
                    root?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description A JSON sample of the data to describe, at most 1,000,000 characters */
                    json: string;
                    /**
                     * @description Name of the top-level type, a TypeScript identifier starting with a capital letter; default Root
                     * @default Root
                     */
                    root?: string;
                };
                "multipart/form-data": {
                    /** @description A JSON sample of the data to describe, at most 1,000,000 characters */
                    json: string;
                    /**
                     * @description Name of the top-level type, a TypeScript identifier starting with a capital letter; default Root
                     * @default Root
                     */
                    root?: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevJsonToTypescriptResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devCsvToJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The CSV text, header first, at most 1,000,000 characters */
                    csv: string;
                    /**
                     * @description The field separator: one character (not " or a line break), or one of the names comma, semicolon, tab, pipe, space; default comma
                     * @default ,
                     */
                    delimiter?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The CSV text, header first, at most 1,000,000 characters */
                    csv: string;
                    /**
                     * @description The field separator: one character (not " or a line break), or one of the names comma, semicolon, tab, pipe, space; default comma
                     * @default ,
                     */
                    delimiter?: string;
                };
                "multipart/form-data": {
                    /** @description The CSV text, header first, at most 1,000,000 characters */
                    csv: string;
                    /**
                     * @description The field separator: one character (not " or a line break), or one of the names comma, semicolon, tab, pipe, space; default comma
                     * @default ,
                     */
                    delimiter?: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevCsvToJsonResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devJwtDecode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The JWT, three base64url parts separated by dots; at most 100,000 characters */
                    token: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The JWT, three base64url parts separated by dots; at most 100,000 characters */
                    token: string;
                };
                "multipart/form-data": {
                    /** @description The JWT, three base64url parts separated by dots; at most 100,000 characters */
                    token: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevJwtDecodeResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devArgon2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Password to hash, at most 1024 characters */
                    text: string;
                    /**
                     * @description Memory to use, in KiB (m), 8 to 65536; default 19456
                     * @default 19456
                     */
                    memory_cost?: number;
                    /**
                     * @description Number of passes over the memory (t), 1 to 10; default 2
                     * @default 2
                     */
                    time_cost?: number;
                    /**
                     * @description Number of lanes (p), 1 to 4; default 1
                     * @default 1
                     */
                    parallelism?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Password to hash, at most 1024 characters */
                    text: string;
                    /**
                     * @description Memory to use, in KiB (m), 8 to 65536; default 19456
                     * @default 19456
                     */
                    memory_cost?: number;
                    /**
                     * @description Number of passes over the memory (t), 1 to 10; default 2
                     * @default 2
                     */
                    time_cost?: number;
                    /**
                     * @description Number of lanes (p), 1 to 4; default 1
                     * @default 1
                     */
                    parallelism?: number;
                };
                "multipart/form-data": {
                    /** @description Password to hash, at most 1024 characters */
                    text: string;
                    /**
                     * @description Memory to use, in KiB (m), 8 to 65536; default 19456
                     * @default 19456
                     */
                    memory_cost?: number;
                    /**
                     * @description Number of passes over the memory (t), 1 to 10; default 2
                     * @default 2
                     */
                    time_cost?: number;
                    /**
                     * @description Number of lanes (p), 1 to 4; default 1
                     * @default 1
                     */
                    parallelism?: number;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevArgon2Result"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devPasswordVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Password to check, at most 1024 characters */
                    text: string;
                    /** @description Stored bcrypt or Argon2 hash, such as $2b$10$… or $argon2id$v=19$m=19456,t=2,p=1$… */
                    hash: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Password to check, at most 1024 characters */
                    text: string;
                    /** @description Stored bcrypt or Argon2 hash, such as $2b$10$… or $argon2id$v=19$m=19456,t=2,p=1$… */
                    hash: string;
                };
                "multipart/form-data": {
                    /** @description Password to check, at most 1024 characters */
                    text: string;
                    /** @description Stored bcrypt or Argon2 hash, such as $2b$10$… or $argon2id$v=19$m=19456,t=2,p=1$… */
                    hash: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevPasswordVerifyResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devNtlm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Password to hash, at most 1024 characters */
                    text: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Password to hash, at most 1024 characters */
                    text: string;
                };
                "multipart/form-data": {
                    /** @description Password to hash, at most 1024 characters */
                    text: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnsaltedPasswordHash"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devMysql: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Password to hash, at most 1024 characters */
                    text: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Password to hash, at most 1024 characters */
                    text: string;
                };
                "multipart/form-data": {
                    /** @description Password to hash, at most 1024 characters */
                    text: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UnsaltedPasswordHash"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devMarkdownToHtml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The Markdown to convert, up to 200,000 characters */
                    text: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The Markdown to convert, up to 200,000 characters */
                    text: string;
                };
                "multipart/form-data": {
                    /** @description The Markdown to convert, up to 200,000 characters */
                    text: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevMarkdownToHtmlResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devXmlToJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The XML document, at most 1,000,000 characters */
                    xml: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The XML document, at most 1,000,000 characters */
                    xml: string;
                };
                "multipart/form-data": {
                    /** @description The XML document, at most 1,000,000 characters */
                    xml: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevXmlToJsonResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devRegexTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Delimited pattern with optional flags after the closing delimiter, such as /(\d+)-(\d+)/ or #^a.c$#im; up to 1,000 characters */
                    pattern: string;
                    /** @description The text to search, up to 100,000 characters */
                    text: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Delimited pattern with optional flags after the closing delimiter, such as /(\d+)-(\d+)/ or #^a.c$#im; up to 1,000 characters */
                    pattern: string;
                    /** @description The text to search, up to 100,000 characters */
                    text: string;
                };
                "multipart/form-data": {
                    /** @description Delimited pattern with optional flags after the closing delimiter, such as /(\d+)-(\d+)/ or #^a.c$#im; up to 1,000 characters */
                    pattern: string;
                    /** @description The text to search, up to 100,000 characters */
                    text: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevRegexTestResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    devColorPalette: {
        parameters: {
            query: {
                /**
                 * @description HEX colour such as #4f7cff or #fff (# optional; in a query string send # as %23)
                 * @example #336699
                 */
                value: string;
                /**
                 * @description How many lighter and how many darker shades, 1 to 20; default 5
                 * @example 2
                 */
                steps?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DevColorPaletteResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textCase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Target case: upper, lower, title, sentence, camel, pascal, snake, kebab; default upper
                     * @default upper
                     * @enum {string}
                     */
                    mode?: "upper" | "lower" | "title" | "sentence" | "camel" | "pascal" | "snake" | "kebab";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Target case: upper, lower, title, sentence, camel, pascal, snake, kebab; default upper
                     * @default upper
                     * @enum {string}
                     */
                    mode?: "upper" | "lower" | "title" | "sentence" | "camel" | "pascal" | "snake" | "kebab";
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Target case: upper, lower, title, sentence, camel, pascal, snake, kebab; default upper
                     * @default upper
                     * @enum {string}
                     */
                    mode?: "upper" | "lower" | "title" | "sentence" | "camel" | "pascal" | "snake" | "kebab";
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextCaseResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textSlugify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The title or phrase to turn into a slug */
                    text: string;
                    /**
                     * @description Put between words: - _ . ~; default -
                     * @default -
                     * @enum {string}
                     */
                    separator?: "-" | "_" | "." | "~";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The title or phrase to turn into a slug */
                    text: string;
                    /**
                     * @description Put between words: - _ . ~; default -
                     * @default -
                     * @enum {string}
                     */
                    separator?: "-" | "_" | "." | "~";
                };
                "multipart/form-data": {
                    /** @description The title or phrase to turn into a slug */
                    text: string;
                    /**
                     * @description Put between words: - _ . ~; default -
                     * @default -
                     * @enum {string}
                     */
                    separator?: "-" | "_" | "." | "~";
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextSlugifyResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textWordCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Reading speed in words per minute, 50-1000; default 238
                     * @default 238
                     */
                    reading_wpm?: number;
                    /**
                     * @description Speaking speed in words per minute, 50-1000; default 130
                     * @default 130
                     */
                    speaking_wpm?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Reading speed in words per minute, 50-1000; default 238
                     * @default 238
                     */
                    reading_wpm?: number;
                    /**
                     * @description Speaking speed in words per minute, 50-1000; default 130
                     * @default 130
                     */
                    speaking_wpm?: number;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Reading speed in words per minute, 50-1000; default 238
                     * @default 238
                     */
                    reading_wpm?: number;
                    /**
                     * @description Speaking speed in words per minute, 50-1000; default 130
                     * @default 130
                     */
                    speaking_wpm?: number;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextWordCountResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textReverse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description What to reverse: characters, words, lines; default characters
                     * @default characters
                     * @enum {string}
                     */
                    by?: "characters" | "words" | "lines";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description What to reverse: characters, words, lines; default characters
                     * @default characters
                     * @enum {string}
                     */
                    by?: "characters" | "words" | "lines";
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description What to reverse: characters, words, lines; default characters
                     * @default characters
                     * @enum {string}
                     */
                    by?: "characters" | "words" | "lines";
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextReverseResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textSortLines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description asc (default) or desc
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                    /**
                     * @description Compare lines ignoring case; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                    /**
                     * @description Natural order: numbers inside lines compare by value, accents and case count less than letters; 1/true or 0/false, default false
                     * @default false
                     */
                    natural?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description asc (default) or desc
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                    /**
                     * @description Compare lines ignoring case; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                    /**
                     * @description Natural order: numbers inside lines compare by value, accents and case count less than letters; 1/true or 0/false, default false
                     * @default false
                     */
                    natural?: boolean;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description asc (default) or desc
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                    /**
                     * @description Compare lines ignoring case; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                    /**
                     * @description Natural order: numbers inside lines compare by value, accents and case count less than letters; 1/true or 0/false, default false
                     * @default false
                     */
                    natural?: boolean;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextLines"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textDedupe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Treat lines that differ only in case as duplicates; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Treat lines that differ only in case as duplicates; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Treat lines that differ only in case as duplicates; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["FilteredLines"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textRemoveEmpty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["FilteredLines"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textTrim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextLines"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textFindReplace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /** @description What to look for: plain text, or a regular expression when regex is on */
                    find: string;
                    /**
                     * @description What to put in its place; default empty (the matches are deleted). With regex, $1, $<name> and $& insert captured text
                     * @default
                     */
                    replace?: string;
                    /**
                     * @description Read find as a JavaScript regular expression (flags u and m) and replace with $ references; 1/true or 0/false, default false
                     * @default false
                     */
                    regex?: boolean;
                    /**
                     * @description Match regardless of case; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /** @description What to look for: plain text, or a regular expression when regex is on */
                    find: string;
                    /**
                     * @description What to put in its place; default empty (the matches are deleted). With regex, $1, $<name> and $& insert captured text
                     * @default
                     */
                    replace?: string;
                    /**
                     * @description Read find as a JavaScript regular expression (flags u and m) and replace with $ references; 1/true or 0/false, default false
                     * @default false
                     */
                    regex?: boolean;
                    /**
                     * @description Match regardless of case; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /** @description What to look for: plain text, or a regular expression when regex is on */
                    find: string;
                    /**
                     * @description What to put in its place; default empty (the matches are deleted). With regex, $1, $<name> and $& insert captured text
                     * @default
                     */
                    replace?: string;
                    /**
                     * @description Read find as a JavaScript regular expression (flags u and m) and replace with $ references; 1/true or 0/false, default false
                     * @default false
                     */
                    regex?: boolean;
                    /**
                     * @description Match regardless of case; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextFindReplaceResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textExtractEmails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description List each address once (compared ignoring case); 1/true or 0/false, default true
                     * @default true
                     */
                    unique?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description List each address once (compared ignoring case); 1/true or 0/false, default true
                     * @default true
                     */
                    unique?: boolean;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description List each address once (compared ignoring case); 1/true or 0/false, default true
                     * @default true
                     */
                    unique?: boolean;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextExtractEmailsResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textExtractUrls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description List each URL once; 1/true or 0/false, default true
                     * @default true
                     */
                    unique?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description List each URL once; 1/true or 0/false, default true
                     * @default true
                     */
                    unique?: boolean;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description List each URL once; 1/true or 0/false, default true
                     * @default true
                     */
                    unique?: boolean;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextExtractUrlsResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textStripHtml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The HTML document or fragment */
                    text: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The HTML document or fragment */
                    text: string;
                };
                "multipart/form-data": {
                    /** @description The HTML document or fragment */
                    text: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextOutput"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textAddLineNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Number of the first line, 0-1,000,000,000; default 1
                     * @default 1
                     */
                    start?: number;
                    /**
                     * @description Align the numbers: none, space, zero; default none
                     * @default none
                     * @enum {string}
                     */
                    padding?: "none" | "space" | "zero";
                    /**
                     * @description Put between the number and the line; default ". " (a full stop and a space); at most 100 characters
                     * @default .
                     */
                    separator?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Number of the first line, 0-1,000,000,000; default 1
                     * @default 1
                     */
                    start?: number;
                    /**
                     * @description Align the numbers: none, space, zero; default none
                     * @default none
                     * @enum {string}
                     */
                    padding?: "none" | "space" | "zero";
                    /**
                     * @description Put between the number and the line; default ". " (a full stop and a space); at most 100 characters
                     * @default .
                     */
                    separator?: string;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Number of the first line, 0-1,000,000,000; default 1
                     * @default 1
                     */
                    start?: number;
                    /**
                     * @description Align the numbers: none, space, zero; default none
                     * @default none
                     * @enum {string}
                     */
                    padding?: "none" | "space" | "zero";
                    /**
                     * @description Put between the number and the line; default ". " (a full stop and a space); at most 100 characters
                     * @default .
                     */
                    separator?: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextLines"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textRemoveLineBreaks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Put where each line break was; default a space; at most 100 characters
                     * @default
                     */
                    separator?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Put where each line break was; default a space; at most 100 characters
                     * @default
                     */
                    separator?: string;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Put where each line break was; default a space; at most 100 characters
                     * @default
                     */
                    separator?: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextOutput"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textRepeat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to repeat */
                    text: string;
                    /**
                     * @description How many copies, 1-10,000; default 2
                     * @default 2
                     */
                    times?: number;
                    /**
                     * @description Put between copies; default a line break (\n); at most 100 characters
                     * @default
                     */
                    separator?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to repeat */
                    text: string;
                    /**
                     * @description How many copies, 1-10,000; default 2
                     * @default 2
                     */
                    times?: number;
                    /**
                     * @description Put between copies; default a line break (\n); at most 100 characters
                     * @default
                     */
                    separator?: string;
                };
                "multipart/form-data": {
                    /** @description The text to repeat */
                    text: string;
                    /**
                     * @description How many copies, 1-10,000; default 2
                     * @default 2
                     */
                    times?: number;
                    /**
                     * @description Put between copies; default a line break (\n); at most 100 characters
                     * @default
                     */
                    separator?: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextOutput"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textCountOccurrences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /** @description The text to count, at least one character */
                    find: string;
                    /**
                     * @description Count regardless of case; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                    /**
                     * @description Count occurrences that overlap (aa in aaaa: 3 rather than 2); 1/true or 0/false, default false
                     * @default false
                     */
                    overlapping?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /** @description The text to count, at least one character */
                    find: string;
                    /**
                     * @description Count regardless of case; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                    /**
                     * @description Count occurrences that overlap (aa in aaaa: 3 rather than 2); 1/true or 0/false, default false
                     * @default false
                     */
                    overlapping?: boolean;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /** @description The text to count, at least one character */
                    find: string;
                    /**
                     * @description Count regardless of case; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                    /**
                     * @description Count occurrences that overlap (aa in aaaa: 3 rather than 2); 1/true or 0/false, default false
                     * @default false
                     */
                    overlapping?: boolean;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextCountOccurrencesResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textWordFrequency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description How many words to list (top N), 1-10,000; default 50
                     * @default 50
                     */
                    limit?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description How many words to list (top N), 1-10,000; default 50
                     * @default 50
                     */
                    limit?: number;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description How many words to list (top N), 1-10,000; default 50
                     * @default 50
                     */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextWordFrequencyResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    textUniqueWords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Treat words that differ only in case as the same word; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Treat words that differ only in case as the same word; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                };
                "multipart/form-data": {
                    /** @description The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default) */
                    text: string;
                    /**
                     * @description Treat words that differ only in case as the same word; 1/true or 0/false, default false
                     * @default false
                     */
                    case_insensitive?: boolean;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextUniqueWordsResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcBmi: {
        parameters: {
            query: {
                /**
                 * @description Body weight, in kilograms (more than 0, at most 1000)
                 * @example 70
                 */
                weight: number;
                /**
                 * @description Height, in centimetres (50 to 300; 175 for 1.75 m)
                 * @example 175
                 */
                height: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcBmiResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcBmr: {
        parameters: {
            query: {
                /**
                 * @description Body weight, in kilograms (more than 0, at most 1000)
                 * @example 70
                 */
                weight: number;
                /**
                 * @description Height, in centimetres (50 to 300; 175 for 1.75 m)
                 * @example 175
                 */
                height: number;
                /**
                 * @description Age, in years (0 to 150; decimals allowed)
                 * @example 30
                 */
                age: number;
                /** @description Which version of the equation to use: male (default) or female */
                gender?: "male" | "female";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcBmrResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcPercentage: {
        parameters: {
            query: {
                /**
                 * @description The percentage P, any number; 7.5 means 7.5 %, and a negative P takes away
                 * @example 20
                 */
                percent: number;
                /**
                 * @description The value to take P % of, any number
                 * @example 150
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcPercentageResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcPercentageOf: {
        parameters: {
            query: {
                /**
                 * @description The part, any number
                 * @example 30
                 */
                a: number;
                /**
                 * @description The whole, any number except 0
                 * @example 120
                 */
                b: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcPercentageOfResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcPercentageChange: {
        parameters: {
            query: {
                /**
                 * @description The original value, any number except 0
                 * @example 50
                 */
                from: number;
                /**
                 * @description The new value, any number
                 * @example 75
                 */
                to: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcPercentageChangeResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcTip: {
        parameters: {
            query: {
                /**
                 * @description The bill before the tip, 0 or more
                 * @example 100
                 */
                bill: number;
                /**
                 * @description The tip, 0 to 1000, in percent (7.5 means 7.5 %)
                 * @example 15
                 */
                tip_percent: number;
                /**
                 * @description How many people split the bill, a whole number from 1 to 1000; default 1
                 * @example 3
                 */
                people?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcTipResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcDiscount: {
        parameters: {
            query: {
                /**
                 * @description The price before the discount, 0 or more
                 * @example 80
                 */
                price: number;
                /**
                 * @description The discount, 0 to 100, in percent (7.5 means 7.5 %)
                 * @example 25
                 */
                discount_percent: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcDiscountResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcVat: {
        parameters: {
            query: {
                /**
                 * @description The amount, 0 or more: the net price before VAT when mode is add, the gross price with VAT included when mode is remove
                 * @example 100
                 */
                amount: number;
                /**
                 * @description The VAT rate, 0 to 100 (such as 20 for the UK standard rate, 19 for Germany, 5 for a reduced rate), in percent (7.5 means 7.5 %)
                 * @example 20
                 */
                rate: number;
                /** @description add (default) puts VAT on top of a net amount; remove takes the VAT out of a gross amount */
                mode?: "add" | "remove";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TaxResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcSimpleInterest: {
        parameters: {
            query: {
                /**
                 * @description Amount lent or deposited; 0 or more
                 * @example 1000
                 */
                principal: number;
                /**
                 * @description Interest rate, annual, in percent (6 means 6 %); 0 to 1000
                 * @example 5
                 */
                rate: number;
                /**
                 * @description How long the money earns interest, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years)
                 * @example 3
                 */
                years: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcSimpleInterestResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcCompoundInterest: {
        parameters: {
            query: {
                /**
                 * @description Amount invested or deposited at the start; 0 or more
                 * @example 1000
                 */
                principal: number;
                /**
                 * @description Nominal interest rate, annual, in percent (6 means 6 %); -100 to 1000, negative for a loss
                 * @example 5
                 */
                rate: number;
                /**
                 * @description How long the money compounds, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years)
                 * @example 10
                 */
                years: number;
                /** @description Compounding periods per year, a whole number from 1 to 365 (1 yearly, 4 quarterly, 12 monthly, 365 daily); default 1 */
                compounds_per_year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcCompoundInterestResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcLoan: {
        parameters: {
            query: {
                /**
                 * @description Amount borrowed; 0 or more
                 * @example 10000
                 */
                principal: number;
                /**
                 * @description Interest rate, annual, in percent (6 means 6 %); 0 to 1000
                 * @example 5
                 */
                annual_rate: number;
                /**
                 * @description Number of monthly payments, a whole number from 1 to 1200 (360 is 30 years)
                 * @example 36
                 */
                months: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcLoanResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcAge: {
        parameters: {
            query: {
                /**
                 * @description Date of birth, YYYY-MM-DD
                 * @example 1990-07-15
                 */
                birthdate: string;
                /**
                 * @description Date on which to count the age, YYYY-MM-DD; default today (UTC)
                 * @example 2024-03-10
                 */
                at?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcAgeResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcAverage: {
        parameters: {
            query: {
                /**
                 * @description The numbers to summarise: numbers separated by commas and/or spaces, such as "1, 2.5, -3" or "1 2.5 -3" (a decimal point, not a comma; at most 10,000 numbers)
                 * @example 2, 4, 4, 4, 5, 5, 7, 9
                 */
                numbers: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcAverageResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcStandardDeviation: {
        parameters: {
            query: {
                /**
                 * @description The numbers, at least two: numbers separated by commas and/or spaces, such as "1, 2.5, -3" or "1 2.5 -3" (a decimal point, not a comma; at most 10,000 numbers)
                 * @example 2,4,4,4,5,5,7,9
                 */
                numbers: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcStandardDeviationResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcQuadratic: {
        parameters: {
            query: {
                /**
                 * @description Coefficient of x²; must not be 0
                 * @example 1
                 */
                a: number;
                /**
                 * @description Coefficient of x
                 * @example -3
                 */
                b: number;
                /**
                 * @description Constant term
                 * @example 2
                 */
                c: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcQuadraticResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcTdee: {
        parameters: {
            query: {
                /**
                 * @description Body weight, in kilograms (more than 0, at most 1000)
                 * @example 70
                 */
                weight: number;
                /**
                 * @description Height, in centimetres (50 to 300; 175 for 1.75 m)
                 * @example 175
                 */
                height: number;
                /**
                 * @description Age, in years (0 to 150; decimals allowed)
                 * @example 30
                 */
                age: number;
                /** @description Which version of the BMR equation to use: male (default) or female */
                gender?: "male" | "female";
                /** @description Activity level: sedentary, light, moderate, active, very-active; default moderate */
                activity?: "sedentary" | "light" | "moderate" | "active" | "very-active";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcTdeeResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcIdealWeight: {
        parameters: {
            query: {
                /**
                 * @description Height, in centimetres (50 to 300; 175 for 1.75 m)
                 * @example 182.88
                 */
                height: number;
                /** @description Which set of constants to use: male (default) or female */
                gender?: "male" | "female";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcIdealWeightResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcBodyFat: {
        parameters: {
            query: {
                /**
                 * @description Height, in centimetres (50 to 300; 175 for 1.75 m)
                 * @example 178
                 */
                height: number;
                /**
                 * @description Neck circumference, below the larynx, in centimetres (more than 0, at most 300)
                 * @example 38
                 */
                neck: number;
                /**
                 * @description Waist circumference, at the navel for men and at the narrowest point for women, in centimetres (more than 0, at most 300)
                 * @example 84
                 */
                waist: number;
                /** @description Hip circumference at the widest point; required for women, ignored for men, in centimetres (more than 0, at most 300) */
                hip?: number;
                /** @description Which version of the formula to use: male (default) or female */
                gender?: "male" | "female";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcBodyFatResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcFutureValue: {
        parameters: {
            query: {
                /**
                 * @description Expected rate of return, annual, in percent (6 means 6 %); -100 to 1000, negative for a loss
                 * @example 6
                 */
                rate: number;
                /**
                 * @description How long the money grows, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years)
                 * @example 10
                 */
                years: number;
                /** @description Lump sum invested today; 0 or more, default 0 */
                present_value?: number;
                /**
                 * @description Contribution at the end of every month; 0 or more, default 0
                 * @example 100
                 */
                monthly?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcFutureValueResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcRoi: {
        parameters: {
            query: {
                /**
                 * @description Amount invested; above 0
                 * @example 1000
                 */
                cost: number;
                /**
                 * @description Total amount received back from the investment (not the gain); 0 or more
                 * @example 1500
                 */
                return: number;
                /** @description Holding period; give it for the annualised figure, in years; above 0 and at most 100, fractions allowed */
                years?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcRoiResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcMargin: {
        parameters: {
            query: {
                /**
                 * @description What the item costs you, 0 or more
                 * @example 60
                 */
                cost: number;
                /**
                 * @description The selling price, above 0
                 * @example 100
                 */
                price: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcMarginResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcSalary: {
        parameters: {
            query?: {
                /**
                 * @description Hourly wage, 0 or more; pass this or annual
                 * @example 25
                 */
                hourly?: number;
                /** @description Annual salary, 0 or more; pass this or hourly */
                annual?: number;
                /** @description Paid hours in a week, more than 0 and at most 168; default 40 */
                hours_per_week?: number;
                /** @description Paid weeks in a year, more than 0 and at most 53; default 52 */
                weeks_per_year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcSalaryResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcFuelCost: {
        parameters: {
            query: {
                /**
                 * @description Trip distance, in the distance unit of efficiency (km, miles, ...)
                 * @example 300
                 */
                distance: number;
                /**
                 * @description Fuel efficiency, greater than 0: distance per unit of fuel (such as 15 km/l or 35 mpg), or with efficiency_unit=fuel-per-100 fuel per 100 distance units (such as 6.5 l/100 km)
                 * @example 15
                 */
                efficiency: number;
                /**
                 * @description Price of one unit of fuel (per litre, per gallon, ...)
                 * @example 1.8
                 */
                price: number;
                /** @description How efficiency is expressed: distance-per-fuel (default; km/l, mpg) or fuel-per-100 (l/100 km) */
                efficiency_unit?: "distance-per-fuel" | "fuel-per-100";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcFuelCostResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcSpeed: {
        parameters: {
            query?: {
                /**
                 * @description Distance covered, 0 or more; leave out to solve it
                 * @example 150
                 */
                distance?: number;
                /**
                 * @description Time taken, greater than 0, in the time unit of speed; leave out to solve it
                 * @example 2
                 */
                time?: number;
                /** @description Speed, 0 or more, in distance units per time unit; leave out to solve it */
                speed?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcSpeedResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcPace: {
        parameters: {
            query: {
                /**
                 * @description Distance covered, greater than 0, in km or miles
                 * @example 10
                 */
                distance: number;
                /**
                 * @description Total time taken, in minutes, greater than 0 (decimals allowed: 90.5 is 1 h 30 min 30 s)
                 * @example 50
                 */
                minutes: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcPaceResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcMortgage: {
        parameters: {
            query: {
                /**
                 * @description Purchase price of the property; 0 or more
                 * @example 250000
                 */
                price: number;
                /**
                 * @description Amount paid up front, less than price; 0 or more, default 0
                 * @example 50000
                 */
                down_payment?: number;
                /**
                 * @description Mortgage interest rate, annual, in percent (6 means 6 %); 0 to 1000
                 * @example 6
                 */
                rate: number;
                /**
                 * @description Mortgage term, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years)
                 * @example 30
                 */
                years: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcMortgageResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcCagr: {
        parameters: {
            query: {
                /**
                 * @description Value at the beginning of the period; above 0
                 * @example 100
                 */
                start: number;
                /**
                 * @description Value at the end of the period; 0 or more
                 * @example 200
                 */
                end: number;
                /**
                 * @description Length of the period, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years)
                 * @example 5
                 */
                years: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcCagrResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcSavingsGoal: {
        parameters: {
            query: {
                /**
                 * @description Amount to have saved at the end; 0 or more
                 * @example 10000
                 */
                goal: number;
                /**
                 * @description Interest rate earned on the savings, annual, in percent (6 means 6 %); -100 to 1000, negative for a loss
                 * @example 5
                 */
                rate: number;
                /**
                 * @description Months until the goal, a whole number from 1 to 1200 (one deposit per month)
                 * @example 36
                 */
                months: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcSavingsGoalResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcSip: {
        parameters: {
            query: {
                /**
                 * @description Amount invested at the start of every month; 0 or more
                 * @example 1000
                 */
                monthly: number;
                /**
                 * @description Expected rate of return, annual, in percent (6 means 6 %); -100 to 1000, negative for a loss
                 * @example 12
                 */
                rate: number;
                /**
                 * @description How long the plan runs, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years)
                 * @example 10
                 */
                years: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcSipResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcInflation: {
        parameters: {
            query: {
                /**
                 * @description Amount of money; 0 or more
                 * @example 100
                 */
                amount: number;
                /**
                 * @description Annual inflation rate, in percent (3 means 3 %); above -100 and at most 1000, negative for deflation
                 * @example 3
                 */
                rate: number;
                /**
                 * @description Time span, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years)
                 * @example 10
                 */
                years: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcInflationResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcBreakEven: {
        parameters: {
            query: {
                /**
                 * @description Costs that do not depend on the volume sold (rent, salaries), for the period; 0 or more
                 * @example 10000
                 */
                fixed_costs: number;
                /**
                 * @description Selling price of one unit; 0 or more
                 * @example 50
                 */
                price: number;
                /**
                 * @description Cost of producing and selling one unit; 0 or more
                 * @example 30
                 */
                variable_cost: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcBreakEvenResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcMarkup: {
        parameters: {
            query: {
                /**
                 * @description What the item costs you, above 0
                 * @example 50
                 */
                cost: number;
                /**
                 * @description The markup added to the cost, 0 or more, in percent (50 means 50 %; 100 doubles the cost)
                 * @example 50
                 */
                markup_percent: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcMarkupResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcRuleOf72: {
        parameters: {
            query: {
                /**
                 * @description Annual rate of return, in percent (8 means 8 %); above 0 and at most 1000
                 * @example 8
                 */
                rate: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcRuleOf72Result"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcApy: {
        parameters: {
            query: {
                /**
                 * @description Nominal interest rate (APR), annual, in percent (6 means 6 %); -100 to 1000, negative for a loss
                 * @example 5
                 */
                rate: number;
                /** @description Compounding periods per year, a whole number from 1 to 365 (1 yearly, 4 quarterly, 12 monthly, 365 daily); default 12 */
                compounds_per_year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcApyResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcCd: {
        parameters: {
            query: {
                /**
                 * @description Amount deposited; 0 or more
                 * @example 10000
                 */
                principal: number;
                /**
                 * @description Nominal interest rate (APR), annual, in percent (6 means 6 %); -100 to 1000, negative for a loss
                 * @example 5
                 */
                rate: number;
                /**
                 * @description Term of the CD, in years; above 0 and at most 100, fractions allowed (2.5 is two and a half years)
                 * @example 1
                 */
                years: number;
                /** @description Compounding periods per year, a whole number from 1 to 365 (1 yearly, 4 quarterly, 12 monthly, 365 daily); default 12 */
                compounds_per_year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcCdResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcCpm: {
        parameters: {
            query: {
                /**
                 * @description What the campaign cost, 0 or more
                 * @example 500
                 */
                cost: number;
                /**
                 * @description How many impressions were served, a whole number from 1 to 1000000000000
                 * @example 100000
                 */
                impressions: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcCpmResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcGst: {
        parameters: {
            query: {
                /**
                 * @description The amount, 0 or more: the net price before GST when mode is add, the gross price with GST included when mode is remove
                 * @example 100
                 */
                amount: number;
                /**
                 * @description The GST rate, 0 to 100 (such as 10 for Australia, 15 for New Zealand, 18 for the common Indian slab), in percent (7.5 means 7.5 %)
                 * @example 10
                 */
                rate: number;
                /** @description add (default) puts GST on top of a net amount; remove takes the GST out of a gross amount */
                mode?: "add" | "remove";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TaxResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcSalesTax: {
        parameters: {
            query: {
                /**
                 * @description The amount, 0 or more: the net price before sales tax when mode is add, the gross price with sales tax included when mode is remove
                 * @example 100
                 */
                amount: number;
                /**
                 * @description The sales tax rate, 0 to 100 (the combined state and local rate, such as 7.25 or 8.875), in percent (7.5 means 7.5 %)
                 * @example 7.25
                 */
                rate: number;
                /** @description add (default) puts sales tax on top of a net amount; remove takes the sales tax out of a gross amount */
                mode?: "add" | "remove";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TaxResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcDebtToIncome: {
        parameters: {
            query: {
                /**
                 * @description Total monthly debt payments; 0 or more
                 * @example 2000
                 */
                monthly_debt: number;
                /**
                 * @description Gross monthly income, before tax; above 0
                 * @example 6000
                 */
                monthly_income: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcDebtToIncomeResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcDownPayment: {
        parameters: {
            query: {
                /**
                 * @description The purchase price, 0 or more
                 * @example 400000
                 */
                price: number;
                /**
                 * @description The share of the price paid up front, 0 to 100, in percent (7.5 means 7.5 %)
                 * @example 20
                 */
                percent: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcDownPaymentResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcPropertyTax: {
        parameters: {
            query: {
                /**
                 * @description The taxable (assessed) value of the property, 0 or more
                 * @example 300000
                 */
                assessed_value: number;
                /**
                 * @description The property tax rate per year, 0 to 100, in percent (7.5 means 7.5 %)
                 * @example 1.1
                 */
                rate: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcPropertyTaxResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcOvertimePay: {
        parameters: {
            query: {
                /**
                 * @description Regular pay per hour
                 * @example 20
                 */
                hourly_rate: number;
                /**
                 * @description Hours paid at the regular rate in the period
                 * @example 40
                 */
                regular_hours: number;
                /**
                 * @description Hours paid at the overtime rate in the period, 0 or more; default 0
                 * @example 5
                 */
                overtime_hours?: number;
                /** @description Overtime rate as a multiple of the regular rate, 1 to 10; default 1.5 */
                multiplier?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcOvertimePayResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcTakeHomePay: {
        parameters: {
            query: {
                /**
                 * @description Gross pay for the period, before tax
                 * @example 5000
                 */
                gross: number;
                /**
                 * @description Flat tax rate applied to gross, 0 to 100, in percent (7.5 means 7.5 %)
                 * @example 22
                 */
                tax_rate: number;
                /**
                 * @description Other deductions for the period, as an amount, 0 or more; default 0
                 * @example 250
                 */
                deductions?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcTakeHomePayResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcPaymentFee: {
        parameters: {
            query: {
                /**
                 * @description The amount charged (for fee and net_received), which is also the amount to end up with (for charge_to_receive_amount); 0 or more
                 * @example 100
                 */
                amount: number;
                /** @description The percentage fee per charge, 0 to below 100 (default 2.9), in percent (7.5 means 7.5 %) */
                rate_percent?: number;
                /** @description The fixed fee per charge, 0 or more; default 0.30 */
                fixed_fee?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcPaymentFeeResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcNetWorth: {
        parameters: {
            query: {
                /**
                 * @description Total assets (cash, investments, property at market value), 0 or more
                 * @example 250000
                 */
                assets: number;
                /**
                 * @description Total liabilities (mortgage, loans, card balances), 0 or more
                 * @example 100000
                 */
                liabilities: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcNetWorthResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcCapitalGainsTax: {
        parameters: {
            query: {
                /**
                 * @description What the asset sold for, 0 or more
                 * @example 15000
                 */
                sale_price: number;
                /**
                 * @description What the asset cost (the cost basis), 0 or more
                 * @example 10000
                 */
                purchase_price: number;
                /** @description Buying and selling costs together, 0 or more; default 0 */
                fees?: number;
                /**
                 * @description The capital gains tax rate, 0 to 100, in percent (7.5 means 7.5 %)
                 * @example 15
                 */
                rate: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcCapitalGainsTaxResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcRefinance: {
        parameters: {
            query: {
                /**
                 * @description One-off costs of refinancing (fees, points); 0 or more
                 * @example 4000
                 */
                closing_costs: number;
                /**
                 * @description How much lower the new monthly payment is; above 0
                 * @example 150
                 */
                monthly_saving: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcRefinanceResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    calcAdsense: {
        parameters: {
            query: {
                /**
                 * @description Number of pageviews in the period, 0 or more
                 * @example 10000
                 */
                pageviews: number;
                /**
                 * @description Click-through rate: clicks per 100 pageviews, 0 to 100, in percent (7.5 means 7.5 %)
                 * @example 2
                 */
                ctr: number;
                /**
                 * @description Average earnings per click (cost per click), in money
                 * @example 0.5
                 */
                cpc: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CalcAdsenseResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    webHttpStatus: {
        parameters: {
            query: {
                /**
                 * @description Address of a public web page: an absolute http:// or https:// URL (a value without a scheme gets https://); private, loopback and link-local addresses are refused
                 * @example https://example.com
                 */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["WebHttpStatusResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    webHttpHeaders: {
        parameters: {
            query: {
                /**
                 * @description Address of a public web page: an absolute http:// or https:// URL (a value without a scheme gets https://); private, loopback and link-local addresses are refused
                 * @example https://example.com
                 */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["WebHttpHeadersResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    webMetaTags: {
        parameters: {
            query: {
                /**
                 * @description Address of a public web page: an absolute http:// or https:// URL (a value without a scheme gets https://); private, loopback and link-local addresses are refused
                 * @example https://example.com
                 */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["WebMetaTagsResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    webOpenGraph: {
        parameters: {
            query: {
                /**
                 * @description Address of a public web page: an absolute http:// or https:// URL (a value without a scheme gets https://); private, loopback and link-local addresses are refused
                 * @example https://example.com
                 */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["WebOpenGraphResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    webDns: {
        parameters: {
            query: {
                /**
                 * @description Domain name to look up, such as example.com or bücher.de (no scheme, path or port); at most 253 characters, labels at most 63
                 * @example example.com
                 */
                domain: string;
                /** @description Record type: A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, or ANY for all of them (default) */
                type?: "A" | "AAAA" | "MX" | "TXT" | "NS" | "CNAME" | "SOA" | "CAA" | "ANY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["WebDnsResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    webIp: {
        parameters: {
            query: {
                /**
                 * @description Domain name to resolve, such as example.com (no scheme, path or port); internationalised names are accepted
                 * @example example.com
                 */
                domain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["WebIpResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    webPageSize: {
        parameters: {
            query: {
                /**
                 * @description Address of a public web page: an absolute http:// or https:// URL (a value without a scheme gets https://); private, loopback and link-local addresses are refused
                 * @example https://example.com
                 */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["WebPageSizeResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    webWordpress: {
        parameters: {
            query: {
                /**
                 * @description Address of a public web page: an absolute http:// or https:// URL (a value without a scheme gets https://); private, loopback and link-local addresses are refused
                 * @example https://wordpress.org/news/
                 */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["WebWordpressResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    webYoutube: {
        parameters: {
            query: {
                /**
                 * @description YouTube video URL in any common form, or the 11-character video ID (letters, digits, - and _), such as dQw4w9WgXcQ
                 * @example dQw4w9WgXcQ
                 */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["WebYoutubeResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    generatePassword: {
        parameters: {
            query?: {
                /** @description Number of characters, 4 to 128; default 16 */
                length?: number;
                /** @description Include uppercase letters A-Z: 1 (default) or 0 */
                upper?: boolean;
                /** @description Include digits 0-9: 1 (default) or 0 */
                numbers?: boolean;
                /** @description Include the symbols !#$%&()*+,-./:;<=>?@[]^_{|}~: 1 (default) or 0 */
                symbols?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["GeneratePasswordResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    generateUuid: {
        parameters: {
            query?: {
                /** @description How many UUIDs to generate, 1 to 100; default 1 */
                count?: number;
                /** @description UUID version: 4 (random, default) or 7 (Unix-time ordered) */
                version?: "4" | "7";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["GenerateUuidResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    generateLorem: {
        parameters: {
            query?: {
                /** @description Number of paragraphs, 1 to 20; default 3 */
                paragraphs?: number;
                /** @description 1 (default) opens the first paragraph with "Lorem ipsum dolor sit amet, consectetur adipiscing elit."; 0 starts with random words */
                start_with_lorem?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["GenerateLoremResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    generateColor: {
        parameters: {
            query: {
                /**
                 * @description HEX colour such as #ff0080 or ff0080, or an RGB triple such as 255, 0, 128
                 * @example #336699
                 */
                value: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["GenerateColorResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    generateRandomNumber: {
        parameters: {
            query?: {
                /** @description Lowest possible value (inclusive); default 1. A whole number unless decimals is set, then at most that many decimal places */
                min?: number;
                /** @description Highest possible value (inclusive); default 100. A whole number unless decimals is set, then at most that many decimal places */
                max?: number;
                /** @description How many numbers, 1 to 1000; default 1 */
                count?: number;
                /** @description Decimal places of the numbers, 0 (whole numbers, default) to 10 */
                decimals?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["GenerateRandomNumberResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    generateQr: {
        parameters: {
            query: {
                /**
                 * @description The text to encode, such as a URL; up to 2953 bytes of UTF-8 text at level L, 2331 at M, 1663 at Q, 1273 at H (digits alone: 7089, 5596, 3993, 3057)
                 * @example https://example.com
                 */
                text: string;
                /** @description Width and height of the image in pixels, 64 to 1000; default 300 */
                size?: number;
                /** @description Error correction level: L (7 % of the code may be damaged), M (15 %, default), Q (25 %) or H (30 %); higher levels hold less text */
                error_correction?: "L" | "M" | "Q" | "H";
                /** @description Quiet zone around the code, in modules (the code's squares), 0 to 16; default 4, as the QR standard asks */
                margin?: number;
                /** @description Image format: png (default) or svg */
                format?: "png" | "svg";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["GenerateQrResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    generateBarcode: {
        parameters: {
            query: {
                /**
                 * @description The content: digits for ean13, ean8, upca, upce, itf14 and interleaved2of5; printable ASCII for code128 (up to 64 characters), datamatrix and pdf417 (up to 150); capitals, digits and space - . $ / + (and % for code39) for code39 and code93
                 * @example ABC-12345
                 */
                text: string;
                /** @description Symbology: code128 (default), ean13, ean8, upca (or upc), upce, itf14, code39, code93, interleaved2of5, datamatrix or pdf417 */
                type?: "code128" | "ean13" | "ean8" | "upca" | "upce" | "itf14" | "code39" | "code93" | "interleaved2of5" | "datamatrix" | "pdf417" | "upc";
                /** @description Pixels per module (the narrowest bar), 1 to 4; default 2 */
                scale?: number;
                /** @description 1 (default) prints the human-readable text under a linear barcode; 0 leaves it out. Ignored by datamatrix and pdf417 */
                include_text?: boolean;
                /** @description Image format: png (default) or svg */
                format?: "png" | "svg";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["GenerateBarcodeResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    generateRandomString: {
        parameters: {
            query?: {
                /** @description Number of characters, 1 to 512; default 32 */
                length?: number;
                /** @description Character set: alphanumeric (default), alpha, numeric or hex */
                charset?: "alphanumeric" | "alpha" | "numeric" | "hex";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["GenerateRandomStringResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    generateToken: {
        parameters: {
            query?: {
                /** @description Number of random bytes, 8 to 128; default 32 */
                bytes?: number;
                /** @description How the bytes are written: hex (default) or base64url */
                encoding?: "hex" | "base64url";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["GenerateTokenResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    generateHsl: {
        parameters: {
            query: {
                /**
                 * @description HEX colour such as #336699 or 369 (# optional; in a query string send # as %23)
                 * @example #336699
                 */
                value: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["Color"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    generateGradient: {
        parameters: {
            query?: {
                /** @description Start colour in HEX, with or without # (in a query string send # as %23); default 4f7cff */
                from?: string;
                /** @description End colour in HEX, with or without # (in a query string send # as %23); default 7c5cff */
                to?: string;
                /** @description Direction in degrees, 0 to 360 (decimals allowed); default 90 (left to right) */
                angle?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["GenerateGradientResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    generateMacAddress: {
        parameters: {
            query?: {
                /** @description Between octets: colon (default) or hyphen */
                separator?: "colon" | "hyphen";
                /** @description How many addresses, 1 to 100; default 1 */
                count?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["GenerateMacAddressResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    encodeHex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text to encode, or hex digits to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into hex digits; decode turns hex digits back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Text to encode, or hex digits to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into hex digits; decode turns hex digits back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
                "multipart/form-data": {
                    /** @description Text to encode, or hex digits to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into hex digits; decode turns hex digits back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CodecBytes"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    encodeBinary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text to encode, or binary digits to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into space-separated 8-bit groups; decode turns space-separated 8-bit groups back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Text to encode, or binary digits to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into space-separated 8-bit groups; decode turns space-separated 8-bit groups back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
                "multipart/form-data": {
                    /** @description Text to encode, or binary digits to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into space-separated 8-bit groups; decode turns space-separated 8-bit groups back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CodecBytes"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    encodeRot13: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text to transform */
                    text: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Text to transform */
                    text: string;
                };
                "multipart/form-data": {
                    /** @description Text to transform */
                    text: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["TextOutput"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    encodeMorse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text to encode, or Morse code to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into Morse code; decode turns Morse code back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Text to encode, or Morse code to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into Morse code; decode turns Morse code back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
                "multipart/form-data": {
                    /** @description Text to encode, or Morse code to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into Morse code; decode turns Morse code back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CodecOutput"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    encodeHtmlEntities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text to escape, or HTML text whose character references to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into HTML-escaped text; decode turns HTML-escaped text back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                    /**
                     * @description When encoding, also write every non-ASCII character as a numeric reference (default false)
                     * @default false
                     */
                    all?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Text to escape, or HTML text whose character references to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into HTML-escaped text; decode turns HTML-escaped text back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                    /**
                     * @description When encoding, also write every non-ASCII character as a numeric reference (default false)
                     * @default false
                     */
                    all?: boolean;
                };
                "multipart/form-data": {
                    /** @description Text to escape, or HTML text whose character references to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into HTML-escaped text; decode turns HTML-escaped text back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                    /**
                     * @description When encoding, also write every non-ASCII character as a numeric reference (default false)
                     * @default false
                     */
                    all?: boolean;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CodecOutput"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    encodeUnicodeEscape: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text to escape, or text with \u escapes to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into \u escapes; decode turns \u escapes back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                    /**
                     * @description When encoding, escape ASCII characters too (default false)
                     * @default false
                     */
                    all?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Text to escape, or text with \u escapes to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into \u escapes; decode turns \u escapes back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                    /**
                     * @description When encoding, escape ASCII characters too (default false)
                     * @default false
                     */
                    all?: boolean;
                };
                "multipart/form-data": {
                    /** @description Text to escape, or text with \u escapes to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into \u escapes; decode turns \u escapes back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                    /**
                     * @description When encoding, escape ASCII characters too (default false)
                     * @default false
                     */
                    all?: boolean;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CodecOutput"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    encodeBase32: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text to encode, or Base32 to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into Base32; decode turns Base32 back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Text to encode, or Base32 to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into Base32; decode turns Base32 back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
                "multipart/form-data": {
                    /** @description Text to encode, or Base32 to decode */
                    text: string;
                    /**
                     * @description encode (default) turns text into Base32; decode turns Base32 back into text
                     * @default encode
                     * @enum {string}
                     */
                    mode?: "encode" | "decode";
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["CodecBytes"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    encodeUrlParse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description An absolute URL, such as https://example.com/path?q=1#top */
                    text: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description An absolute URL, such as https://example.com/path?q=1#top */
                    text: string;
                };
                "multipart/form-data": {
                    /** @description An absolute URL, such as https://example.com/path?q=1#top */
                    text: string;
                };
            };
        };
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["EncodeUrlParseResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    datetimeNow: {
        parameters: {
            query?: {
                /** @description Zone whose wall clock in_timezone shows. An IANA name such as Europe/Madrid or America/New_York, UTC, or a fixed offset such as UTC+05:30 (write + as %2B in a URL); default UTC */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DatetimeNowResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    datetimeToTimestamp: {
        parameters: {
            query: {
                /**
                 * @description The date to read: ISO 8601, RFC 2822, or an English phrase such as "tomorrow", "next friday 10am" or "+1 week"
                 * @example 2024-03-10T14:30:00Z
                 */
                date: string;
                /** @description Zone for a date or time written without offset and for phrases such as "tomorrow"; also the zone in_timezone shows. An IANA name such as Europe/Madrid or America/New_York, UTC, or a fixed offset such as UTC+05:30 (write + as %2B in a URL); default UTC */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DatetimeToTimestampResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    datetimeFromTimestamp: {
        parameters: {
            query: {
                /**
                 * @description Unix time: seconds since 1970-01-01T00:00:00Z (negative before 1970, decimals allowed), or milliseconds (see unit)
                 * @example 1700000000
                 */
                timestamp: number;
                /** @description auto (default): an absolute value of 100,000,000,000 or more is milliseconds, smaller is seconds; or seconds (s) or milliseconds (ms) */
                unit?: "auto" | "seconds" | "milliseconds" | "s" | "ms";
                /** @description Zone whose wall clock in_timezone shows. An IANA name such as Europe/Madrid or America/New_York, UTC, or a fixed offset such as UTC+05:30 (write + as %2B in a URL); default UTC */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DatetimeFromTimestampResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    datetimeTimezone: {
        parameters: {
            query: {
                /**
                 * @description The wall time in `from` to convert, such as 2024-07-01T12:00 or 2024-07-01 12:00; default now
                 * @example 2024-07-01T12:00
                 */
                date?: string;
                /**
                 * @description Zone the date is a wall time in: an IANA name such as Europe/Madrid or America/New_York, UTC, or a fixed offset such as UTC+05:30 (write + as %2B in a URL)
                 * @example Europe/Madrid
                 */
                from: string;
                /**
                 * @description Zone to convert to: an IANA name such as Europe/Madrid or America/New_York, UTC, or a fixed offset such as UTC+05:30 (write + as %2B in a URL)
                 * @example America/New_York
                 */
                to: string;
                /** @description When the wall time occurs twice because the clocks go back (DST overlap): earlier (default) takes the first occurrence, later the second */
                prefer?: "earlier" | "later";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DatetimeTimezoneResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    datetimeDiff: {
        parameters: {
            query: {
                /**
                 * @description The start date, such as 2024-01-31 or 2024-01-31T08:00:00Z
                 * @example 2022-01-15
                 */
                from: string;
                /**
                 * @description The end date; earlier than from gives a negative difference
                 * @example 2024-04-19
                 */
                to: string;
                /** @description Zone whose calendar counts days and months, and in which dates and times without offset are read. An IANA name such as Europe/Madrid or America/New_York, UTC, or a fixed offset such as UTC+05:30 (write + as %2B in a URL); default UTC */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DatetimeDiffResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    datetimeAdd: {
        parameters: {
            query: {
                /**
                 * @description The start date, such as 2024-01-31 or 2024-03-09T12:00; default now
                 * @example 2024-01-31
                 */
                date?: string;
                /**
                 * @description The interval: counts with units such as "+1 day", "-2 weeks" or "+3 months 2 hours", or an ISO 8601 duration such as P1M2D or PT36H
                 * @example +1 month
                 */
                add: string;
                /** @description Zone whose calendar and clock the interval is added on, and in which dates and times without offset are read. An IANA name such as Europe/Madrid or America/New_York, UTC, or a fixed offset such as UTC+05:30 (write + as %2B in a URL); default UTC */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DatetimeAddResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    datetimeWeekNumber: {
        parameters: {
            query?: {
                /**
                 * @description The date, such as 2020-12-31; default today
                 * @example 2020-12-31
                 */
                date?: string;
                /** @description Zone that decides what "today" is and the calendar date of an instant. An IANA name such as Europe/Madrid or America/New_York, UTC, or a fixed offset such as UTC+05:30 (write + as %2B in a URL); default UTC */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DatetimeWeekNumberResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    datetimeIsLeapYear: {
        parameters: {
            query: {
                /**
                 * @description The year, a whole number from 1 to 9999
                 * @example 1900
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DatetimeIsLeapYearResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    datetimeDaysInMonth: {
        parameters: {
            query: {
                /**
                 * @description The year, a whole number from 1 to 9999
                 * @example 2024
                 */
                year: number;
                /**
                 * @description The month, 1 (January) to 12 (December)
                 * @example 2
                 */
                month: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DatetimeDaysInMonthResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    datetimeDayOfWeek: {
        parameters: {
            query: {
                /**
                 * @description The date, such as 2024-03-10, or a phrase such as "next friday"
                 * @example 2024-03-10
                 */
                date: string;
                /** @description Zone that decides the calendar date of an instant and of phrases such as "tomorrow". An IANA name such as Europe/Madrid or America/New_York, UTC, or a fixed offset such as UTC+05:30 (write + as %2B in a URL); default UTC */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["DatetimeDayOfWeekResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    numberBaseConvert: {
        parameters: {
            query: {
                /**
                 * @description Whole number written in base `from`, such as FF or -1010_1010
                 * @example 255
                 */
                value: string;
                /**
                 * @description Base the value is written in, 2 to 36
                 * @example 10
                 */
                from: number;
                /**
                 * @description Base to write the result in, 2 to 36
                 * @example 16
                 */
                to: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["NumberBaseConvertResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    numberRoman: {
        parameters: {
            query: {
                /**
                 * @description A whole number from 1 to 3999, or a Roman numeral such as MCMXCIV
                 * @example 1994
                 */
                value: string;
                /** @description to-roman (default for digits) or from-roman (default for letters) */
                mode?: "to-roman" | "from-roman";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["NumberRomanResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    numberToWords: {
        parameters: {
            query: {
                /**
                 * @description The number, such as 1994, -12.5 or 0.05
                 * @example 1234
                 */
                value: string;
                /** @description Language of the words: a tag such as en-GB or es-MX, or a code such as fr; default: the language of the call */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["NumberToWordsResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    numberFactorial: {
        parameters: {
            query: {
                /**
                 * @description n, a whole number from 0 to 170
                 * @example 5
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["NumberFactorialResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    numberFibonacci: {
        parameters: {
            query: {
                /**
                 * @description How many terms to list, 1 to 1000
                 * @example 10
                 */
                value: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["NumberFibonacciResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    numberIsPrime: {
        parameters: {
            query: {
                /**
                 * @description Whole number from 0 up, up to 1,000 digits, such as 97
                 * @example 97
                 */
                value: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["NumberIsPrimeResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    numberGcdLcm: {
        parameters: {
            query: {
                /**
                 * @description First whole number, up to 1,000 digits, such as 12 or -18
                 * @example 12
                 */
                a: string;
                /**
                 * @description Second whole number, up to 1,000 digits
                 * @example 18
                 */
                b: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result, in the success envelope */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["NumberGcdLcmResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileImageInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The result of the upload, in the success envelope; several uploads answer an array of these results, in upload order */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["FileImageInfoResult"] | components["schemas"]["FileImageInfoResult"][];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileImageGrayscale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/gif": string;
                    "image/tiff": string;
                    "image/bmp": string;
                    "image/x-icon": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileImageStrip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/gif": string;
                    "image/tiff": string;
                    "image/bmp": string;
                    "image/x-icon": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileImageResize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description Width of the result in pixels, 1-16384; leave it out to follow the aspect ratio */
                    width?: number;
                    /** @description Height of the result in pixels, 1-16384; leave it out to follow the aspect ratio */
                    height?: number;
                    /**
                     * @description How the image meets a box of width × height: cover, contain, fill, inside or outside; default cover
                     * @default cover
                     * @enum {string}
                     */
                    fit?: "cover" | "contain" | "fill" | "inside" | "outside";
                    /** @description Colour of the padding added by fit=contain; default transparent, or white for JPEG and BMP: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent" */
                    background?: string;
                    /**
                     * @description 1 to never make the image larger than it is; default 0
                     * @default false
                     */
                    without_enlargement?: boolean;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/gif": string;
                    "image/tiff": string;
                    "image/bmp": string;
                    "image/x-icon": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileImageCrop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description x of the rectangle's top-left corner, in pixels from the left edge; default 0
                     * @default 0
                     */
                    x?: number;
                    /**
                     * @description y of the rectangle's top-left corner, in pixels from the top edge; default 0
                     * @default 0
                     */
                    y?: number;
                    /** @description Width of the rectangle in pixels */
                    width: number;
                    /** @description Height of the rectangle in pixels */
                    height: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/gif": string;
                    "image/tiff": string;
                    "image/bmp": string;
                    "image/x-icon": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileImageRotate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Angle in degrees, clockwise, -360 to 360, decimals allowed; default 90
                     * @default 90
                     */
                    degrees?: number;
                    /** @description Colour of the corners uncovered by an angle that is not a multiple of 90; default transparent, or white for JPEG and BMP: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent" */
                    background?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/gif": string;
                    "image/tiff": string;
                    "image/bmp": string;
                    "image/x-icon": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileImageFlip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description horizontal (mirror left-right), vertical (upside down) or both; default horizontal
                     * @default horizontal
                     * @enum {string}
                     */
                    direction?: "horizontal" | "vertical" | "both";
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/gif": string;
                    "image/tiff": string;
                    "image/bmp": string;
                    "image/x-icon": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileImageThumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Side of the thumbnail (or of the box it fits in) in pixels, 16-1024; default 256
                     * @default 256
                     */
                    size?: number;
                    /**
                     * @description 1 for an exactly square thumbnail (cropped to fill), 0 to keep the whole image and its aspect ratio; default 1
                     * @default true
                     */
                    square?: boolean;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/gif": string;
                    "image/tiff": string;
                    "image/bmp": string;
                    "image/x-icon": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileImageBlur: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description Strength of the blur: the Gaussian's standard deviation in pixels, 0.3-100; default 2 */
                    sigma?: number;
                    /** @description The same strength as a radius in pixels, 0.6-200 (sigma = radius / 2); instead of sigma */
                    radius?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/gif": string;
                    "image/tiff": string;
                    "image/bmp": string;
                    "image/x-icon": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileHeicToJpg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 90
                     * @default 90
                     */
                    quality?: number;
                    /** @description Colour laid behind transparent areas, which this format cannot hold; default white: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent" */
                    background?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileHeicToPng: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileHeicToWebp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 85
                     * @default 85
                     */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileJpgToPng: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    filePngToJpg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 90
                     * @default 90
                     */
                    quality?: number;
                    /** @description Colour laid behind transparent areas, which this format cannot hold; default white: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent" */
                    background?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileWebpToJpg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 90
                     * @default 90
                     */
                    quality?: number;
                    /** @description Colour laid behind transparent areas, which this format cannot hold; default white: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent" */
                    background?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileWebpToPng: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    filePngToWebp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 85
                     * @default 85
                     */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileJpgToWebp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 85
                     * @default 85
                     */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileImageToWebp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 85
                     * @default 85
                     */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileIcoToPng: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileAvifToJpg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 90
                     * @default 90
                     */
                    quality?: number;
                    /** @description Colour laid behind transparent areas, which this format cannot hold; default white: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent" */
                    background?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileAvifToPng: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileAvifToWebp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 85
                     * @default 85
                     */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    filePngToAvif: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 60
                     * @default 60
                     */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileJpgToAvif: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 60
                     * @default 60
                     */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileWebpToAvif: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 60
                     * @default 60
                     */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileGifToPng: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileGifToJpg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 90
                     * @default 90
                     */
                    quality?: number;
                    /** @description Colour laid behind transparent areas, which this format cannot hold; default white: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent" */
                    background?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileBmpToJpg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 90
                     * @default 90
                     */
                    quality?: number;
                    /** @description Colour laid behind transparent areas, which this format cannot hold; default white: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent" */
                    background?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileBmpToPng: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileTiffToJpg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 90
                     * @default 90
                     */
                    quality?: number;
                    /** @description Colour laid behind transparent areas, which this format cannot hold; default white: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent" */
                    background?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileTiffToPng: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    filePngToTiff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/tiff": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileJpgToTiff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/tiff": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    filePngToBmp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description Colour laid behind transparent areas, which this format cannot hold; default white: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent" */
                    background?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/bmp": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileJpgToBmp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description Colour laid behind transparent areas, which this format cannot hold; default white: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent" */
                    background?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/bmp": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileCompressImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 75
                     * @default 75
                     */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/gif": string;
                    "image/tiff": string;
                    "image/bmp": string;
                    "image/x-icon": string;
                    "image/heic": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileCompressJpg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 75
                     * @default 75
                     */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileCompressPng: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PNG (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 75
                     * @default 75
                     */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileCompressWebp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: WebP (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 75
                     * @default 75
                     */
                    quality?: number;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileImageConverter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Format to write: jpg, png, webp, avif, gif, tiff, bmp or ico
                     * @enum {string}
                     */
                    format: "jpg" | "png" | "webp" | "avif" | "gif" | "tiff" | "bmp" | "ico";
                    /** @description Encoding quality for jpg, webp and avif, from 1 (smallest file) to 100 (best image); default 90 for jpg, 85 for webp, 60 for avif */
                    quality?: number;
                    /** @description Colour laid behind transparent areas for jpg and bmp, which cannot hold them; default white: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent" */
                    background?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/gif": string;
                    "image/tiff": string;
                    "image/bmp": string;
                    "image/x-icon": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileFaviconGenerator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description The application's name, for the manifest; default "App"
                     * @default App
                     */
                    name?: string;
                    /** @description Short name shown under the home-screen icon; default the name cut to 30 characters */
                    short_name?: string;
                    /**
                     * @description Colour of the browser interface around the site (manifest theme_color and the theme-color meta tag), as HEX (#rrggbb or #rgb); default #ffffff
                     * @default #ffffff
                     */
                    theme_color?: string;
                    /**
                     * @description Splash-screen colour (manifest background_color), also laid behind the apple-touch-icon, as HEX (#rrggbb or #rgb); default #ffffff
                     * @default #ffffff
                     */
                    background_color?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileMergePdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. The files are used together, in upload order. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description Password that opens an encrypted input (its user or owner password). Not needed for a file that opens without one; ignored for files that are not encrypted. */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The resulting file, or an application/zip when there are several */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileSplitPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description The parts to make, each comma-separated group becoming one PDF: page numbers and ranges separated by commas, such as 1-3,5,7- ("7-" runs to the last page, "all" is every page). */
                    ranges?: string;
                    /** @description Password that opens an encrypted input (its user or owner password). Not needed for a file that opens without one; ignored for files that are not encrypted. */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileRotatePdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Clockwise turn in degrees: 90, 180 or 270 (-90 is accepted as 270).
                     * @default 90
                     * @enum {string}
                     */
                    degrees?: "90" | "180" | "270" | "-90";
                    /** @description The pages to turn: page numbers and ranges separated by commas, such as 1-3,5,7- ("7-" runs to the last page, "all" is every page). */
                    pages?: string;
                    /** @description Password that opens an encrypted input (its user or owner password). Not needed for a file that opens without one; ignored for files that are not encrypted. */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileDeletePagesPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description The pages to remove: page numbers and ranges separated by commas, such as 1-3,5,7- ("7-" runs to the last page, "all" is every page). */
                    pages: string;
                    /** @description Password that opens an encrypted input (its user or owner password). Not needed for a file that opens without one; ignored for files that are not encrypted. */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileReorderPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description The new page order: page numbers and ascending ranges separated by commas, such as 3,1,2 or 2-3,1 ("2-" runs to the last page). */
                    order: string;
                    /**
                     * @description Leave out the pages that order does not name, instead of appending them in their original order.
                     * @default false
                     */
                    drop_unlisted?: boolean;
                    /** @description Password that opens an encrypted input (its user or owner password). Not needed for a file that opens without one; ignored for files that are not encrypted. */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileProtectPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description The password needed to open the file (1 to 128 characters). */
                    password: string;
                    /** @description The password that lifts the permissions below (1 to 128 characters, different from password). Default: a random one, not returned. */
                    owner_password?: string;
                    /**
                     * @description Whether someone who opens the file with password may print it (1 or 0).
                     * @default true
                     */
                    allow_printing?: boolean;
                    /**
                     * @description Whether someone who opens the file with password may copy its text and images (1 or 0).
                     * @default true
                     */
                    allow_copying?: boolean;
                    /**
                     * @description Whether someone who opens the file with password may change it (1 or 0).
                     * @default false
                     */
                    allow_modifying?: boolean;
                    /**
                     * @description Whether someone who opens the file with password may add comments and fill in its forms (1 or 0).
                     * @default true
                     */
                    allow_annotating?: boolean;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileUnlockPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description The file's user or owner password. Not needed when the file opens without one. */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    filePdfInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description Password of an encrypted file, to read its metadata too. Optional: without it, what is not encrypted is still described. */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The result of the upload, in the success envelope; several uploads answer an array of these results, in upload order */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["FilePdfInfoResult"] | components["schemas"]["FilePdfInfoResult"][];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileJpgToPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG (the format is read from the bytes); required unless file_ids names them. The files are used together, in upload order. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description fit: each page is the size of its image (plus margins); a4 (595.28×841.89 pt) or letter (612×792 pt): paper with the image centred; default fit
                     * @default fit
                     * @enum {string}
                     */
                    page_size?: "fit" | "a4" | "letter";
                    /**
                     * @description Paper orientation for a4 and letter: auto turns a page landscape when its image is wider than tall; ignored with fit; default auto
                     * @default auto
                     * @enum {string}
                     */
                    orientation?: "auto" | "portrait" | "landscape";
                    /** @description Space kept clear around the image on every side, in points (72 pt = 1 inch); default 0 with fit, 36 with a4 and letter */
                    margin?: number;
                };
            };
        };
        responses: {
            /** @description The resulting file, or an application/zip when there are several */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    filePngToPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JPEG, PNG (the format is read from the bytes); required unless file_ids names them. The files are used together, in upload order. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description fit: each page is the size of its image (plus margins); a4 (595.28×841.89 pt) or letter (612×792 pt): paper with the image centred; default fit
                     * @default fit
                     * @enum {string}
                     */
                    page_size?: "fit" | "a4" | "letter";
                    /**
                     * @description Paper orientation for a4 and letter: auto turns a page landscape when its image is wider than tall; ignored with fit; default auto
                     * @default auto
                     * @enum {string}
                     */
                    orientation?: "auto" | "portrait" | "landscape";
                    /** @description Space kept clear around the image on every side, in points (72 pt = 1 inch); default 0 with fit, 36 with a4 and letter */
                    margin?: number;
                };
            };
        };
        responses: {
            /** @description The resulting file, or an application/zip when there are several */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileSignPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description Optional file (JPEG, PNG): signature */
                    signature?: string;
                    /** @description A typed signature of 1-100 characters, written in a handwriting font (Dancing Script); Latin letters, digits and common punctuation */
                    text?: string;
                    /** @description The signature as a data URL, data:image/png;base64,… or data:image/jpeg;base64,… (as a drawing canvas gives it), at most 2000000 characters (about 1.5 MB of image) */
                    signature_data_url?: string;
                    /** @description The page to sign, counted from 1; default the last page */
                    page?: number;
                    /** @description Left edge of the signature in points from the left of the page (72 pt = 1 inch); default: 36 pt from the right edge */
                    x?: number;
                    /** @description Bottom edge of the signature (with its date line) in points from the bottom of the page; default 36 */
                    y?: number;
                    /**
                     * @description Width of the signature in points; its height keeps the image's or the text's proportions; default 150
                     * @default 150
                     */
                    width?: number;
                    /**
                     * @description Colour of a typed signature and the date line as #rrggbb or #rgb; default #1a237e
                     * @default #1a237e
                     */
                    color?: string;
                    /**
                     * @description Write today's date (UTC, YYYY-MM-DD) under the signature; default false
                     * @default false
                     */
                    date?: boolean;
                    /** @description Password that opens an encrypted PDF; the result is saved without encryption */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileWatermarkPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description Optional file (JPEG, PNG): image */
                    image?: string;
                    /** @description Watermark text of 1-200 characters, in Helvetica Bold (Latin-1 characters) */
                    text?: string;
                    /**
                     * @description Opacity of the watermark, from 0.05 (faint) to 1 (solid); default 0.3
                     * @default 0.3
                     */
                    opacity?: number;
                    /**
                     * @description center, diagonal (centred, along the line from the bottom-left to the top-right corner), top or bottom (centred, 36 pt from that edge); default diagonal
                     * @default diagonal
                     * @enum {string}
                     */
                    position?: "center" | "diagonal" | "top" | "bottom";
                    /**
                     * @description Size of the text in points; a text too long for the page is made smaller to fit; default 48
                     * @default 48
                     */
                    font_size?: number;
                    /**
                     * @description Colour of the text as #rrggbb or #rgb; default #808080
                     * @default #808080
                     */
                    color?: string;
                    /** @description Pages to watermark, such as "1-3,5,7-" (7- means 7 to the end); default every page */
                    pages?: string;
                    /** @description Password that opens an encrypted PDF; the result is saved without encryption */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    filePageNumbersPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Where the number goes on the page as displayed; default bottom-center
                     * @default bottom-center
                     * @enum {string}
                     */
                    position?: "bottom-center" | "bottom-right" | "bottom-left" | "top-center" | "top-right" | "top-left";
                    /**
                     * @description The number the first numbered page shows; default 1
                     * @default 1
                     */
                    start?: number;
                    /**
                     * @description Text of each number: {n} is the page number and {total} the last page number, as in "{n}", "{n} / {total}" or "Page {n} of {total}"; must contain {n}; default "{n}"
                     * @default {n}
                     */
                    format?: string;
                    /**
                     * @description Size of the numbers in points (Helvetica); default 10
                     * @default 10
                     */
                    font_size?: number;
                    /**
                     * @description Distance from the page edges in points (72 pt = 1 inch); default 24
                     * @default 24
                     */
                    margin?: number;
                    /**
                     * @description Colour of the numbers as #rrggbb or #rgb; default #000000
                     * @default #000000
                     */
                    color?: string;
                    /** @description Pages that get a number, such as "1-3,5,7-" (7- means 7 to the end); default every page */
                    pages?: string;
                    /** @description Password that opens an encrypted PDF; the result is saved without encryption */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileCompressPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 60
                     * @default 60
                     */
                    quality?: number;
                    /**
                     * @description Resolution images are reduced to, in dots per inch, measured against the largest page; default 150
                     * @default 150
                     */
                    dpi?: number;
                    /** @description Password that opens an encrypted PDF; the result is saved without encryption */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    filePdfToJpg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Resolution in dots per inch, 36-300, default 150: a page is its size in inches × dpi pixels wide and high, so an A4 page at 150 dpi is 1240×1754
                     * @default 150
                     */
                    dpi?: number;
                    /** @description Pages to render, such as 1-3,5,7- (7- means from 7 to the last page), in the order written; default all */
                    pages?: string;
                    /**
                     * @description Encoding quality from 1 (smallest file) to 100 (best image); default 85
                     * @default 85
                     */
                    quality?: number;
                    /** @description Password of an encrypted PDF (its user or owner password); ignored when the PDF is not encrypted */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    filePdfToPng: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Resolution in dots per inch, 36-300, default 150: a page is its size in inches × dpi pixels wide and high, so an A4 page at 150 dpi is 1240×1754
                     * @default 150
                     */
                    dpi?: number;
                    /** @description Pages to render, such as 1-3,5,7- (7- means from 7 to the last page), in the order written; default all */
                    pages?: string;
                    /** @description Password of an encrypted PDF (its user or owner password); ignored when the PDF is not encrypted */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    filePdfToText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: PDF (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description Pages to read, such as 1-3,5,7- (7- means from 7 to the last page), in the order written; default all */
                    pages?: string;
                    /** @description Password of an encrypted PDF (its user or owner password); ignored when the PDF is not encrypted */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The result of the upload, in the success envelope; several uploads answer an array of these results, in upload order */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["FilePdfToTextResult"] | components["schemas"]["FilePdfToTextResult"][];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileExcelToCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: Excel (XLSX) (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description The sheet to read: its name (exact, or in any case) or its position counting from 1; default the first sheet. An unknown sheet answers 422 listing the sheet names */
                    sheet?: string;
                    /**
                     * @description 1: read every sheet, in workbook order (sheet is then ignored); default 0
                     * @default false
                     */
                    all_sheets?: boolean;
                    /**
                     * @description Field separator: comma (default), semicolon or tab
                     * @default comma
                     * @enum {string}
                     */
                    delimiter?: "comma" | "semicolon" | "tab";
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileCsvToExcel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: CSV or plain text (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Field separator: comma, semicolon or tab; detected from the first record when not given
                     * @enum {string}
                     */
                    delimiter?: "comma" | "semicolon" | "tab";
                    /**
                     * @description Name of the sheet made from the data (1 to 31 characters, none of * ? : \ / [ ]); default Sheet1
                     * @default Sheet1
                     */
                    sheet_name?: string;
                    /**
                     * @description 1 (default): numbers and true/false become typed cells; 0: every field stays text
                     * @default true
                     */
                    types?: boolean;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileExcelToJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: Excel (XLSX) (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /** @description The sheet to read: its name (exact, or in any case) or its position counting from 1; default the first sheet. An unknown sheet answers 422 listing the sheet names */
                    sheet?: string;
                    /**
                     * @description 1: read every sheet, in workbook order (sheet is then ignored); default 0
                     * @default false
                     */
                    all_sheets?: boolean;
                    /**
                     * @description 1 (default): the first non-blank row holds the column names and rows are objects; 0: rows are arrays
                     * @default true
                     */
                    header?: boolean;
                };
            };
        };
        responses: {
            /** @description The result of the upload, in the success envelope; several uploads answer an array of these results, in upload order */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["FileExcelToJsonResult"] | components["schemas"]["FileExcelToJsonResult"][];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileJsonToExcel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: JSON (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                    /**
                     * @description Name of the sheet when the JSON is a single array (1 to 31 characters, none of * ? : \ / [ ]); default Sheet1
                     * @default Sheet1
                     */
                    sheet_name?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileWordToHtml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: Word (DOCX) (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileWordToText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: Word (DOCX) (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain; charset=utf-8": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileWordToPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: Word (DOCX) (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileExcelToPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: Excel (XLSX) (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileHtmlToPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file(s) to process: HTML (the format is read from the bytes); required unless file_ids names them. Several files are processed one by one. */
                    "files[]"?: string[];
                    /**
                     * @description Ids of files kept with POST /api/v1/files (the caller's own), separated by commas; they join the files of files[]
                     * @example f_Q2hhbmdlIHRoaXMgdG8geW91cg
                     */
                    file_ids?: string;
                };
            };
        };
        responses: {
            /** @description The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    usage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The allowance of the caller (key or anonymous address) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["UsageResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    generatedImage: {
        parameters: {
            query: {
                /** @description Expiry, Unix seconds (from the signed link) */
                exp: string;
                /** @description Signature (from the signed link) */
                sig: string;
            };
            header?: never;
            path: {
                image: "qr.png" | "qr.svg" | "barcode.png" | "barcode.svg";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/svg+xml": string;
                };
            };
            /** @description The signature does not match */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The link has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    batch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "calls": [
                 *         {
                 *           "op": "text/slugify",
                 *           "params": {
                 *             "text": "Crème Brûlée!"
                 *           }
                 *         },
                 *         {
                 *           "op": "number/roman",
                 *           "params": {
                 *             "value": 1994
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    calls: {
                        /**
                         * @description The operation, category/name as in its URL
                         * @example text/slugify
                         */
                        op: string;
                        /** @description Its parameters, as its own schema takes them */
                        params?: Record<string, never>;
                    }[];
                };
            };
        };
        responses: {
            /** @description Each call's status and envelope, in the order of calls */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["BatchResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["InvalidInput"];
        };
    };
    pipeline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "input": "Hello World",
                 *       "steps": [
                 *         {
                 *           "op": "text/case",
                 *           "params": {
                 *             "mode": "upper"
                 *           }
                 *         },
                 *         {
                 *           "op": "encode/base32"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PipelineRequest"];
                "multipart/form-data": {
                    /** @description The input files */
                    "files[]"?: string[];
                    /**
                     * @description The steps, as JSON text
                     * @example [{"op":"file/image-resize","params":{"width":800}},{"op":"file/image-to-webp"}]
                     */
                    steps: string;
                    /** @description A text input, instead of files */
                    input?: string;
                    /** @enum {string} */
                    return?: "last" | "all";
                };
            };
        };
        responses: {
            /** @description The last step's result with every step's time; or, when the last step gives files, the file itself (a ZIP for several) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/gif": string;
                    "image/tiff": string;
                    "image/bmp": string;
                    "image/x-icon": string;
                    "image/heic": string;
                    "application/pdf": string;
                    "application/zip": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                    "text/html": string;
                    "application/json": components["schemas"]["PipelineAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["QuotaExceeded"];
            503: components["responses"]["Busy"];
        };
    };
    fileUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The files to keep */
                    "files[]": string[];
                };
            };
        };
        responses: {
            /** @description The stored file, or a list of them for several uploads */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["StoredFile"] | components["schemas"]["StoredFile"][];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
        };
    };
    fileContent: {
        parameters: {
            query: {
                /** @description Expiry, Unix seconds (from the signed link) */
                exp: string;
                /** @description Signature (from the signed link) */
                sig: string;
            };
            header?: never;
            path: {
                /** @description The file_id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The signature does not match */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not stored (any more) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The link or the file has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    accountSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The account and its key; a session cookie is set */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["NewKeyResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["CrossSite"];
            409: components["responses"]["InvalidInput"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["Throttled"];
        };
    };
    accountLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The account; a session cookie is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["LoginResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossSite"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["Throttled"];
        };
    };
    accountLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["LogoutResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["CrossSite"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    account: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["AccountResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    accountRotateKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["NewKeyResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossSite"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    accountWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["WebhookSecretResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    accountWebhookSecretRotate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new webhook secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        result: components["schemas"]["WebhookSecretResult"];
                        quota?: components["schemas"]["Quota"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossSite"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
}

export type ExifValue = string | number | boolean | ExifValue[];
