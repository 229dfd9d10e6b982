/** The frame of every page: head, navigation, language switcher, search, footer. */
import { DEFAULT_LANGUAGE, LANGUAGES, languageTag } from '../i18n/index.ts'
import { assetUrl } from './assets.ts'
import { html, type Html } from './html.ts'
import { LANGUAGE_NAMES, siteText } from './site-text.ts'

export interface PageOptions {
  lang: string
  title: string
  description?: string
  /** The page's path without the language prefix ("/docs/text/slugify"), for hreflang links. */
  path: string
  body: Html
  /** Extra scripts under /assets/ (deferred), run after common.js and search.js. */
  scripts?: readonly string[]
  /** Extra stylesheets under /assets/. */
  styles?: readonly string[]
  /** The page uses the whole window's width (a tool beside a sidebar) rather than a reading column. */
  wide?: boolean
}

/** The page at path (without language prefix) in lang. */
export function pageUrl(lang: string, path: string): string {
  return `/${lang}${path === '/' ? '/' : path}`
}

/** The name of an asset ("/assets/x.js" or "x.js") as a versioned URL. */
function asset(ref: string): string {
  return assetUrl(ref.replace(/^\/assets\//, ''))
}

type Section = 'home' | 'docs' | 'pipeline' | 'mcp' | 'account' | undefined

function sectionOf(path: string): Section {
  if (path === '/') return 'home'
  if (path === '/docs/mcp') return 'mcp'
  if (path === '/docs' || path.startsWith('/docs/')) return 'docs'
  if (path === '/pipeline') return 'pipeline'
  if (path === '/account') return 'account'
  return undefined
}

function navigation(page: PageOptions): Html {
  const t = siteText(page.lang)
  const section = sectionOf(page.path)
  const link = (href: string, label: string, current: boolean) =>
    html`<li><a href="${href}"${current ? html` aria-current="page"` : ''}>${label}</a></li>`
  return html`<nav class="site-nav" id="site-nav" aria-label="${t.navLabel}"><ul>${[
    link(pageUrl(page.lang, '/'), t.navHome, section === 'home'),
    link(pageUrl(page.lang, '/docs'), t.navDocs, section === 'docs'),
    link(pageUrl(page.lang, '/pipeline'), t.navPipeline, section === 'pipeline'),
    link(pageUrl(page.lang, '/docs/mcp'), t.navMcp, section === 'mcp'),
    link(pageUrl(page.lang, '/account'), t.navAccount, section === 'account'),
    link('/docs', t.navReference, false),
  ]}</ul></nav>`
}

/** A globe, drawn in the text colour, beside the language menu's current language. */
const GLOBE = html`<svg class="icon-globe" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="1.8"><circle cx="12" cy="12" r="9.5"></circle><path d="M2.5 12h19M12 2.5c2.6 2.7 3.9 5.9 3.9 9.5s-1.3 6.8-3.9 9.5c-2.6-2.7-3.9-5.9-3.9-9.5s1.3-6.8 3.9-9.5z"></path></svg>`

/**
 * The language menu: the page's language, which opens the list of all six, each leading to this
 * page in that language and named in itself. A disclosure (details), so it works without a script
 * and keeps the header one row on a phone; common.js closes it on Escape or a click elsewhere.
 */
function languageSwitcher(page: PageOptions): Html {
  const t = siteText(page.lang)
  const name = (lang: string) => LANGUAGE_NAMES[lang] ?? lang
  return html`<nav class="languages" aria-label="${t.languageLabel}"><details data-language-menu>
<summary>${GLOBE}<span lang="${languageTag(page.lang)}">${name(page.lang)}</span></summary>
<ul>${LANGUAGES.map((lang) => lang === page.lang
    ? html`<li class="current"><span aria-current="true" lang="${languageTag(lang)}">${name(lang)}</span></li>`
    : html`<li><a href="${pageUrl(lang, page.path)}" hreflang="${languageTag(lang)}" lang="${languageTag(lang)}">${name(lang)}</a></li>`)}</ul>
</details></nav>`
}

/** Icons of the theme toggle (the one in force is shown); inline, so they take the text colour. */
const SUN = html`<svg class="icon-sun" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="12" r="4.5"></circle><path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"></path></svg>`
const MOON = html`<svg class="icon-moon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><path d="M20.5 14.2A8.5 8.5 0 1 1 9.8 3.5a7 7 0 0 0 10.7 10.7z"></path></svg>`

/**
 * The light/dark switch: a toggle button named "Dark theme", pressed while the page is dark
 * (common.js keeps aria-pressed and the stored choice; theme.js applies the choice before the
 * first paint). Without a script the stylesheet hides it and follows the system setting.
 */
function themeToggle(lang: string): Html {
  const t = siteText(lang)
  return html`<button type="button" class="theme-toggle" data-theme-toggle aria-pressed="false" title="${t.themeDark}">${SUN}${MOON}<span class="visually-hidden">${t.themeDark}</span></button>`
}

/** Opens the navigation on a phone; shown only there, and only with a script (common.js). */
function menuToggle(lang: string): Html {
  const t = siteText(lang)
  return html`<button type="button" class="menu-toggle" data-menu-toggle aria-expanded="false" aria-controls="site-nav">${t.menuButton}</button>`
}

function searchForm(lang: string): Html {
  const t = siteText(lang)
  return html`<form class="search" role="search" action="${pageUrl(lang, '/docs')}" method="get" data-index="${pageUrl(lang, '/search-index.json')}" data-none="${t.searchNone}" data-count="${t.searchCount}" data-count-one="${t.searchCountOne}">
<label for="search-input" class="visually-hidden">${t.searchLabel}</label>
<input id="search-input" type="search" name="q" placeholder="${t.searchPlaceholder}" autocomplete="off" spellcheck="false" aria-describedby="search-status" aria-controls="search-results">
<button type="submit">${t.searchButton}</button>
<p id="search-status" class="visually-hidden" role="status" aria-live="polite"></p>
<ul id="search-results" class="search-results" hidden></ul>
</form>`
}

export function layout(page: PageOptions): string {
  const t = siteText(page.lang)
  const alternates = [...LANGUAGES.map((lang) => [languageTag(lang), lang] as const), ['x-default', DEFAULT_LANGUAGE] as const]
  // Deferred scripts run in document order: common.js defines window.devutils for the others.
  const scripts = ['common.js', 'search.js', ...(page.scripts ?? [])]
  const styles = ['site.css', ...(page.styles ?? [])]
  // theme.js is not deferred and comes before the stylesheets: the stored theme is on <html>
  // before anything is drawn.
  return html`<!doctype html>
<html lang="${languageTag(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
${page.description ? html`<meta name="description" content="${page.description}">\n` : ''}<meta name="color-scheme" content="light dark">
<script src="${asset('theme.js')}"></script>
<link rel="icon" href="${asset('logo.svg')}" type="image/svg+xml">
${styles.map((s) => html`<link rel="stylesheet" href="${asset(s)}">\n`)}${alternates.map(([hreflang, lang]) => html`<link rel="alternate" hreflang="${hreflang}" href="${pageUrl(lang, page.path)}">\n`)}${scripts.map((s) => html`<script src="${asset(s)}" defer></script>\n`)}</head>
<body data-copy="${t.copy}" data-copied="${t.copied}">
<a class="skip-link" href="#main">${t.skipLink}</a>
<header class="site-header">
<div class="wrap header-row${page.wide ? ' wide' : ''}">
<a class="brand" href="${pageUrl(page.lang, '/')}"><img src="${asset('logo.svg')}" alt="" width="28" height="28"><span>${t.siteName}</span></a>
${menuToggle(page.lang)}
${navigation(page)}
${languageSwitcher(page)}
${themeToggle(page.lang)}
${searchForm(page.lang)}
</div>
</header>
<main id="main" class="wrap${page.wide ? ' wide' : ''}" tabindex="-1">
${page.body}
</main>
<footer class="site-footer">
<div class="wrap">
<p><a href="/openapi.json">${t.footerOpenApi}</a> · <a href="/docs">${t.navReference}</a></p>
<p>${t.footerNote}</p>
</div>
</footer>
</body>
</html>
`.value
}
