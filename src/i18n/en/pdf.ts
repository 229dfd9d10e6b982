// Messages of these document operations.
export default {
  PDF_MERGE_NEEDS_TWO: 'Merging needs at least two PDF files; send two or more in files[] (only {count} arrived)',
  PDF_MERGE_TOO_MANY_PAGES: 'Together the files have at least {pages} pages, more than the limit of {max}; merge fewer files or remove pages first',
  PDF_DELETE_ALL_PAGES: 'pages selects all {pages} pages of {name}; at least one page must remain, so leave at least one out of the selection',
  PDF_ORDER_DUPLICATE: '{param} names page {page} more than once; name each page at most once',
  PDF_ALREADY_ENCRYPTED: '{name} is already protected by a password; remove it first with /api/v1/file/unlock-pdf, then protect the result',
  PDF_PASSWORD_REQUIRED: '{name} needs its password to be opened; send it in the password field',
  PDF_TOTAL_INFLATE_TOO_LARGE: 'the compressed streams of {name} decompress to more than {max} bytes in total, more than this service reads from one PDF; it is refused as a decompression bomb (send a smaller or less compressed file)',
  PDF_SAME_PASSWORDS: 'owner_password is the same as password, so anyone who can open the file could lift its restrictions; choose a different owner_password or leave it out',
} as const
