// Messages of the Word, Excel, CSV, JSON and HTML document operations.
export default {
  OFFICE_TOO_LARGE: '{name} unpacks to more than {max} bytes; it is refused as a decompression bomb (a real document that large must be split)',
  OFFICE_TOO_MANY_PARTS: '{name} is a package of {count} parts, more than the limit of {max}; it is refused as a decompression bomb',
  OFFICE_MALFORMED: '{name} could not be read as {format}: {detail}; the file may be damaged, truncated or saved in another format',
  OFFICE_SHEET_NOT_FOUND: '{name} has no sheet "{sheet}"; give one of its sheet names ({sheets}) or a number from 1 to {count}',
  OFFICE_TOO_MANY_ROWS: 'The sheet "{sheet}" of {name} has more than {max} rows, the most one sheet may have here; split it into smaller files',
  OFFICE_TOO_MANY_CELLS: 'The sheet "{sheet}" of {name} spans more than {max} cells (rows × columns, blanks included); split it into smaller files',
  OFFICE_TOO_MANY_COLUMNS: 'The sheet "{sheet}" of {name} would have {count} columns, more than the limit of {max}; use fewer distinct keys or columns',
  OFFICE_TOO_MANY_SHEETS: '{name} would make {count} sheets, more than the limit of {max}; send fewer keys at the top level',
  OFFICE_SHEET_NAME: '"{sheet}" cannot name an Excel sheet: a name has 1 to 31 characters, none of * ? : \\ / [ ], does not start or end with an apostrophe, is not "History", and is unique regardless of case',
  OFFICE_CELL_TOO_LONG: 'The value in row {row}, column {column} of the sheet "{sheet}" has {length} characters; an Excel cell holds at most {max}',
  OFFICE_JSON_SHAPE: 'In {name}, the value at {path} does not make a sheet; send an array of objects (one row each, their keys as the header), an array of arrays (one row each), or an object whose values are such arrays (one sheet each)',
  OFFICE_IMAGES_TOO_LARGE: 'The images of {name} add up to more than {max} bytes, too much to embed in one HTML page; make them smaller or use word-to-text',
  OFFICE_CONVERSION_FAILED: '{name} could not be converted by {program} ({detail}); the file may be damaged or use features the converter cannot read',
  OFFICE_HTML_TOO_DEEP: 'The HTML of {name} nests elements more than {max} levels deep (elements left unclosed count too); browsers stop nesting at 512, so close or flatten them',
  OFFICE_OUTPUT_TOO_LARGE: 'The PDF made from {name} would be larger than {max} bytes; send a smaller document',
} as const
