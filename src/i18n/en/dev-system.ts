// Messages of the reference tools: chmod, HTTP status codes, media types and user agents.
export default {
  CHMOD_INVALID: '"{value}" is not a file mode; send three or four octal digits (755, 0644, 4755) or nine permission letters (rwxr-xr-x, rwsr-xr-t)',
  HTTP_STATUS_UNASSIGNED: '{code} is not assigned in the IANA HTTP Status Code Registry; it would belong to the {range} class; send a registered code (the description lists them)',
  MIME_EXTENSION_UNKNOWN: 'No media type uses the extension .{extension} in mime-db; check the spelling, or send the media type itself',
  MIME_TYPE_UNKNOWN: '{type} is not in mime-db; check the spelling (type/subtype, such as image/png)',
  MIME_VALUE_INVALID: '"{value}" is neither an extension (png, .png), a file name (photo.png) nor a media type (image/png); send one of those',
} as const
