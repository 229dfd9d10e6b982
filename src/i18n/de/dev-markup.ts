import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-markup.ts'

export default {
  REGEX_DELIMITER: 'pattern muss mit einem Begrenzer beginnen, etwa / in /\\d+/i oder # in #a.b#s; "{char}" kann keiner sein (Buchstaben, Ziffern, Backslash und Leerraum sind nicht zulässig)',
  REGEX_NO_END_DELIMITER: 'pattern hat kein schließendes {close} zum öffnenden {open}; beenden Sie das Muster mit {close}, gefolgt von beliebigen Flags, wie in {open}\\d+{close}i, und schreiben Sie ein {close}, das zum Muster gehört, als \\{close}',
  REGEX_UNKNOWN_FLAGS: 'unbekannte Flags nach dem schließenden Begrenzer: {flags}; verwenden Sie i (Groß-/Kleinschreibung ignorieren), m (^ und $ an Zeilenumbrüchen), s (. passt auf Zeilenumbrüche), u (Unicode), x (Leerraum und #-Kommentare ignorieren), A oder y (verankert), D, S, g, d (Gruppenpositionen) oder v (Unicode-Mengen)',
  REGEX_FLAG_UNGREEDY: 'das Flag U (ungreedy) hat keine Entsprechung in JavaScript; entfernen Sie es und machen Sie stattdessen die Quantoren genügsam, wie in .*? +? ?? {2,5}?',
  INVALID_REGEX: 'pattern ist kein gültiger regulärer Ausdruck in JavaScript: {detail}; prüfen Sie auf unausgeglichene runde oder eckige Klammern, einen Quantor ohne zu wiederholendes Element oder eine reine PCRE-Funktion wie possessive Quantoren (a++), atomare Gruppen (?>…) oder Rekursion (?R)',
  REGEX_TIMEOUT: 'das Muster braucht für diesen Text zu lange (über {ms} ms): katastrophales Backtracking, meist durch verschachtelte oder überlappende Quantoren wie (a+)+, (a|aa)+ oder (.*a){20}; sorgen Sie dafür, dass die wiederholten Teile nicht dieselben Zeichen treffen können, verankern Sie das Muster oder kürzen Sie den Text',
  REGEX_OUTPUT_TOO_LARGE: 'der erste Treffer und seine erfassten Gruppen ergeben zusammen mehr als {max} Zeichen; erfassen Sie weniger, etwa mit nicht erfassenden Gruppen (?:…) oder einem kürzeren Text',
  MARKDOWN_TIMEOUT: 'das Rendern des Markdown dauert zu lange (über {ms} ms); es enthält wahrscheinlich ein pathologisches Konstrukt wie Tausende nicht geschlossener * oder [ oder tief verschachtelte >-Zitate; vereinfachen Sie diese Teile oder senden Sie das Dokument in kleineren Stücken',
  MARKDOWN_TOO_MANY_ELEMENTS: 'das Markdown hat zu viele Blöcke und Tabellenzellen zum Rendern (über {max}); senden Sie ein kleineres Dokument, etwa mit weniger Tabellenspalten oder -zeilen (kurze Zeilen zählen als volle: Leere Zellen werden passend zur Kopfzeile ergänzt)',
  MARKDOWN_OUTPUT_TOO_LARGE: 'das HTML für dieses Markdown wäre länger als {max} Zeichen; senden Sie ein kleineres Dokument, etwa mit weniger Tabellenspalten oder -zeilen',
  COLOR_INVALID_HEX: '{param} "{value}" ist keine HEX-Farbe; schreiben Sie 6 Hexziffern oder die 3-stellige Kurzform, optional nach #, wie in #4f7cff oder #fff (in einer URL-Abfragezeichenfolge schreiben Sie # als %23)',
  COLOR_INVALID_RGB: '{param} "{value}" ist keine RGB-Farbe; schreiben Sie drei ganze Zahlen von 0 bis 255, durch Kommas getrennt, wie in 79,124,255 oder rgb(79, 124, 255)',
} satisfies Catalogue<typeof en>
