import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-finance.ts'

export default {
  FINANCE_NEGATIVE_AMOUNT: '{param} muss 0 oder größer sein: Es ist ein Geldbetrag, und ein negativer Betrag ergibt hier keinen Sinn',
  FINANCE_RATE_BELOW_TOTAL_LOSS: '{param} muss -100 oder größer sein: Ein jährlicher Verlust über 100 % würde mehr als das gesamte investierte Kapital kosten; senden Sie einen Satz von -100 bis 1000',
  FINANCE_YEARS_NOT_POSITIVE: '{param} muss größer als 0 sein: Das Geld braucht einen Zeitraum, um zu wachsen oder zurückgezahlt zu werden; senden Sie die Laufzeit in Jahren, etwa 10 oder 2.5',
  FINANCE_WHOLE_MONTHS: '{param} muss eine ganze Zahl von Monatsraten ergeben, mindestens eine: {years} Jahre sind {months} Monate; senden Sie ein Vielfaches von 1/12 Jahr, etwa {suggestion} ({suggestionMonths} Monate)',
  FINANCE_MONTHS_TOO_FEW: '{param} muss mindestens 1 sein: Die Berechnung verteilt sich auf Monatsraten und braucht daher mindestens einen Monat',
  FINANCE_DOWN_PAYMENT_TOO_LARGE: 'down_payment ({down_payment}) muss kleiner als price ({price}) sein: Eine Anzahlung, die den gesamten Preis deckt, lässt nichts zu finanzieren übrig; senken Sie down_payment oder lassen Sie es weg',
  FINANCE_CAGR_START: '{param} muss größer als 0 sein: Die Wachstumsrate ist das Verhältnis von Endwert zu Anfangswert, das bei einem Anfangswert von 0 oder weniger keinen Sinn ergibt',
  FINANCE_CAGR_END: '{param} muss 0 oder größer sein: Keine konstante jährliche Wachstumsrate macht aus einem positiven Anfangswert einen negativen Endwert',
  FINANCE_ROI_COST: '{param} muss größer als 0 sein: Der ROI ist der Gewinn geteilt durch die Kosten, und durch Kosten von 0 oder weniger lässt sich nicht teilen',
  FINANCE_INFLATION_TOTAL_LOSS: '{param} muss größer als -100 sein: Bei -100 % oder weniger fielen die Preise auf null oder darunter, und der heutige Wert des Betrags ließe sich nicht berechnen',
  FINANCE_RULE72_RATE: '{param} muss größer als 0 sein: Bei einem Satz von 0 % oder weniger verdoppelt sich Geld nie',
  FINANCE_REFINANCE_NO_SAVING: '{param} muss größer als 0 sein: Ohne monatliche Ersparnis werden die Abschlusskosten nie wieder hereingeholt, sodass sich die Umschuldung nie amortisiert',
  FINANCE_BREAK_EVEN_NO_MARGIN: 'price ({price}) muss größer als variable_cost ({variable_cost}) sein: Jede verkaufte Einheit trägt {margin} (price − variable_cost) zu den Fixkosten bei, sodass keine Stückzahl sie deckt; erhöhen Sie price oder senken Sie variable_cost',
  FINANCE_DTI_INCOME: '{param} muss größer als 0 sein: Die Quote teilt die monatlichen Schulden durch das monatliche Einkommen',
} satisfies Catalogue<typeof en>
