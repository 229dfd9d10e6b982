import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { fileMode } from '../../lib/reference/chmod.ts'

/** Who a set of permissions is for, as each language's sentences about it name them. */
type Who = { readonly [L in keyof FieldWords]: string }

const access = (who: Who) => z.object({
  read: z.boolean().apply(described, {
    en: `The ${who.en} may read`, es: `${who.es} puede leer`, de: `Leserecht für ${who.de}`,
    fr: `Droit de lecture pour ${who.fr}`, 'pt-br': `Permissão de leitura para ${who['pt-br']}`, 'zh-cn': `${who['zh-cn']}可读取`,
  }),
  write: z.boolean().apply(described, {
    en: `The ${who.en} may write`, es: `${who.es} puede escribir`, de: `Schreibrecht für ${who.de}`,
    fr: `Droit d'écriture pour ${who.fr}`, 'pt-br': `Permissão de gravação para ${who['pt-br']}`, 'zh-cn': `${who['zh-cn']}可写入`,
  }),
  execute: z.boolean().apply(described, {
    en: `The ${who.en} may execute (a directory: enter it)`, es: `${who.es} puede ejecutar (un directorio: entrar en él)`,
    de: `Ausführungsrecht für ${who.de} (bei einem Verzeichnis: es betreten)`,
    fr: `Droit d'exécution pour ${who.fr} (pour un répertoire\u00a0: y entrer)`,
    'pt-br': `Permissão de execução para ${who['pt-br']} (em um diretório: entrar nele)`,
    'zh-cn': `${who['zh-cn']}可执行（对目录而言：可进入该目录）`,
  }),
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
    octal: z.string().regex(/^[0-7]{3,4}$/).apply(described, {
      en: 'The mode in octal: three digits, four when a special bit is set',
      es: 'El modo en octal: tres dígitos, cuatro si hay algún bit especial',
      de: 'Der Modus oktal: drei Ziffern, vier, wenn ein Sonderbit gesetzt ist',
      fr: 'Le mode en octal\u00a0: trois chiffres, quatre si un bit spécial est activé',
      'pt-br': 'O modo em octal: três dígitos, quatro quando algum bit especial está definido',
      'zh-cn': '八进制模式：三位数字，设置了特殊位时为四位',
    }),
    symbolic: z.string().length(9).apply(described, {
      en: 'The mode as ls -l shows it, without the file type',
      es: 'El modo tal como lo muestra ls -l, sin el tipo de archivo',
      de: 'Der Modus, wie ls -l ihn anzeigt, ohne den Dateityp',
      fr: "Le mode tel que l'affiche ls -l, sans le type de fichier",
      'pt-br': 'O modo como ls -l o mostra, sem o tipo de arquivo',
      'zh-cn': 'ls -l 显示的模式，不含文件类型',
    }),
    permissions: z.object({
      owner: access({ en: 'owner', es: 'El propietario', de: 'den Eigentümer', fr: 'le propriétaire', 'pt-br': 'o proprietário', 'zh-cn': '所有者' })
        .apply(described, { en: 'What the owner may do', es: 'Lo que puede hacer el propietario', de: 'Was der Eigentümer darf', fr: 'Ce que le propriétaire peut faire', 'pt-br': 'O que o proprietário pode fazer', 'zh-cn': '所有者可执行的操作' }),
      group: access({ en: 'group', es: 'El grupo', de: 'die Gruppe', fr: 'le groupe', 'pt-br': 'o grupo', 'zh-cn': '组' })
        .apply(described, { en: 'What members of the group may do', es: 'Lo que pueden hacer los miembros del grupo', de: 'Was die Mitglieder der Gruppe dürfen', fr: 'Ce que les membres du groupe peuvent faire', 'pt-br': 'O que os membros do grupo podem fazer', 'zh-cn': '组成员可执行的操作' }),
      others: access({ en: 'others (everyone else)', es: 'Los demás (todos los otros)', de: 'alle anderen', fr: 'les autres (tous les autres utilisateurs)', 'pt-br': 'os demais (todos os outros)', 'zh-cn': '其他用户（所有其他人）' })
        .apply(described, { en: 'What everyone else may do', es: 'Lo que pueden hacer todos los demás', de: 'Was alle anderen dürfen', fr: 'Ce que tous les autres peuvent faire', 'pt-br': 'O que todos os demais podem fazer', 'zh-cn': '所有其他人可执行的操作' }),
    }).apply(described, {
      en: 'Read, write and execute for the owner, the group and others',
      es: 'Lectura, escritura y ejecución para el propietario, el grupo y los demás',
      de: 'Lesen, Schreiben und Ausführen für den Eigentümer, die Gruppe und alle anderen',
      fr: 'Lecture, écriture et exécution pour le propriétaire, le groupe et les autres',
      'pt-br': 'Leitura, gravação e execução para o proprietário, o grupo e os demais',
      'zh-cn': '所有者、组和其他用户的读取、写入和执行权限',
    }),
    special: z.object({
      setuid: z.boolean().apply(described, {
        en: 'Set user ID on execution (4000)',
        es: 'Establecer el ID de usuario al ejecutar (4000)',
        de: 'Benutzer-ID bei Ausführung setzen (4000)',
        fr: "Définir l'ID utilisateur à l'exécution (4000)",
        'pt-br': 'Definir o ID de usuário na execução (4000)',
        'zh-cn': '执行时设置用户 ID (4000)',
      }),
      setgid: z.boolean().apply(described, {
        en: 'Set group ID on execution (2000)',
        es: 'Establecer el ID de grupo al ejecutar (2000)',
        de: 'Gruppen-ID bei Ausführung setzen (2000)',
        fr: "Définir l'ID de groupe à l'exécution (2000)",
        'pt-br': 'Definir o ID de grupo na execução (2000)',
        'zh-cn': '执行时设置组 ID (2000)',
      }),
      sticky: z.boolean().apply(described, {
        en: 'Sticky bit: only owners delete their files in the directory (1000)',
        es: 'Bit sticky: en el directorio, solo el propietario borra sus archivos (1000)',
        de: 'Sticky-Bit: Im Verzeichnis löschen nur die Eigentümer ihre Dateien (1000)',
        fr: 'Sticky bit\u00a0: dans le répertoire, seuls les propriétaires suppriment leurs fichiers (1000)',
        'pt-br': 'Sticky bit: no diretório, só os proprietários excluem seus arquivos (1000)',
        'zh-cn': '粘滞位：在该目录中，只有所有者才能删除自己的文件 (1000)',
      }),
    }).apply(described, { en: 'The special bits', es: 'Los bits especiales', de: 'Die Sonderbits', fr: 'Les bits spéciaux', 'pt-br': 'Os bits especiais', 'zh-cn': '特殊位' }),
    command: z.string().apply(described, {
      en: 'The chmod command that sets this mode (on a file named file)',
      es: 'La orden chmod que establece este modo (sobre un archivo llamado file)',
      de: 'Der chmod-Befehl, der diesen Modus setzt (für eine Datei namens file)',
      fr: 'La commande chmod qui définit ce mode (sur un fichier nommé file)',
      'pt-br': 'O comando chmod que define esse modo (em um arquivo chamado file)',
      'zh-cn': '设置此模式的 chmod 命令（针对名为 file 的文件）',
    }),
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
  de: {
    summary: 'Wandelt Unix-Dateiberechtigungen zwischen oktaler (755) und symbolischer (rwxr-xr-x) Schreibweise um',
    description: 'Liest einen Dateimodus oktal, mit drei Ziffern (755) oder vier mit den Sonderbits vorne (0755, 4755), oder in der symbolischen Schreibweise, die ls -l anzeigt (rwxr-xr-x, optional nach dem Buchstaben des Dateityps: drwxr-xr-x), und gibt ihn in beiden Schreibweisen aus, als Lese-, Schreib- und Ausführungsrechte für den Eigentümer, die Gruppe und alle anderen, mit den Sonderbits und als chmod-Befehl. In der symbolischen Schreibweise nehmen die Sonderbits den Platz eines Ausführungsbuchstabens ein: s (setuid beim Eigentümer, setgid bei der Gruppe, mit Ausführung) oder S (ohne Ausführung) sowie t oder T (sticky, bei allen anderen). setuid führt ein Programm als dessen Eigentümer aus, setgid als dessen Gruppe (bei einem Verzeichnis übernehmen neue Dateien dessen Gruppe), und sticky bei einem Verzeichnis erlaubt nur dem Eigentümer einer Datei, sie zu löschen (wie bei /tmp, 1777). Alles andere ergibt 422 CHMOD_INVALID.',
    params: {
      value: 'Der Modus: oktal (755, 0755, 4755) oder symbolisch (rwxr-xr-x, rwsr-xr-x, drwxrwxrwt)',
    },
  },
  fr: {
    summary: 'Convertit les autorisations de fichier Unix entre la notation octale (755) et la notation symbolique (rwxr-xr-x)',
    description: "Lit un mode de fichier en octal, sur trois chiffres (755) ou quatre avec les bits spéciaux en tête (0755, 4755), ou dans la notation symbolique qu'affiche ls -l (rwxr-xr-x, éventuellement après la lettre du type de fichier\u00a0: drwxr-xr-x), et le donne dans les deux notations, sous forme d'autorisations de lecture, d'écriture et d'exécution pour le propriétaire, le groupe et les autres, avec les bits spéciaux, et sous forme de commande chmod. Dans la notation symbolique, les bits spéciaux prennent la place d'une lettre d'exécution\u00a0: s (setuid sur le propriétaire, setgid sur le groupe, avec exécution) ou S (sans exécution), et t ou T (sticky, sur les autres). setuid exécute un programme en tant que son propriétaire, setgid en tant que son groupe (sur un répertoire, les nouveaux fichiers prennent son groupe), et sticky sur un répertoire ne permet qu'au propriétaire d'un fichier de le supprimer (comme sur /tmp, 1777). Toute autre valeur renvoie 422 CHMOD_INVALID.",
    params: {
      value: 'Le mode\u00a0: octal (755, 0755, 4755) ou symbolique (rwxr-xr-x, rwsr-xr-x, drwxrwxrwt)',
    },
  },
  'pt-br': {
    summary: 'Converte permissões de arquivo do Unix entre a notação octal (755) e a simbólica (rwxr-xr-x)',
    description: 'Lê um modo de arquivo em octal, com três dígitos (755) ou quatro com os bits especiais na frente (0755, 4755), ou na notação simbólica que ls -l mostra (rwxr-xr-x, opcionalmente depois da letra do tipo de arquivo: drwxr-xr-x), e o fornece nas duas notações, como permissões de leitura, gravação e execução para o proprietário, o grupo e os demais, com os bits especiais, e como comando chmod. Na notação simbólica, os bits especiais ocupam o lugar de uma letra de execução: s (setuid no proprietário, setgid no grupo, com execução) ou S (sem execução), e t ou T (sticky, nos demais). setuid executa um programa como seu proprietário, setgid como seu grupo (em um diretório, os arquivos novos recebem o grupo dele), e sticky em um diretório faz com que só o proprietário de um arquivo possa excluí-lo (como em /tmp, 1777). Qualquer outra coisa responde 422 CHMOD_INVALID.',
    params: {
      value: 'O modo: octal (755, 0755, 4755) ou simbólico (rwxr-xr-x, rwsr-xr-x, drwxrwxrwt)',
    },
  },
  'zh-cn': {
    summary: '在八进制 (755) 和符号 (rwxr-xr-x) 表示法之间转换 Unix 文件权限',
    description: '读取八进制的文件模式（三位数字 755，或特殊位在前的四位数字 0755、4755），或 ls -l 显示的符号表示法（rwxr-xr-x，可在文件类型字母之后：drwxr-xr-x），并以两种表示法给出：所有者、组和其他用户的读取、写入和执行权限、特殊位，以及对应的 chmod 命令。在符号表示法中，特殊位占据执行字母的位置：s（所有者上的 setuid、组上的 setgid，带执行权限）或 S（不带执行权限），以及 t 或 T（sticky，位于其他用户）。setuid 以程序所有者的身份运行程序，setgid 以其所属组的身份运行（对目录而言，新文件继承该目录的组），目录上的 sticky 使只有文件的所有者才能删除该文件（如 /tmp，1777）。其他任何值返回 422 CHMOD_INVALID。',
    params: {
      value: '模式：八进制（755、0755、4755）或符号（rwxr-xr-x、rwsr-xr-x、drwxrwxrwt）',
    },
  },
})
