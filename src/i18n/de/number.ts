import type { Catalogue } from '../catalogue.ts'
import type en from '../en/number.ts'

export default {
  INVALID_ROMAN: '"{value}" ist keine gültige römische Zahl; verwenden Sie die Standardschreibweise wie MCMXCIV (I, V, X, L, C, D, M)',
  ROMAN_RANGE: 'value muss eine ganze Zahl zwischen 1 und 3999 sein, um sie in römischen Zahlen zu schreiben',
  NUMBER_INVALID: '{param} muss eine ganze Zahl aus den Ziffern 0-9 sein, etwa 42 oder -7; "{value}" ist keine',
  NUMBER_FRACTION: '{param} muss eine ganze Zahl sein; entfernen Sie den Dezimalpunkt und die Nachkommastellen aus "{value}"',
  NUMBER_EXPONENT: '{param} muss ausgeschrieben in Ziffern angegeben werden; wissenschaftliche Notation wie "{value}" wird nicht akzeptiert',
  NUMBER_TOO_LONG: '{param} darf höchstens {max} Ziffern haben, hat aber {digits}; senden Sie eine kleinere Zahl',
  NUMBER_UNDERSCORE: 'der Unterstrich an Position {position} von {param} steht an der falschen Stelle; ein Unterstrich darf nur zwei Ziffern trennen, wie in 1_000_000',
  BASE_INVALID_DIGIT: '"{digit}" an Position {position} von {param} ist keine Ziffer zur Basis {base}; die Basis {base} verwendet die Ziffern {digits}',
  BASE_NO_DIGITS: '{param} enthält keine Ziffern; schreiben Sie mindestens eine Ziffer zur Basis {base} ({digits})',
  WORDS_INVALID: '{param} muss eine Zahl aus den Ziffern 0-9 mit optionalem Vorzeichen und optionalem Dezimalpunkt sein, etwa -12.5; "{value}" ist keine',
  WORDS_TOO_LONG: 'Zahlwörter in {lang} gibt es für höchstens {max} Ziffern vor und {max} nach dem Dezimalpunkt, aber {param} hat {integer} und {fraction}; senden Sie eine kleinere Zahl oder weniger Nachkommastellen',
  WORDS_LANGUAGE: '"{lang}" ist keine verfügbare Sprache für Zahlwörter; verwenden Sie eine der folgenden: {languages}',
} satisfies Catalogue<typeof en>
