// Uploads and file conversion.
export default {
  UPLOAD_REQUIRED: 'Send the file as multipart/form-data in the field files[] (for example: curl -F "files[]=@photo.jpg" ...), with options as extra fields',
  FILE_REQUIRED: 'No file was uploaded; send at least one file in the field {field}',
  UNKNOWN_FILE_FIELD: 'The file field "{field}" is not read by this operation; send files in: {fields}',
  TOO_MANY_FILES: 'Too many files in one request: at most {max}',
  TOO_MANY_PARTS: 'The upload has too many parts or fields',
  FILE_TOO_LARGE: 'A file is larger than the limit of {limit} bytes',
  UPLOADS_TOO_LARGE: 'The files of this request add up to more than {limit} bytes; send them in several requests',
  EMPTY_FILE: '{name} is empty (0 bytes)',
  UNSUPPORTED_FILE_FORMAT: '{name} is not a file this operation reads (its content looks like: {found}); accepted formats: {accepted}',
  CORRUPT_IMAGE: '{name} could not be read as a {format} image: {detail}; the file may be damaged or truncated',
  IMAGE_TOO_LARGE: '{name} is {width}×{height} pixels × {frames} frame(s), more than the limit of {max} pixels; send a smaller image',
  IMAGE_FAILED: '{name} could not be converted: {detail}',
  IMAGE_OUTPUT_TOO_LARGE: 'The result would be {width}×{height} pixels, more than the limit of {max} pixels; ask for a smaller size',
  FORMAT_NO_ANIMATION: '{format} output holds one image; the first frame was used',
  CROP_OUTSIDE: 'The rectangle x={x}, y={y}, width={width}, height={height} does not fit inside the {imageWidth}×{imageHeight} image; x + width must be at most {imageWidth} and y + height at most {imageHeight}',
  RESIZE_NEEDS_SIZE: 'Give width, height or both',
} as const
