/**
 * The account dashboard (/{lang}/account): sign-up and log-in forms, and for a signed-in visitor
 * the keys (listed, created, revoked, the oldest rotated), the webhook secret, the usage of the
 * period with a chart of daily calls, the calls by operation and key, the security events, and
 * the account's settings (password, address, deletion). Two small pages open the links the
 * service mails: /{lang}/account/verify and /{lang}/account/reset.
 * The pages are server-rendered shells; /assets/account.js talks to the account API (session
 * cookie) in JSON and fills it in.
 * The forms' action names the API route, but the API takes JSON bodies only (a form post answers
 * 415), so without JavaScript the dashboard cannot be used.
 */
import { appText, appTextGroup } from '../app-text.ts'
import { html, jsonForScript, type Html } from '../html.ts'
import { layout } from '../layout.ts'
import { siteText } from '../site-text.ts'

function credentialsForm(kind: 'signup' | 'login', lang: string): Html {
  const t = appText(lang)
  const id = `acct-${kind}`
  const signup = kind === 'signup'
  return html`<section class="acct-card" aria-labelledby="${id}-title">
<h2 id="${id}-title">${signup ? t['acct.signUp'] : t['acct.logIn']}</h2>
<form class="acct-form" data-acct-form="${kind}" action="/${lang}/api/v1/account/${kind}" method="post">
<div class="acct-field"><label for="${id}-email">${t['acct.email']}</label>
<input class="acct-input" type="email" id="${id}-email" name="email" autocomplete="${signup ? 'email' : 'username'}" maxlength="254" required></div>
<div class="acct-field"><label for="${id}-password">${t['acct.password']}</label>
<p class="acct-help" id="${id}-password-help">${t['acct.passwordHelp']}</p>
<input class="acct-input" type="password" id="${id}-password" name="password" autocomplete="${signup ? 'new-password' : 'current-password'}" minlength="10" maxlength="256" required aria-describedby="${id}-password-help"></div>
<p class="acct-form-error" role="alert" data-acct-form-error hidden></p>
<button class="acct-btn" type="submit">${signup ? t['acct.signUpSubmit'] : t['acct.logInSubmit']}</button>
</form>
${signup ? '' : forgotPassword(lang)}
</section>`
}

/**
 * The forgotten-password form, revealed under the log-in form. It answers the same words whether
 * or not the address has an account, so it cannot be used to learn who has one.
 */
function forgotPassword(lang: string): Html {
  const t = appText(lang)
  return html`<button class="acct-link-btn" type="button" data-acct-forgot aria-expanded="false" aria-controls="acct-forgot">${t['acct.forgot']}</button>
<div class="acct-sub" id="acct-forgot" data-acct-forgot-box hidden>
<form class="acct-form" data-acct-forgot-form action="/${lang}/api/v1/account/password-reset" method="post">
<div class="acct-field"><label for="acct-forgot-email">${t['acct.email']}</label>
<p class="acct-help" id="acct-forgot-help">${t['acct.forgotHelp']}</p>
<input class="acct-input" type="email" id="acct-forgot-email" name="email" autocomplete="username" maxlength="254" required aria-describedby="acct-forgot-help"></div>
<p class="acct-form-error" role="alert" data-acct-form-error hidden></p>
<p class="acct-done" data-acct-form-done hidden></p>
<button class="acct-btn acct-secondary" type="submit">${t['acct.forgotSubmit']}</button>
</form>
</div>`
}

/** A labelled password input with the sign-up's help: for a new password, the same rules. */
function passwordField(id: string, label: string, kind: 'current' | 'new', help: string | undefined, name = kind === 'new' ? 'new_password' : 'password'): Html {
  return html`<div class="acct-field"><label for="${id}">${label}</label>
${help === undefined ? '' : html`<p class="acct-help" id="${id}-help">${help}</p>\n`}<input class="acct-input" type="password" id="${id}" name="${name}" autocomplete="${kind === 'new' ? 'new-password' : 'current-password'}"${kind === 'new' ? html` minlength="10"` : ''} maxlength="256" required${help === undefined ? '' : html` aria-describedby="${id}-help"`}></div>`
}

/**
 * The signed-in account's settings: the unconfirmed-address notice, the password, the address and
 * the deletion, each form with its own error line. Deleting asks twice: the form's button opens a
 * confirmation, whose button does the work.
 */
