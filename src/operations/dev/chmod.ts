import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { fileMode } from '../../lib/reference/chmod.ts'

const access = (who: { en: string; es: string }) => z.object({
  read: z.boolean().apply(described, { en: `The ${who.en} may read`, es: `${who.es} puede leer` }),
  write: z.boolean().apply(described, { en: `The ${who.en} may write`, es: `${who.es} puede escribir` }),
  execute: z.boolean().apply(described, { en: `The ${who.en} may execute (a directory: enter it)`, es: `${who.es} puede ejecutar (un directorio: entrar en él)` }),
})

export default defineOperation({
  category: 'dev',
  name: 'chmod',
  input: 'json',
  summary: 'Convert Unix file permissions between octal (755) and symbolic (rwxr-xr-x) notation',
  description: 'Reads a file mode in octal, three digits (755) or four with the special bits first (0755, 4755), or in the symbolic notation ls -l shows (rwxr-xr-x, optionally after the file type letter: drwxr-xr-x), '
    + 'and gives it in both notations, as read, write and execute permissions for the owner, the group and others, with the special bits, and as a chmod command. '
    + 'In the symbolic notation the special bits take the place of an execute letter: s (setuid on the owner, setgid on the group, with execute) or S (without execute), and t or T (sticky, on others). '
    + 'setuid runs a program as its owner, setgid as its group (on a directory, new files take its group), and sticky on a directory lets only a file\'s owner delete it (as on /tmp, 1777). '
    + 'Anything else answers 422 CHMOD_INVALID.',
  params: z.object({
    value: z.string().max(40).describe('The mode: octal (755, 0755, 4755) or symbolic (rwxr-xr-x, rwsr-xr-x, drwxrwxrwt)'),
  }),
  result: z.object({
    octal: z.string().regex(/^[0-7]{3,4}$/).apply(described, { en: 'The mode in octal: three digits, four when a special bit is set', es: 'El modo en octal: tres dígitos, cuatro si hay algún bit especial' }),
    symbolic: z.string().length(9).apply(described, { en: 'The mode as ls -l shows it, without the file type', es: 'El modo tal como lo muestra ls -l, sin el tipo de archivo' }),
    permissions: z.object({
      owner: access({ en: 'owner', es: 'El propietario' }).apply(described, { en: 'What the owner may do', es: 'Lo que puede hacer el propietario' }),
      group: access({ en: 'group', es: 'El grupo' }).apply(described, { en: 'What members of the group may do', es: 'Lo que pueden hacer los miembros del grupo' }),
      others: access({ en: 'others (everyone else)', es: 'Los demás (todos los otros)' }).apply(described, { en: 'What everyone else may do', es: 'Lo que pueden hacer todos los demás' }),
    }).apply(described, { en: 'Read, write and execute for the owner, the group and others', es: 'Lectura, escritura y ejecución para el propietario, el grupo y los demás' }),
    special: z.object({
      setuid: z.boolean().apply(described, { en: 'Set user ID on execution (4000)', es: 'Establecer el ID de usuario al ejecutar (4000)' }),
      setgid: z.boolean().apply(described, { en: 'Set group ID on execution (2000)', es: 'Establecer el ID de grupo al ejecutar (2000)' }),
      sticky: z.boolean().apply(described, { en: 'Sticky bit: only owners delete their files in the directory (1000)', es: 'Bit sticky: en el directorio, solo el propietario borra sus archivos (1000)' }),
    }).apply(described, { en: 'The special bits', es: 'Los bits especiales' }),
    command: z.string().apply(described, { en: 'The chmod command that sets this mode (on a file named file)', es: 'La orden chmod que establece este modo (sobre un archivo llamado file)' }),
  }),
  examples: [
    {
      params: { value: '755' },
      result: {
        octal: '755', symbolic: 'rwxr-xr-x',
        permissions: { owner: { read: true, write: true, execute: true }, group: { read: true, write: false, execute: true }, others: { read: true, write: false, execute: true } },
        special: { setuid: false, setgid: false, sticky: false }, command: 'chmod 755 file',
      },
    },
    { title: 'symbolic with setuid', params: { value: 'rwsr-xr-x' }, result: { octal: '4755', symbolic: 'rwsr-xr-x', special: { setuid: true, setgid: false, sticky: false }, command: 'chmod 4755 file' } },
  ],
  run: ({ value }) => fileMode(value),
  es: {
    summary: 'Convierte permisos de archivo de Unix entre la notación octal (755) y la simbólica (rwxr-xr-x)',
    description: 'Lee un modo de archivo en octal, con tres dígitos (755) o cuatro con los bits especiales delante (0755, 4755), o en la notación simbólica que muestra ls -l (rwxr-xr-x, opcionalmente tras la letra del tipo de archivo: drwxr-xr-x), y lo da en las dos notaciones, como permisos de lectura, escritura y ejecución para el propietario, el grupo y los demás, con los bits especiales, y como orden chmod. En la notación simbólica los bits especiales ocupan el lugar de una letra de ejecución: s (setuid en el propietario, setgid en el grupo, con ejecución) o S (sin ejecución), y t o T (sticky, en los demás). setuid ejecuta un programa como su propietario, setgid como su grupo (en un directorio, los archivos nuevos toman su grupo), y sticky en un directorio hace que solo el propietario de un archivo pueda borrarlo (como en /tmp, 1777). Cualquier otra cosa responde 422 CHMOD_INVALID.',
    params: {
      value: 'El modo: octal (755, 0755, 4755) o simbólico (rwxr-xr-x, rwsr-xr-x, drwxrwxrwt)',
    },
  },
})
