import type { Catalogue } from '../catalogue.ts'
import type en from '../en/web.ts'

export default {
  INVALID_URL: 'url "{url}" kann nicht abgerufen werden: {reason}; senden Sie eine absolute http://- oder https://-URL wie https://example.com/page',
  REDIRECT_REFUSED: 'die Website hat auf "{url}" umgeleitet, was nicht verfolgt wird: {reason}; fragen Sie diese Adresse direkt ab, wenn es eine öffentliche http(s)-Seite ist',
  TOO_MANY_REDIRECTS: '"{url}" hat mehr als {max}-mal umgeleitet (wahrscheinlich eine Umleitungsschleife); prüfen Sie die Umleitungen der Website oder fragen Sie die endgültige Adresse direkt ab',
  ADDRESS_NOT_ALLOWED: '{host} ist (oder wird aufgelöst zu) {address}, eine private, Loopback-, Link-Local- oder anderweitig nicht öffentliche Adresse, die dieser Dienst nicht abruft; senden Sie die URL einer öffentlichen Website',
  HOST_NOT_FOUND: 'der Hostname {host} wird zu keiner Adresse aufgelöst; prüfen Sie die Schreibweise der URL',
  UPSTREAM_TIMEOUT: '{url} hat nicht innerhalb von {ms} ms vollständig geantwortet; versuchen Sie es später erneut oder fragen Sie eine leichtere Seite ab',
  UPSTREAM_HEADERS_TOO_LARGE: '{url} hat Antwortheader mit mehr als {limit} Bytes gesendet, die dieser Dienst nicht liest',
  UPSTREAM_FAILED: 'der Abruf von {url} ist fehlgeschlagen: {reason}; prüfen Sie, ob die Website erreichbar und die URL richtig ist',
  RESPONSE_TOO_LARGE: '{url} hat einen Antworttext mit mehr als {limit} Bytes (nach dem Dekomprimieren) gesendet, den dieser Dienst nicht liest; fragen Sie eine kleinere Seite ab (web/page-size meldet die Größe großer Seiten)',
  NOT_HTML: '{url} ist {type}, keine HTML-Seite; senden Sie die URL einer HTML-Seite',
  INVALID_DOMAIN: '{param} "{value}" ist kein gültiger Domainname: {reason}; senden Sie einen Namen wie example.com',
  DOMAIN_IS_IP: '{param} "{value}" ist eine IP-Adresse; senden Sie einen Domainnamen wie example.com',
  DOMAIN_NOT_FOUND: 'die Domain {domain} existiert nicht (NXDOMAIN); prüfen Sie die Schreibweise',
  DNS_TIMEOUT: 'die DNS-Server haben für {domain} nicht innerhalb von {ms} ms geantwortet; versuchen Sie es später erneut',
  DNS_FAILED: 'die DNS-Abfrage für {domain} ist fehlgeschlagen ({reason}); versuchen Sie es später erneut',
  INVALID_VIDEO: '{param} "{value}" ist kein YouTube-Video: Senden Sie eine Video-URL (https://www.youtube.com/watch?v=…, https://youtu.be/…, /shorts/…, /embed/…) oder die 11-stellige Video-ID aus Buchstaben, Ziffern, - und _',
  TOO_MANY_FETCHES: 'Sie haben bereits {max} Webabfragen in Bearbeitung, das Maximum, das ein Aufrufer gleichzeitig haben darf; warten Sie, bis eine abgeschlossen ist, und versuchen Sie es dann erneut',
  VIDEO_NOT_FOUND: 'kein öffentliches YouTube-Video hat die ID {id} (es ist möglicherweise privat, gelöscht oder nicht einbettbar); prüfen Sie die ID',
} satisfies Catalogue<typeof en>
