import type { Catalogue } from '../catalogue.ts'
import type en from '../en/text.ts'

export default {
  FIND_EMPTY: '{param} ist leer; senden Sie mindestens ein Zeichen, nach dem gesucht werden soll',
  FIND_REGEX_TOO_LONG: 'find ist {length} Zeichen lang, aber ein regulärer Ausdruck darf höchstens {max} haben; kürzen Sie ihn, oder senden Sie regex: false, um wörtlich nach dem Text zu suchen',
  FIND_INVALID_REGEX: 'find ist kein gültiger regulärer Ausdruck in JavaScript: {detail}; prüfen Sie auf unausgeglichene runde oder eckige Klammern, einen Quantor ohne zu wiederholendes Element oder ein einzelnes {, } oder ] (schreiben Sie \\{, \\} oder \\]), oder senden Sie regex: false, um wörtlich nach dem Text zu suchen',
  DIFF_INPUT_TOO_LARGE: '{param} ist {size} Bytes groß; text/diff vergleicht Texte mit jeweils höchstens {max} Bytes (UTF-8); vergleichen Sie kleinere Stücke',
  DIFF_TOO_COMPLEX: 'a und b unterscheiden sich um mehr als {max} Einfügungen und Löschungen (by {unit}), oder der Vergleich hat über {ms} ms gedauert; vergleichen Sie kleinere Stücke oder zeilenweise',
  DISTANCE_TOO_LONG: '{param} hat {length} Zeichen; die Editierdistanz wird für jeweils höchstens {max} Zeichen berechnet; senden Sie kürzere Texte',
  DISTANCE_TOO_MANY_CELLS: 'a hat {length_a} Zeichen und b {length_b}; ihr Produkt darf höchstens {max} sein; senden Sie kürzere Texte',
  ESCAPE_BAD_SEQUENCE: '{sequence} an Position {position} ist keine gültige {format}-Escapesequenz; schreiben Sie einen Backslash selbst als \\\\, oder maskieren Sie den Text zuerst',
  ESCAPE_STRAY_QUOTE: 'das einzelne {quote} an Position {position} ist in {format} ungültig: Schreiben Sie es innerhalb des Werts verdoppelt ({quote}{quote})',
  ESCAPE_UNCLOSED_QUOTE: 'das an Position {position} geöffnete Anführungszeichen wird nie geschlossen; schließen Sie es, oder maskieren Sie den Text zuerst ({format})',
  ESCAPE_SEVERAL_WORDS: 'der Text besteht aus mehreren Shell-Wörtern (Leerraum ohne Anführungszeichen an Position {position}); senden Sie ein einziges Wort, mit Leerzeichen in Anführungszeichen oder maskiert',
} satisfies Catalogue<typeof en>