function settingsCard(lang: string): Html {
  const t = appText(lang)
  const api = `/${lang}/api/v1/account`
  return html`<section class="acct-card acct-settings" data-acct-settings aria-labelledby="acct-settings-title">
<h2 id="acct-settings-title">${t['acct.settingsTitle']}</h2>

<div class="acct-note acct-sub" data-acct-unverified hidden>
<p>${t['acct.unverified']}</p>
<p class="acct-form-error" role="alert" data-acct-resend-error hidden></p>
<button class="acct-btn acct-secondary acct-small" type="button" data-acct-resend>${t['acct.resend']}</button>
</div>

${settingsForm('acct-pw', 'password', t['acct.pwTitle'], t['acct.pwHelp'], `${api}/password`, html`${passwordField('acct-pw-current', t['acct.currentPassword'], 'current', undefined)}
${passwordField('acct-pw-new', t['acct.newPassword'], 'new', t['acct.passwordHelp'])}`, html`<button class="acct-btn" type="submit">${t['acct.pwSubmit']}</button>`)}

${settingsForm('acct-mail', 'email', t['acct.mailTitle'], t['acct.mailHelp'], `${api}/email`, html`<div class="acct-field"><label for="acct-mail-new">${t['acct.newEmail']}</label>
<input class="acct-input" type="email" id="acct-mail-new" name="email" autocomplete="email" maxlength="254" required></div>
${passwordField('acct-mail-password', t['acct.mailPassword'], 'current', undefined)}`, html`<button class="acct-btn" type="submit">${t['acct.mailSubmit']}</button>`)}

${settingsForm('acct-delete', 'delete', t['acct.deleteTitle'], t['acct.deleteWarning'], api, passwordField('acct-delete-password', t['acct.deletePassword'], 'current', undefined), html`<button class="acct-btn acct-danger" type="submit" data-acct-delete aria-expanded="false" aria-controls="acct-delete-confirm">${t['acct.deleteSubmit']}</button>
<div class="acct-confirm" id="acct-delete-confirm" role="group" aria-labelledby="acct-delete-question" data-acct-delete-confirm hidden>
<p id="acct-delete-question" data-acct-delete-question></p>
<div class="acct-actions">
<button class="acct-btn acct-danger" type="button" data-acct-delete-yes>${t['acct.deleteConfirm']}</button>
<button class="acct-btn acct-secondary" type="button" data-acct-delete-no>${t['acct.deleteCancel']}</button>
</div>
</div>`, true)}
</section>`
}

/**
 * One form of the settings: its heading and help (which the form is labelled and described by),
 * its fields, its own error line and its buttons. The deletion's help is a warning, drawn as one.
 */
function settingsForm(id: string, kind: 'password' | 'email' | 'delete', title: string, help: string, action: string, fields: Html, buttons: Html, danger = false): Html {
  return html`<div class="acct-sub${danger ? ' acct-danger-zone' : ''}">
<h3 id="${id}-title">${title}</h3>
<p id="${id}-help"${danger ? '' : html` class="acct-help"`}>${help}</p>
<form class="acct-form" data-acct-${kind}-form action="${action}" method="post" aria-labelledby="${id}-title" aria-describedby="${id}-help">
${fields}
<p class="acct-form-error" role="alert" data-acct-form-error hidden></p>
${buttons}
</form>
</div>`
}

function stat(label: string, field: string): Html {
  return html`<div class="acct-stat"><dt>${label}</dt><dd data-acct-field="${field}">–</dd></div>`
}

