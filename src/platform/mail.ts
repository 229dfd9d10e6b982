/**
 * The account mails: address verification, a change of address and a password reset, in the
 * language of the request that caused them, sent through SMTP_URL. nodemailer loads with the
 * first mail; without SMTP_URL there is no mailer and the routes that need one say so.
 */
import type { Config } from '../config.ts'
import { isLanguage, type Language } from '../i18n/index.ts'

export interface Mail {
  to: string
  subject: string
  text: string
}

export type Mailer = (mail: Mail) => Promise<void>

type MailKind = 'verify' | 'change' | 'reset'

const TEXTS: { readonly [L in Language]: Record<MailKind, { subject: string; body: (link: string) => string }> } = {
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
  de: {
    verify: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für devutils',
      body: (link) => `Öffnen Sie diesen Link, um die Adresse Ihres devutils-Kontos zu bestätigen:\n\n${link}\n\nDer Link funktioniert einmal und ist eine Stunde lang gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.`,
    },
    change: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für devutils',
      body: (link) => `Öffnen Sie diesen Link, um diese Adresse als Adresse Ihres devutils-Kontos festzulegen:\n\n${link}\n\nDer Link funktioniert einmal und ist eine Stunde lang gültig. Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: Es ändert sich nichts.`,
    },
    reset: {
      subject: 'Setzen Sie Ihr devutils-Kennwort zurück',
      body: (link) => `Öffnen Sie diesen Link, um ein neues Kennwort für Ihr devutils-Konto festzulegen:\n\n${link}\n\nDer Link funktioniert einmal und ist eine Stunde lang gültig; wenn das Kennwort geändert wird, werden alle Sitzungen beendet. Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Kennwort bleibt unverändert.`,
    },
  },
  fr: {
    verify: {
      subject: 'Confirmez votre adresse e-mail pour devutils',
      body: (link) => `Ouvrez ce lien pour confirmer l'adresse de votre compte devutils :\n\n${link}\n\nLe lien ne fonctionne qu'une seule fois, pendant une heure. Si vous n'avez pas créé de compte, ignorez ce message.`,
    },
    change: {
      subject: 'Confirmez votre nouvelle adresse e-mail pour devutils',
      body: (link) => `Ouvrez ce lien pour faire de cette adresse celle de votre compte devutils :\n\n${link}\n\nLe lien ne fonctionne qu'une seule fois, pendant une heure. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: rien ne changera.`,
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe devutils',
      body: (link) => `Ouvrez ce lien pour choisir un nouveau mot de passe pour votre compte devutils :\n\n${link}\n\nLe lien ne fonctionne qu'une seule fois, pendant une heure\u00a0; toutes les sessions sont fermées lorsque le mot de passe change. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.`,
    },
  },
  'pt-br': {
    verify: {
      subject: 'Confirme seu endereço de email do devutils',
      body: (link) => `Abra este link para confirmar o endereço da sua conta do devutils:\n\n${link}\n\nO link funciona uma única vez, durante uma hora. Se você não se cadastrou, ignore esta mensagem.`,
    },
    change: {
      subject: 'Confirme seu novo endereço de email do devutils',
      body: (link) => `Abra este link para tornar este o endereço da sua conta do devutils:\n\n${link}\n\nO link funciona uma única vez, durante uma hora. Se você não fez essa solicitação, ignore esta mensagem: nada será alterado.`,
    },
    reset: {
      subject: 'Redefina sua senha do devutils',
      body: (link) => `Abra este link para escolher uma nova senha para sua conta do devutils:\n\n${link}\n\nO link funciona uma única vez, durante uma hora; todas as sessões são encerradas quando a senha é alterada. Se você não fez essa solicitação, ignore esta mensagem: sua senha continua a mesma.`,
    },
  },
  'zh-cn': {
    verify: {
      subject: '确认您的 devutils 电子邮件地址',
      body: (link) => `请打开以下链接，确认您的 devutils 帐户的地址：\n\n${link}\n\n该链接只能使用一次，有效期为一小时。如果您没有注册，请忽略此邮件。`,
    },
    change: {
      subject: '确认您的 devutils 新电子邮件地址',
      body: (link) => `请打开以下链接，将此地址设为您的 devutils 帐户的地址：\n\n${link}\n\n该链接只能使用一次，有效期为一小时。如果您没有提出此请求，请忽略此邮件：不会有任何更改。`,
    },
    reset: {
      subject: '重置您的 devutils 密码',
      body: (link) => `请打开以下链接，为您的 devutils 帐户设置新密码：\n\n${link}\n\n该链接只能使用一次，有效期为一小时；更改密码后，所有会话都将结束。如果您没有提出此请求，请忽略此邮件：您的密码将保持不变。`,
    },
  },
}

/** A mail of `kind` to `to`, in `lang` (English for a language the service does not speak). */
export function accountMail(kind: MailKind, lang: string, to: string, link: string): Mail {
  const text = (isLanguage(lang) ? TEXTS[lang] : TEXTS.en)[kind]
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
