import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-money.ts'

export default {
  PERCENTAGE_OF_ZERO_WHOLE: 'b (das Ganze) ist 0, und nichts kann ein Prozentsatz von 0 sein (der Prozentsatz teilt durch das Ganze); übergeben Sie ein Ganzes ungleich 0',
  PERCENTAGE_CHANGE_FROM_ZERO: 'from ist 0, daher hat die Änderung zu {to} keinen Prozentsatz: Eine prozentuale Änderung teilt durch den Ausgangswert, und jede Änderung ausgehend von 0 ist unendlich groß; übergeben Sie einen Ausgangswert ungleich 0, oder lesen Sie die Änderung als einfache Differenz {to}',
  MARGIN_ZERO_PRICE: 'price ist 0, daher gibt es keine Marge: Die Marge ist der Gewinn geteilt durch den Verkaufspreis; übergeben Sie einen Preis über 0',
  MARKUP_ZERO_COST: 'cost ist 0, und ein Aufschlag ist ein Prozentsatz der Kosten, sodass jeder Aufschlag einen Preis von 0 ergibt; übergeben Sie Kosten über 0 (um einen Preis bei Kosten von 0 zu beurteilen, verwenden Sie calc/margin)',
  PAYMENT_FEE_FULL_RATE: 'rate_percent ist 100, die Gebühr nimmt also den gesamten Betrag, und keine Belastung kann nach Gebühren {amount} übrig lassen; übergeben Sie einen Satz unter 100',
  CPM_NO_IMPRESSIONS: 'impressions ist 0, daher gibt es keine Kosten pro tausend Impressionen (sie werden durch die Impressionen geteilt); übergeben Sie die Anzahl der ausgelieferten Impressionen, 1 oder mehr',

  MARGIN_NO_COST_NOTE: 'cost ist 0, daher ist der Aufschlag (Gewinn geteilt durch Kosten) nicht definiert und wird als null angegeben; der gesamte Preis ist Gewinn',
  NET_WORTH_NO_ASSETS_NOTE: 'die Vermögenswerte sind 0, daher ist die Verschuldungsquote (Verbindlichkeiten geteilt durch Vermögenswerte) nicht definiert und wird als null angegeben',
  CAPITAL_GAINS_LOSS_NOTE: 'der Verkauf hat einen Kapitalverlust von {loss} ergeben, daher fällt keine Steuer an; in vielen Steuersystemen kann ein Verlust mit anderen Kapitalgewinnen verrechnet werden',
  CAPITAL_GAINS_NONE_NOTE: 'der Verkauf hat weder Gewinn noch Verlust ergeben, daher fällt keine Steuer an',
} satisfies Catalogue<typeof en>