export function renderAccountPage(lang: string): string {
  const t = appText(lang)
  const body = html`<div class="acct" data-acct data-api="/${lang}/api/v1/account" data-text="acct-text">
<h1 id="acct-title">${t['acct.title']}</h1>
<p class="lead">${t['acct.intro']}</p>
<script type="application/json" id="acct-text">${jsonForScript(appTextGroup(lang, 'acct.'))}</script>
<noscript><p class="acct-note">${t['acct.noscript']}</p></noscript>
<p class="acct-live" role="status" aria-live="polite" data-acct-live></p>
<div class="acct-error" role="alert" data-acct-error hidden></div>

<p class="acct-note" data-acct-farewell tabindex="-1" hidden></p>
<div class="acct-auth" data-acct-auth>
${credentialsForm('signup', lang)}
${credentialsForm('login', lang)}
</div>

<div class="acct-dash" data-acct-dash hidden>
<div class="acct-whoami">
<p>${t['acct.signedInAs']} <strong data-acct-field="email"></strong></p>
<button class="acct-btn acct-secondary" type="button" data-acct-logout>${t['acct.logOut']}</button>
</div>

<section class="acct-card acct-newkey" data-acct-newkey aria-labelledby="acct-newkey-title" hidden>
<h2 id="acct-newkey-title" tabindex="-1">${t['acct.newKey']}</h2>
<p class="acct-warning"><strong>${t['acct.newKeyNote']}</strong></p>
<div class="acct-keyrow"><code class="acct-key" data-acct-newkey-value></code>
<button class="acct-btn" type="button" data-acct-copykey>${t['acct.copyKey']}</button></div>
</section>

<section class="acct-card" aria-labelledby="acct-key-title">
<h2 id="acct-key-title" tabindex="-1">${t['acct.keyTitle']}</h2>
<p class="acct-help">${t['acct.keyHelp']}</p>
<div class="acct-scroll-x" data-acct-keys-box hidden><table class="acct-table acct-list">
<caption>${t['acct.keysCaption']}</caption>
<thead><tr>
<th scope="col">${t['acct.keyName']}</th>
<th scope="col">${t['acct.keyMasked']}</th>
<th scope="col">${t['acct.keyScopes']}</th>
<th scope="col" class="acct-num">${t['acct.keyCap']}</th>
<th scope="col">${t['acct.keyCreated']}</th>
<th scope="col">${t['acct.keyLastUsed']}</th>
<th scope="col">${t['acct.keyExpires']}</th>
<th scope="col"><span class="visually-hidden">${t['acct.keyActions']}</span></th>
</tr></thead>
<tbody data-acct-keys></tbody></table></div>
<p class="acct-help" data-acct-nokey hidden>${t['acct.noKey']}</p>
<div class="acct-confirm" id="acct-revoke-confirm" role="group" aria-labelledby="acct-revoke-warning" data-acct-revoke-confirm hidden>
<p id="acct-revoke-warning" data-acct-revoke-warning></p>
<div class="acct-actions">
<button class="acct-btn acct-danger" type="button" data-acct-revoke-yes>${t['acct.revokeConfirm']}</button>
<button class="acct-btn acct-secondary" type="button" data-acct-revoke-no>${t['acct.revokeCancel']}</button>
</div>
</div>
<p class="acct-help" data-acct-rotate-help>${t['acct.rotateHelp']} <code class="acct-key" data-acct-field="key">–</code></p>
<button class="acct-btn acct-secondary" type="button" data-acct-rotate aria-expanded="false" aria-controls="acct-rotate-confirm">${t['acct.rotate']}</button>
<div class="acct-confirm" id="acct-rotate-confirm" role="group" aria-labelledby="acct-rotate-warning" data-acct-rotate-confirm hidden>
<p id="acct-rotate-warning">${t['acct.rotateWarning']}</p>
<div class="acct-actions">
<button class="acct-btn acct-danger" type="button" data-acct-rotate-yes>${t['acct.rotateConfirm']}</button>
<button class="acct-btn acct-secondary" type="button" data-acct-rotate-no>${t['acct.rotateCancel']}</button>
</div>
</div>
</section>

<section class="acct-card" aria-labelledby="acct-create-title">
<h2 id="acct-create-title">${t['acct.createTitle']}</h2>
<p class="acct-help">${t['acct.createHelp']}</p>
<form class="acct-form" data-acct-keyform action="/${lang}/api/v1/account/keys" method="post">
<div class="acct-field"><label for="acct-key-name">${t['acct.keyNameLabel']}</label>
<p class="acct-help" id="acct-key-name-help">${t['acct.keyNameHelp']}</p>
<input class="acct-input" type="text" id="acct-key-name" name="name" maxlength="64" required autocomplete="off" spellcheck="false" aria-describedby="acct-key-name-help"></div>
<div class="acct-field"><label for="acct-key-scopes">${t['acct.scopesLabel']}</label>
<p class="acct-help" id="acct-key-scopes-help">${t['acct.scopesHelp']}</p>
<input class="acct-input" type="text" id="acct-key-scopes" name="scopes" value="*" required autocomplete="off" autocapitalize="off" spellcheck="false" aria-describedby="acct-key-scopes-help"></div>
<div class="acct-field"><label for="acct-key-cap">${t['acct.capLabel']}</label>
<p class="acct-help" id="acct-key-cap-help">${t['acct.capHelp']}</p>
<input class="acct-input acct-short" type="number" id="acct-key-cap" name="monthly_cap" min="0" max="1000000000" step="1" inputmode="numeric" autocomplete="off" aria-describedby="acct-key-cap-help"></div>
<div class="acct-field"><label for="acct-key-expiry">${t['acct.expiryLabel']}</label>
<p class="acct-help" id="acct-key-expiry-help">${t['acct.expiryHelp']}</p>
<input class="acct-input acct-short" type="date" id="acct-key-expiry" name="expires_at" autocomplete="off" aria-describedby="acct-key-expiry-help"></div>
<p class="acct-form-error" role="alert" data-acct-form-error hidden></p>
<button class="acct-btn" type="submit">${t['acct.createSubmit']}</button>
</form>
</section>

<section class="acct-card" aria-labelledby="acct-wh-title">
<h2 id="acct-wh-title">${t['acct.whTitle']}</h2>
<p class="acct-help">${t['acct.whHelp']}</p>
<div class="acct-keyrow"><code class="acct-key" data-acct-whsecret>–</code>
<button class="acct-btn" type="button" data-acct-whcopy>${t['acct.whCopy']}</button>
<button class="acct-btn acct-secondary" type="button" data-acct-whrotate>${t['acct.whRotate']}</button></div>
</section>

<section class="acct-card" aria-labelledby="acct-usage-title">
<h2 id="acct-usage-title" tabindex="-1">${t['acct.usageTitle']}</h2>
<dl class="acct-stats">
${stat(t['acct.plan'], 'plan')}
${stat(t['acct.limit'], 'limit')}
${stat(t['acct.used'], 'used')}
${stat(t['acct.remaining'], 'remaining')}
${stat(t['acct.resets'], 'resets_at')}
</dl>
<div class="acct-meter"><label for="acct-progress" data-acct-progress-label>${t['acct.used']}</label>
<progress id="acct-progress" data-acct-progress max="1" value="0"></progress></div>
<figure class="acct-chart" aria-labelledby="acct-chart-title">
<figcaption id="acct-chart-title">${t['acct.chartTitle']}</figcaption>
<p class="acct-help" id="acct-chart-summary" data-acct-chart-summary></p>
<div class="acct-chart-box" data-acct-chart></div>
<details class="acct-table-toggle"><summary>${t['acct.tableToggle']}</summary>
<div class="acct-table-scroll"><table class="acct-table"><caption>${t['acct.chartTitle']}</caption>
<thead><tr><th scope="col">${t['acct.day']}</th><th scope="col">${t['acct.calls']}</th></tr></thead>
<tbody data-acct-table></tbody></table></div>
</details>
</figure>
</section>

<section class="acct-card" aria-labelledby="acct-ops-title">
<h2 id="acct-ops-title">${t['acct.opsTitle']}</h2>
<p class="acct-help">${t['acct.opsHelp']}</p>
<p class="acct-help" data-acct-ops-empty hidden>${t['acct.opsEmpty']}</p>
<div class="acct-table-scroll" role="region" tabindex="0" aria-labelledby="acct-ops-caption" data-acct-ops-box hidden>
<table class="acct-table acct-list acct-captioned"><caption id="acct-ops-caption">${t['acct.opsCaption']}</caption>
<thead><tr><th scope="col">${t['acct.operation']}</th><th scope="col" class="acct-num">${t['acct.calls']}</th></tr></thead>
<tbody data-acct-ops></tbody></table></div>
<div class="acct-table-scroll" role="region" tabindex="0" aria-labelledby="acct-opkeys-caption" data-acct-opkeys-box hidden>
<table class="acct-table acct-list acct-captioned"><caption id="acct-opkeys-caption">${t['acct.opKeysCaption']}</caption>
<thead><tr><th scope="col">${t['acct.operation']}</th><th scope="col">${t['acct.keyMasked']}</th><th scope="col" class="acct-num">${t['acct.calls']}</th></tr></thead>
<tbody data-acct-opkeys></tbody></table></div>
<p class="acct-download"><a class="acct-btn acct-secondary" download aria-describedby="acct-csv-help" data-acct-csv>${t['acct.csv']}</a>
<span class="acct-help" id="acct-csv-help">${t['acct.csvHelp']}</span></p>
</section>

<section class="acct-card" aria-labelledby="acct-events-title">
<h2 id="acct-events-title">${t['acct.eventsTitle']}</h2>
<p class="acct-help">${t['acct.eventsHelp']}</p>
<p class="acct-help" data-acct-events-empty hidden>${t['acct.eventsEmpty']}</p>
<div class="acct-table-scroll" role="region" tabindex="0" aria-labelledby="acct-events-caption" data-acct-events-box hidden>
<table class="acct-table acct-list"><caption id="acct-events-caption">${t['acct.eventsCaption']}</caption>
<thead><tr><th scope="col">${t['acct.eventWhen']}</th><th scope="col">${t['acct.eventWhat']}</th><th scope="col">${t['acct.eventDetail']}</th><th scope="col">${t['acct.eventIp']}</th></tr></thead>
<tbody data-acct-events></tbody></table></div>
</section>

${settingsCard(lang)}
</div>
</div>`
  return layout({
    lang,
    title: `${t['acct.title']} · ${siteText(lang).siteName}`,
    description: t['acct.description'],
    path: '/account',
    body,
    scripts: ['account.js'],
    styles: ['app.css'],
  })
}

