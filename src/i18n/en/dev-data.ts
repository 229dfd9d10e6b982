// Messages of the dev data tools (JSON, CSV, XML, JWT). Lines and columns count from 1; a column
// counts characters. {char} arrives quoted ("x") or as U+XXXX for invisible characters.
export default {
  TOO_DEEP: 'the JSON nests arrays and objects more than {max} levels deep (the level that goes beyond starts at line {line}, column {column}); flatten the structure',
  OUTPUT_TOO_LARGE: 'the result would be longer than {max} characters; send a smaller input',

  JSON_EMPTY: 'the JSON is empty; send one value, such as {} or []',
  JSON_UNCLOSED_OBJECT: 'the JSON ends at line {line}, column {column} before the object opened at line {openLine}, column {openColumn} is closed; add the missing value or }',
  JSON_UNCLOSED_ARRAY: 'the JSON ends at line {line}, column {column} before the array opened at line {openLine}, column {openColumn} is closed; add the missing value or ]',
  JSON_UNTERMINATED_STRING: 'the string that starts at line {line}, column {column} is never closed; end it with a double quote',
  JSON_BAD_ESCAPE: '"{escape}" at line {line}, column {column} is not a JSON escape; use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u followed by four hex digits',
  JSON_CONTROL_CHAR: 'the control character {char} at line {line}, column {column} is inside a string; write it as an escape such as \\n, \\t or \\u0000',
  JSON_BAD_NUMBER: '"{value}" at line {line}, column {column} is not a JSON number; numbers have no leading zeros or + sign, need digits on both sides of a decimal point and after an exponent, and are written in decimal',
  JSON_BAD_LITERAL: '"{value}" at line {line}, column {column} is not a JSON value; write true, false and null in lower case, and put text in double quotes',
  JSON_EXPECTED_VALUE: '{char} at line {line}, column {column} cannot start a value; a value is an object, an array, a string in double quotes, a number, true, false or null, and a comma may not come before ]',
  JSON_EXPECTED_KEY: 'a property name was expected at line {line}, column {column} but {char} was found; write names in double quotes, and do not put a comma before }',
  JSON_EXPECTED_COLON: 'a colon was expected after the property name at line {line}, column {column} but {char} was found',
  JSON_EXPECTED_COMMA_OR_BRACE: '{char} at line {line}, column {column} follows a property value; separate properties with a comma or close the object with }',
  JSON_EXPECTED_COMMA_OR_BRACKET: '{char} at line {line}, column {column} follows an array item; separate items with a comma or close the array with ]',
  JSON_TRAILING_CONTENT: '{char} at line {line}, column {column} comes after the end of the JSON value; a document holds a single value, so remove what follows or wrap the values in an array',

  TS_ROOT_NAME: '{param} must be a type name: letters, digits, _ and $, starting with a capital letter, _ or $ (such as Root or ApiResponse)',

  CSV_DELIMITER: 'delimiter must be a single character other than a double quote or a line break, or one of the names {names}; "{value}" is neither',
  CSV_NO_HEADER: 'the CSV is empty; its first line must be the header, with the column names',
  CSV_UNCLOSED_QUOTE: 'the quoted field that starts at line {line}, column {column} is never closed; end it with a double quote, and write a quote inside a quoted field as ""',
  CSV_TEXT_AFTER_QUOTE: '{char} at line {line}, column {column} follows the closing quote of a field; a closing quote must be followed by the delimiter or the end of the line, and a quote inside a quoted field is written as ""',
  CSV_TOO_MANY_FIELDS: 'the row at line {line} has {count} fields but the header has {columns} columns; add the missing column names to the header or remove the extra values (a row with fewer fields gets null for the rest)',
  CSV_TOO_MANY_COLUMNS: 'the record at line {line} has more than {max} columns, the most this service converts; split the file by columns',
  CSV_TOO_MANY_ROWS: 'the CSV has more than {max} data rows, the most this service converts in one call; split it into smaller files',

  XML_NO_ELEMENT: 'the XML contains no element; send a document with a root element, such as <root>…</root>',
  XML_MALFORMED: 'the XML is not well-formed at line {line}, column {column}: {detail}',
  XML_UNCLOSED: 'the XML ends with {count} elements still open, the outermost being <{name}>; close every element with its end tag',
  XML_DTD: 'the declaration at line {line}, column {column} (<!DOCTYPE, <!ENTITY or similar) is not accepted: this service neither loads DTDs nor defines entities; remove it (&amp; &lt; &gt; &quot; &apos; and character references such as &#65; are still decoded)',
  XML_TOO_DEEP: 'the XML nests elements more than {max} levels deep; flatten the structure',
  XML_RESERVED_NAME: 'the element name "{name}" is reserved because it could reach an object prototype (__proto__, constructor and prototype are refused); rename the element',
  XML_INVALID: 'the XML could not be converted: {detail}',

  JWT_PARTS: 'a JWT has three parts separated by dots (header.payload.signature), but this token has {count}; check that the whole token was copied',
  JWT_ENCRYPTED: 'this token has five parts, so it is an encrypted JWT (JWE); its content can only be read with the decryption key',
  JWT_PART_EMPTY: 'the {part} (part {index} of the token) is empty; a JWT header and payload are base64url-encoded JSON objects',
  JWT_BASE64: 'the {part} (part {index} of the token) contains {char} at position {position}, which is not base64url; JWT parts use only A-Z, a-z, 0-9, - and _',
  JWT_BASE64_LENGTH: 'the {part} (part {index} of the token) has {length} base64url characters, a length no encoding produces; characters are missing or extra',
  JWT_PART_NOT_TEXT: 'the {part} (part {index} of the token) does not decode to UTF-8 text, so it cannot be JSON; check that the whole token was copied',
  JWT_PART_NOT_JSON: 'the decoded {part} (part {index} of the token) is not valid JSON (the problem is at line {line}, column {column} of the decoded text)',
  JWT_PART_NOT_OBJECT: 'the decoded {part} (part {index} of the token) is JSON of type {type}, but a JWT header and payload must be JSON objects',
} as const
