import type { Catalogue } from '../catalogue.ts'
import type en from '../en/generate.ts'

export default {
  GENERATE_COLOR_INVALID: '{param} "{value}" ist keine Farbe; schreiben Sie HEX als #4f7cff, #fff oder #4f7cff80 (in einer URL-Abfragezeichenfolge schreiben Sie # als %23 oder lassen es weg), RGB als drei ganze Zahlen von 0-255, wie in 79,124,255, einen CSS-Namen wie rebeccapurple oder eine Funktion aus CSS Color 4: rgb(79 124 255), hsl(225 100% 65%), hwb(225 31% 0%), lab(54 81 70), lch(54 106 41), oklab(0.63 0.22 0.13), oklch(0.63 0.26 29) oder color(display-p3 1 0 0)',
  RANDOM_MIN_ABOVE_MAX: 'min ({min}) ist größer als max ({max}); vertauschen Sie die beiden, senken Sie min oder erhöhen Sie max',
  RANDOM_NOT_WHOLE: '{param} ({value}) ist keine ganze Zahl; runden Sie den Wert, oder legen Sie mit decimals fest, wie viele Nachkommastellen die Zufallszahlen haben sollen',
  RANDOM_TOO_MANY_DECIMALS: '{param} ({value}) hat mehr Nachkommastellen als decimals={decimals}; runden Sie auf {decimals} Stellen oder erhöhen Sie decimals',
  RANDOM_TOO_LARGE_FOR_DECIMALS: '{param} ({value}) ist zu groß, um mit {decimals} Nachkommastellen exakt gezogen zu werden; bei decimals={decimals} müssen min und max zwischen -{limit} und {limit} liegen, senken Sie also decimals oder verkleinern Sie den Bereich',
  QR_TEXT_TOO_LONG: 'text ist {length} Bytes (UTF-8) groß, mehr als ein QR-Code bei Fehlerkorrektur {level} fasst: höchstens {bytes} Bytes Text oder {digits} Ziffern, wenn der Text nur aus Ziffern besteht; kürzen Sie text oder wählen Sie eine niedrigere error_correction (L fasst am meisten)',
  QR_SIZE_TOO_SMALL: 'der QR-Code für diesen Text ist mit Rand {modules} Module breit, mehr als size={size} Pixel bei einem Pixel pro Modul zeichnen können; erhöhen Sie size auf mindestens {modules} (drei oder mehr Pixel pro Modul lassen sich am besten scannen), senken Sie margin, kürzen Sie text, wählen Sie eine niedrigere error_correction oder fordern Sie format=svg an',
  BARCODE_ASCII_ONLY: '{type} kann {char} (Zeichen {position} von text) nicht kodieren; es akzeptiert nur druckbares ASCII: Buchstaben A-Z und a-z, Ziffern, Leerzeichen und Satzzeichen (2D-Typen auch Tabulatoren und Zeilenumbrüche); verwenden Sie für anderen Text generate/qr, das jeden UTF-8-Text akzeptiert',
  BARCODE_CODE39_CHARS: '{type} kann {char} (Zeichen {position} von text) nicht kodieren; es akzeptiert nur Großbuchstaben A-Z, Ziffern, Leerzeichen und - . $ / + %: Schreiben Sie Buchstaben groß, oder verwenden Sie type=code128 für Kleinbuchstaben und andere Satzzeichen',
  BARCODE_CODE93_CHARS: '{type} kann {char} (Zeichen {position} von text) nicht kodieren; es akzeptiert nur Großbuchstaben A-Z, Ziffern, Leerzeichen und - . $ / +: Schreiben Sie Buchstaben groß, oder verwenden Sie type=code128 für Kleinbuchstaben und andere Satzzeichen',
  BARCODE_DIGITS_ONLY: '{type} kodiert nur Ziffern; {char} (Zeichen {position} von text, ohne Leerzeichen und Bindestriche gezählt) ist keine Ziffer: Entfernen Sie es, oder verwenden Sie type=code128 für Text mit Buchstaben',
  BARCODE_DIGIT_COUNT: '{type} akzeptiert {data} Ziffern (die Prüfziffer wird dann berechnet und angehängt) oder {full} Ziffern (die letzte wird geprüft); text hat {count} Ziffern',
  BARCODE_CHECK_DIGIT: 'die letzte Ziffer von {text} ist die {type}-Prüfziffer und sollte {expected} sein, nicht {given}; korrigieren Sie sie, oder senden Sie nur die ersten {data} Ziffern, damit sie berechnet wird',
  BARCODE_UPCE_NUMBER_SYSTEM: 'eine UPC-E-Nummer beginnt mit ihrem Nummernsystem, 0 oder 1, nicht mit {first}; prüfen Sie die Nummer, oder kodieren Sie die vollständige 12-stellige UPC-A mit type=upca',
  BARCODE_EVEN_DIGITS: '{type} kodiert Ziffern paarweise, und text hat {count} Ziffern; stellen Sie eine 0 voran, damit die Anzahl gerade wird',
  BARCODE_TOO_LONG: 'text hat {length} Zeichen, mehr als die {max}, die ein {type}-Barcode hier akzeptiert; kürzen Sie ihn, oder verwenden Sie type=datamatrix oder generate/qr für längere Inhalte',
  BARCODE_TOO_LARGE: 'als PNG mit scale={scale} hätte dieser {type}-Barcode mehr als {max} Pixel; senken Sie scale, kürzen Sie text, fordern Sie format=svg an oder verwenden Sie einen dichteren Typ wie code128 oder datamatrix',
  BARCODE_INVALID: 'text kann nicht als {type} gezeichnet werden: {detail}; passen Sie text an den Typ an, oder verwenden Sie type=code128, das jedes druckbare ASCII akzeptiert',
  IMAGE_LINK_INVALID: 'dieser Bildlink ist ungültig: Er wurde verändert, gekürzt oder nicht von diesem Dienst ausgestellt; rufen Sie {operation} erneut auf, um eine neue url zu erhalten, oder verwenden Sie den data_uri aus dem Ergebnis',
  IMAGE_LINK_EXPIRED: 'dieser Bildlink ist am {expired} abgelaufen; rufen Sie {operation} erneut auf, um eine neue url zu erhalten, oder verwenden Sie den data_uri aus dem Ergebnis, der nicht abläuft',
} satisfies Catalogue<typeof en>
