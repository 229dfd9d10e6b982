/*
 * What the site's scripts have in common, as window.devutils: every page loads this file before
 * its other scripts (all deferred, so they run in document order). Plain functions, no state
 * shared between callers.
 */
/* global document, window, location, fetch, navigator, DataTransfer, localStorage */
(function () {
  'use strict'

  /** A text with its {name} placeholders filled in; unknown names are left as they are. */
  function fill(template, vars) {
    return String(template).replace(/\{(\w+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole
    })
  }

  /** The JSON block with this id (a page's configuration), or null. */
  function readJson(id) {
    var node = id ? document.getElementById(id) : null
    if (!node) return null
    try {
      return JSON.parse(node.textContent || 'null')
    } catch {
      return null
    }
  }

  function show(node, visible) {
    if (node) node.hidden = !visible
  }

  function clear(node) {
    if (node) while (node.firstChild) node.removeChild(node.firstChild)
  }

  /** Says a message in a live region; emptying it first makes a repeated message announced again. */
  function announce(live, message) {
    if (!live) return
    live.textContent = ''
    window.setTimeout(function () { live.textContent = message }, 30)
  }

  /** This page's origin, or fallback where the page has none (a file or sandboxed frame). */
  function pageOrigin(fallback) {
    return location.origin && location.origin !== 'null' ? location.origin : fallback
  }

  /** A word the shell passes through untouched; anything else goes in single quotes. */
  function shellQuote(text) {
    return /^[\w@%+=:,./-]+$/.test(text) ? text : "'" + String(text).replace(/'/g, "'\\''") + "'"
  }

  function formatBytes(bytes, lang) {
    var units = ['B', 'KB', 'MB', 'GB']
    var value = bytes
    var unit = 0
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024
      unit += 1
    }
    var digits = unit === 0 ? 0 : 1
    try {
      return new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value) + ' ' + units[unit]
    } catch {
      return value.toFixed(digits) + ' ' + units[unit]
    }
  }

  /** The file name of a download: filename* (RFC 5987) first, then filename, then one from the type. */
  function fileNameOf(disposition, type) {
    if (disposition) {
      var star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition)
      if (star) {
        try {
          return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''))
        } catch { /* fall through to filename */ }
      }
      var plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition)
      if (plain) return (plain[2] !== undefined ? plain[2] : plain[1]).trim()
    }
    var sub = (type || '').split(';')[0].split('/')[1] || 'bin'
    return 'result.' + sub.replace('jpeg', 'jpg').replace(/[^a-z0-9]/gi, '')
  }

  // ----- chosen files -----------------------------------------------------------------------

  function fileKey(file) {
    return file.name + '\u0000' + file.size + '\u0000' + file.lastModified
  }

  /** The files chosen so far followed by those of incoming not among them yet (a FileList or array). */
  function withNewFiles(chosen, incoming) {
    var seen = {}
    var out = chosen.slice()
    out.forEach(function (file) { seen[fileKey(file)] = true })
    Array.prototype.forEach.call(incoming || [], function (file) {
      if (seen[fileKey(file)]) return
      seen[fileKey(file)] = true
      out.push(file)
    })
    return out
  }

  /** Makes a file input hold these files, so a plain form submission sends what the list shows. */
  function setInputFiles(input, files) {
    if (!input) return
    try {
      var transfer = new DataTransfer()
      files.forEach(function (file) { transfer.items.add(file) })
      input.files = transfer.files
    } catch { /* older browsers: the list the script keeps is what gets sent */ }
  }

  /** Makes an element take dropped files, marked with pg-dragging while files are over it. */
  function dropZone(zone, onFiles) {
    if (!zone) return
    // dragenter and dragleave fire for every child crossed: only the last leave ends the drag.
    var depth = 0
    zone.addEventListener('dragenter', function (event) {
      event.preventDefault()
      depth += 1
      zone.classList.add('pg-dragging')
    })
    zone.addEventListener('dragover', function (event) {
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy'
    })
    zone.addEventListener('dragleave', function () {
      depth = Math.max(0, depth - 1)
      if (depth === 0) zone.classList.remove('pg-dragging')
    })
    zone.addEventListener('drop', function (event) {
      event.preventDefault()
      depth = 0
      zone.classList.remove('pg-dragging')
      if (event.dataTransfer) onFiles(event.dataTransfer.files)
    })
  }

  // ----- the operation index ----------------------------------------------------------------

  function normalise(text) {
    return String(text).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
  }

  // One per address: the header's search and a page's own search share the fetched index.
  var indexes = {}

  /**
   * The search index at url (/{lang}/search-index.json), fetched on first load(): load() resolves
   * once it is there (a failed fetch is tried again on the next call), ready() says whether it
   * is, and search(query) ranks its entries. Every word must appear somewhere; words in the name
   * rank above words in the path or category, which rank above words in the summary.
   */
  function operationIndex(url) {
    if (!Object.prototype.hasOwnProperty.call(indexes, url)) indexes[url] = loadableIndex(url)
    return indexes[url]
  }

  function loadableIndex(url) {
    var items = null
    var loading = null

    function load() {
      if (!loading) {
        loading = fetch(url, { headers: { accept: 'application/json' } })
          .then(function (response) { return response.json() })
          .then(function (index) {
            items = index.map(function (entry) {
              return {
                entry: entry,
                name: normalise(entry.category + '/' + entry.name + ' ' + entry.operationId),
                where: normalise(entry.path + ' ' + entry.category + ' ' + entry.categoryTitle),
                summary: normalise(entry.summary),
              }
            })
          })
          .catch(function () { loading = null })
      }
      return loading
    }

    /** The matching entries, best first: [{ entry, score, order }]. */
    function search(query) {
      var words = normalise(query).split(/\s+/).filter(Boolean)
      if (words.length === 0 || !items) return []
      var found = []
      items.forEach(function (item, order) {
        var score = 0
        for (var i = 0; i < words.length; i++) {
          var word = words[i]
          var points = item.name.indexOf(word) >= 0 ? 3 : item.where.indexOf(word) >= 0 ? 2 : item.summary.indexOf(word) >= 0 ? 1 : 0
          if (points === 0) return
          score += points
        }
        found.push({ entry: item.entry, score: score, order: order })
      })
      return found.sort(function (a, b) { return b.score - a.score || a.order - b.order })
    }

    return { load: load, ready: function () { return items !== null }, search: search }
  }

  // ----- the clipboard ----------------------------------------------------------------------

  /**
   * Copies text, resolving to whether it worked: the Clipboard API where allowed, else (plain
   * http) a selection and execCommand.
   */
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).then(function () { return true }, function () { return legacyCopy(text) })
    }
    return Promise.resolve(legacyCopy(text))
  }

  function legacyCopy(text) {
    var area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.className = 'offscreen'
    document.body.appendChild(area)
    area.select()
    var ok = false
    try {
      ok = document.execCommand('copy')
    } catch {
      ok = false
    }
    document.body.removeChild(area)
    return ok
  }

  // ----- start-up ---------------------------------------------------------------------------

  /** Runs fn once the document is parsed: now if it already is, else on DOMContentLoaded. */
  function whenReady(fn) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn)
    else fn()
  }

  /**
   * Once the document is parsed, calls setup on every element matching selector; an element
   * whose setup throws is logged under label and leaves the others working.
   */
  function setupAll(selector, setup, label) {
    whenReady(function () {
      Array.prototype.forEach.call(document.querySelectorAll(selector), function (element) {
        try {
          setup(element)
        } catch (error) {
          console.error(label, error)
        }
      })
    })
  }

  // ----- the header: theme toggle and menu --------------------------------------------------

  // The key theme.js reads before the first paint.
  var THEME_KEY = 'devutils-theme'
  var darkQuery = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null

  function systemTheme() {
    return darkQuery && darkQuery.matches ? 'dark' : 'light'
  }

  /** The theme in force: the one chosen with the toggle, else the system's. */
  function currentTheme() {
    var chosen = document.documentElement.getAttribute('data-theme')
    return chosen === 'light' || chosen === 'dark' ? chosen : systemTheme()
  }

  /** Applies a choice (or none: the system's) to this page. */
  function applyTheme(choice) {
    if (choice === 'light' || choice === 'dark') document.documentElement.setAttribute('data-theme', choice)
    else document.documentElement.removeAttribute('data-theme')
  }

  /**
   * The "Dark theme" toggle: pressed while the page is dark. Choosing the system's own theme
   * forgets the choice, so the page follows the system again from then on.
   */
  function setupThemeToggle(button) {
    function sync() {
      button.setAttribute('aria-pressed', String(currentTheme() === 'dark'))
    }
    button.addEventListener('click', function () {
      var next = currentTheme() === 'dark' ? 'light' : 'dark'
      var choice = next === systemTheme() ? null : next
      applyTheme(choice)
      try {
        if (choice) localStorage.setItem(THEME_KEY, choice)
        else localStorage.removeItem(THEME_KEY)
      } catch { /* storage off: the choice lasts as long as this page */ }
      sync()
    })
    if (darkQuery && darkQuery.addEventListener) darkQuery.addEventListener('change', sync)
    // A choice made in another tab applies here too.
    window.addEventListener('storage', function (event) {
      if (event.key !== THEME_KEY) return
      applyTheme(event.newValue)
      sync()
    })
    sync()
  }

  /** The phone header's menu button: shows and hides the navigation; Escape closes it. */
  function setupMenu(button) {
    var nav = document.getElementById(button.getAttribute('aria-controls'))
    if (!nav) return
    function set(open) {
      button.setAttribute('aria-expanded', String(open))
      nav.classList.toggle('open', open)
    }
    button.addEventListener('click', function () {
      set(button.getAttribute('aria-expanded') !== 'true')
    })
    document.addEventListener('keydown', function (event) {
      if (event.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return
      set(false)
      button.focus()
    })
  }

  /** The language menu (a details element) closes on Escape, giving the focus back, and on a click elsewhere. */
  function setupLanguageMenu(menu) {
    var summary = menu.querySelector('summary')
    document.addEventListener('keydown', function (event) {
      if (event.key !== 'Escape' || !menu.open) return
      menu.open = false
      if (summary) summary.focus()
    })
    document.addEventListener('click', function (event) {
      if (menu.open && !menu.contains(event.target)) menu.open = false
    })
  }

  // ----- the signed-in account's key in code samples ---------------------------------------

  // The account page keeps the masked key (prefix…last four) of the account signed in here.
  var KEY_HINT = 'devutils-key-hint'
  var KEY_PLACEHOLDER = 'YOUR_API_KEY'

  function keyHint() {
    try {
      return localStorage.getItem(KEY_HINT) || ''
    } catch {
      return ''
    }
  }

  function setKeyHint(masked) {
    try {
      if (masked) localStorage.setItem(KEY_HINT, masked)
      else localStorage.removeItem(KEY_HINT)
    } catch { /* storage off: samples keep the placeholder */ }
  }

  /**
   * Code samples name the signed-in account's key (its start and end, never the whole key) in
   * place of the placeholder; the page's key note (data-key-note) then says what to paste there.
   */
  function showKeyHint(note) {
    var masked = keyHint()
    if (!masked) return
    Array.prototype.forEach.call(document.querySelectorAll('pre.code code'), function (code) {
      if (code.textContent.indexOf(KEY_PLACEHOLDER) !== -1) code.textContent = code.textContent.split(KEY_PLACEHOLDER).join(masked)
    })
    note.textContent = fill(note.getAttribute('data-key-note'), { key: masked })
  }

  setupAll('[data-key-note]', showKeyHint, 'key hint')
  setupAll('[data-theme-toggle]', setupThemeToggle, 'theme toggle')
  setupAll('[data-menu-toggle]', setupMenu, 'menu')
  setupAll('[data-language-menu]', setupLanguageMenu, 'language menu')

  window.devutils = {
    fill: fill,
    readJson: readJson,
    show: show,
    clear: clear,
    announce: announce,
    pageOrigin: pageOrigin,
    shellQuote: shellQuote,
    formatBytes: formatBytes,
    fileNameOf: fileNameOf,
    withNewFiles: withNewFiles,
    setInputFiles: setInputFiles,
    dropZone: dropZone,
    operationIndex: operationIndex,
    copyText: copyText,
    whenReady: whenReady,
    setupAll: setupAll,
    setKeyHint: setKeyHint,
  }
})()
