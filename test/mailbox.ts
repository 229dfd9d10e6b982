/**
 * A local SMTP server (the smtp-server package) that keeps what it receives, for the tests of the
 * mails the service sends: each mail's recipient, subject and text, its quoted-printable body and
 * RFC 2047 subject decoded.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface Received {
  to: string
  subject: string
  text: string
}

export interface Mailbox {
  /** The SMTP_URL that reaches it. */
  url: string
  received: Received[]
  /** The mail to `to` after the first `seen` of them, now or when it comes. */
  next(to: string, seen: number): Promise<Received>
  close(): Promise<void>
}

const decodeQ = (text: string) => Buffer.from(text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')

/** A mail's subject and text, as a reader sees them. */
function parse(raw: string): Omit<Received, 'to'> {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const headers = head!.replace(/\r?\n[ \t]+/g, ' ')
  const subject = (/^Subject: (.*)$/im.exec(headers)?.[1] ?? '')
    // RFC 2047: the space between two encoded words is not part of the text.
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQ(text.replace(/_/g, ' ')))
  const body = rest.join('\n\n')
  return { subject, text: /quoted-printable/i.test(headers) ? decodeQ(body.replace(/=\r?\n/g, '')) : body }
}

export async function startMailbox(): Promise<Mailbox> {
  const received: Received[] = []
  const waiting: { to: string; seen: number; resolve: (mail: Received) => void }[] = []
  const nth = (to: string, seen: number) => received.filter((m) => m.to === to)[seen]
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) received.push({ to: recipient.address, ...parse(Buffer.concat(chunks).toString('latin1')) })
        for (const w of waiting.splice(0)) {
          const mail = nth(w.to, w.seen)
          if (mail) w.resolve(mail)
          else waiting.push(w)
        }
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    next: (to, seen) => {
      const mail = nth(to, seen)
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiting.push({ to, seen, resolve }))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The link to `/…/account/{page}` in a mail: its address and token. */
export function linkIn(mail: Received, page: string): { url: string; token: string } | undefined {
  const match = new RegExp(`(https?://\\S+/account/${page})\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)
  return match ? { url: match[1]!, token: match[2]! } : undefined
}
