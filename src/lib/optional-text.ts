/** The trimmed text of an optional parameter, or undefined when blank (an empty form field means "not given"). */
export function optionalText(value: string | undefined): string | undefined {
  const text = (value ?? '').trim()
  return text === '' ? undefined : text
}