/** The strings the pages of mailed links use, for their script. */
function linkText(lang: string): Record<string, string> {
  const keep = /^acct\.(verif|reset[A-Z]|linkMissing|dashboardLink|error$|working$)/
  return Object.fromEntries(Object.entries(appTextGroup(lang, 'acct.')).filter(([key]) => keep.test(key)))
}

/**
 * The head of the pages a mailed link opens carries their token in the address: no-referrer keeps
 * it out of the Referer of everything the page loads or links to (the site's same-origin policy
 * would send it to this service's own assets and API), and noindex keeps such pages out of search
 * engines. The layout takes no head content of its own, so the tags go in right after the
 * viewport, before the first script or stylesheet.
 */
const LINK_PAGE_HEAD = '<meta name="referrer" content="no-referrer">\n<meta name="robots" content="noindex">\n'
const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">\n'

function withLinkPageHead(page: string): string {
  const at = page.indexOf(VIEWPORT)
  if (at === -1 || at > page.indexOf('</head>')) throw new Error('the layout has no viewport tag in its head to put the referrer policy after')
  return page.slice(0, at + VIEWPORT.length) + LINK_PAGE_HEAD + page.slice(at + VIEWPORT.length)
}

/**
 * The frame of a mailed link's page: the script reads the token from the address and sends it only
 * when the form is submitted, so a mail scanner that fetches the link does not use it up. No link
 * or resource on the page carries the token.
 */
