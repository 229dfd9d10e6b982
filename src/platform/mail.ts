/**
 * The account mails: address verification, a change of address and a password reset, in the
 * language of the request that caused them, sent through SMTP_URL. nodemailer loads with the
 * first mail; without SMTP_URL there is no mailer and the routes that need one say so.
 */
import type { Config } from '../config.ts'

export interface Mail {
  to: string
  subject: string
  text: string
}

export type Mailer = (mail: Mail) => Promise<void>

type MailKind = 'verify' | 'change' | 'reset'

const TEXTS: Record<'en' | 'es', Record<MailKind, { subject: string; body: (link: string) => string }>> = {
  en: {
    verify: {
      subject: 'Confirm your e-mail address for devutils',
      body: (link) => `Open this link to confirm the address of your devutils account:\n\n${link}\n\nThe link works once, for one hour. If you did not sign up, ignore this message.`,
    },
    change: {
      subject: 'Confirm your new e-mail address for devutils',
      body: (link) => `Open this link to make this the address of your devutils account:\n\n${link}\n\nThe link works once, for one hour. If you did not ask for this, ignore this message: nothing changes.`,
    },
    reset: {
      subject: 'Reset your devutils password',
      body: (link) => `Open this link to choose a new password for your devutils account:\n\n${link}\n\nThe link works once, for one hour; every session ends when the password changes. If you did not ask for this, ignore this message: your password stays as it is.`,
    },
  },
  es: {
    verify: {
      subject: 'Confirme su dirección de correo de devutils',
      body: (link) => `Abra este enlace para confirmar la dirección de su cuenta de devutils:\n\n${link}\n\nEl enlace funciona una vez, durante una hora. Si no se ha registrado, ignore este mensaje.`,
    },
    change: {
      subject: 'Confirme su nueva dirección de correo de devutils',
      body: (link) => `Abra este enlace para que esta sea la dirección de su cuenta de devutils:\n\n${link}\n\nEl enlace funciona una vez, durante una hora. Si no lo ha solicitado, ignore este mensaje: no cambiará nada.`,
    },
    reset: {
      subject: 'Restablezca su contraseña de devutils',
      body: (link) => `Abra este enlace para elegir una contraseña nueva para su cuenta de devutils:\n\n${link}\n\nEl enlace funciona una vez, durante una hora; todas las sesiones terminan al cambiar la contraseña. Si no lo ha solicitado, ignore este mensaje: su contraseña no cambia.`,
    },
  },
}

/** A mail of `kind` to `to`, in `lang` (English when the language has no texts). */
export function accountMail(kind: MailKind, lang: string, to: string, link: string): Mail {
  const text = (lang === 'es' ? TEXTS.es : TEXTS.en)[kind]
  return { to, subject: text.subject, text: text.body(link) }
}

/** The mailer SMTP_URL names, or undefined without one. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer | undefined {
  const url = config.SMTP_URL
  if (url === undefined) return undefined
  let transport: Promise<{ sendMail(mail: Mail & { from: string }): Promise<unknown> }> | undefined
  return async (mail) => {
    transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(url))
    await (await transport).sendMail({ ...mail, from: config.MAIL_FROM })
  }
}
