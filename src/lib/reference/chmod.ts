/**
 * Unix file permissions: the octal mode (755, 0755, 4755) and the symbolic one (rwxr-xr-x,
 * rwsr-xr-t), as ls -l shows them and chmod takes them (POSIX chmod and ls).
 */
import { OperationError } from '../../core/errors.ts'

export interface Access { read: boolean; write: boolean; execute: boolean }

export interface FileMode {
  octal: string
  symbolic: string
  permissions: { owner: Access; group: Access; others: Access }
  special: { setuid: boolean; setgid: boolean; sticky: boolean }
  command: string
}

const OCTAL = /^0?[0-7]{3,4}$/
// An optional file type (as ls -l shows it), then three triplets; s/S and t/T carry the special bits.
const SYMBOLIC = /^[-dlcbps]?(?:[r-][w-][xsS-]){2}[r-][w-][xtT-]$/

function fromBits(mode: number): FileMode {
  const access = (shift: number): Access => ({
    read: (mode >> shift & 4) !== 0, write: (mode >> shift & 2) !== 0, execute: (mode >> shift & 1) !== 0,
  })
  const special = { setuid: (mode & 0o4000) !== 0, setgid: (mode & 0o2000) !== 0, sticky: (mode & 0o1000) !== 0 }
  const triplet = (a: Access, specialBit: boolean, mark: string) => (a.read ? 'r' : '-') + (a.write ? 'w' : '-')
    + (specialBit ? (a.execute ? mark : mark.toUpperCase()) : (a.execute ? 'x' : '-'))
  const permissions = { owner: access(6), group: access(3), others: access(0) }
  const symbolic = triplet(permissions.owner, special.setuid, 's') + triplet(permissions.group, special.setgid, 's') + triplet(permissions.others, special.sticky, 't')
  const digits = mode.toString(8)
  const octal = mode > 0o777 ? digits.padStart(4, '0') : digits.padStart(3, '0')
  return { octal, symbolic, permissions, special, command: `chmod ${octal} file` }
}

/** Reads an octal or symbolic mode (422 CHMOD_INVALID otherwise) and gives it in every form. */
export function fileMode(value: string): FileMode {
  const text = value.trim()
  if (OCTAL.test(text)) return fromBits(parseInt(text, 8))
  if (SYMBOLIC.test(text)) {
    const chars = text.length === 10 ? text.slice(1) : text
    let mode = 0
    for (let i = 0; i < 9; i++) {
      const c = chars[i]!
      const bit = 1 << (8 - i)
      if (c === 'r' || c === 'w' || c === 'x' || c === 's' || c === 't') mode |= bit
      if (c === 's' || c === 'S') mode |= i < 3 ? 0o4000 : 0o2000
      if (c === 't' || c === 'T') mode |= 0o1000
    }
    return fromBits(mode)
  }
  throw new OperationError('CHMOD_INVALID', { value: text.slice(0, 40) })
}