function linkPage(lang: string, kind: 'verify' | 'reset', title: string, intro: string, form: Html): string {
  const t = appText(lang)
  const body = html`<div class="acct acct-linkpage" data-acct-link="${kind}" data-api="/${lang}/api/v1/account" data-text="acct-text">
<h1 id="acct-title">${title}</h1>
<p class="lead">${intro}</p>
<script type="application/json" id="acct-text">${jsonForScript(linkText(lang))}</script>
<noscript><p class="acct-note">${t['acct.linkNoscript']}</p></noscript>
<p class="acct-live" role="status" aria-live="polite" data-acct-live></p>
<div class="acct-card">
<p class="acct-form-error" data-acct-link-missing hidden>${t['acct.linkMissing']}</p>
${form}
<p class="acct-done" data-acct-link-done tabindex="-1" hidden></p>
<p><a class="acct-btn acct-secondary" href="/${lang}/account" data-acct-dashboard>${t['acct.dashboardLink']}</a></p>
</div>
</div>`
  return withLinkPageHead(layout({
    lang,
    title: `${title} · ${siteText(lang).siteName}`,
    path: `/account/${kind}`,
    body,
    scripts: ['account.js'],
    styles: ['app.css'],
  }))
}

/** /{lang}/account/verify?token=…: confirms an address (a new account's, or a change of address) on a button press. */
export function renderAccountVerifyPage(lang: string): string {
  const t = appText(lang)
  return linkPage(lang, 'verify', t['acct.verifyTitle'], t['acct.verifyIntro'], html`<form class="acct-form" data-acct-link-form action="/${lang}/api/v1/account/verify" method="post">
<p class="acct-form-error" role="alert" data-acct-form-error hidden></p>
<button class="acct-btn" type="submit">${t['acct.verifySubmit']}</button>
</form>`)
}

/** /{lang}/account/reset?token=…: sets a new password, which signs the visitor in and ends the account's other sessions. */
export function renderAccountResetPage(lang: string): string {
  const t = appText(lang)
  return linkPage(lang, 'reset', t['acct.resetTitle'], t['acct.resetIntro'], html`<form class="acct-form" data-acct-link-form action="/${lang}/api/v1/account/password-reset/confirm" method="post">
${passwordField('acct-reset-password', t['acct.newPassword'], 'new', t['acct.passwordHelp'], 'password')}
<p class="acct-form-error" role="alert" data-acct-form-error hidden></p>
<button class="acct-btn" type="submit">${t['acct.resetSubmit']}</button>
</form>`)
}
