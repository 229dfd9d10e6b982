/*
 * The operation playground: turns the server-rendered form (src/web/playground.ts) into a live
 * client of the API. Configuration comes from a JSON block named by the form's
 * data-pg-config; nothing here is inline, so the page's strict CSP holds. Every element is
 * looked up defensively: a missing piece disables its feature, never the rest. The helpers
 * shared with the site's other scripts come from common.js, which the page loads first.
 */
/* global document, window, location, history, sessionStorage, localStorage, fetch, FormData, URLSearchParams, AbortController, performance */
(function () {
  'use strict'

  var KEY_STORE = 'devutils.playground.apiKey'
  var LIVE_STORE = 'devutils.playground.live'
  /** How long typing must pause before a live call goes out. */
  var LIVE_PAUSE_MS = 350
  var TRUE = ['1', 'true', 'yes', 'on']
  var TEXT_PREVIEW_LIMIT = 512 * 1024

  var devutils = window.devutils
  var fill = devutils.fill
  var show = devutils.show
  var clear = devutils.clear
  var shellQuote = devutils.shellQuote
  var formatBytes = devutils.formatBytes
  var copyText = devutils.copyText

  function storageGet() {
    try {
      return sessionStorage.getItem(KEY_STORE) || ''
    } catch {
      return ''
    }
  }

  function storageSet(value) {
    try {
      if (value) sessionStorage.setItem(KEY_STORE, value)
      else sessionStorage.removeItem(KEY_STORE)
    } catch { /* storage disabled: the key just is not remembered */ }
  }

  function liveStored() {
    try {
      return localStorage.getItem(LIVE_STORE)
    } catch {
      return null
    }
  }

  function liveStore(on) {
    try {
      localStorage.setItem(LIVE_STORE, on ? 'on' : 'off')
    } catch { /* storage disabled: the choice lasts for this page */ }
  }

  function setup(form) {
    var cfg = devutils.readJson(form.getAttribute('data-pg-config'))
    if (!cfg || typeof cfg !== 'object' || !cfg.path) return
    var text = cfg.text || {}
    var params = Array.isArray(cfg.params) ? cfg.params : []
    var lang = document.documentElement.lang || 'en'
    var root = form.closest('.pg') || form.parentNode || document
    var $ = function (selector) { return root.querySelector(selector) }
    var t = function (key, vars) { return fill(text[key] || key, vars || {}) }

    var live = $('[data-pg-live]')
    var runButton = form.querySelector('[data-pg-run]')
    var curlButton = form.querySelector('[data-pg-curl]')
    var shareButton = form.querySelector('[data-pg-share]')
    var keyInput = form.querySelector('[data-pg-key]')
    var remember = form.querySelector('[data-pg-remember]')
    var exampleSelect = form.querySelector('[data-pg-example]')
    var fileInput = form.querySelector('input[type="file"][name="files[]"]')
    var drop = form.querySelector('[data-pg-drop]')
    var chosenBox = form.querySelector('[data-pg-chosen]')
    var fileList = form.querySelector('[data-pg-filelist]')
    var extraInputs = Array.prototype.slice.call(form.querySelectorAll('[data-pg-extra]'))
    var curlBox = $('[data-pg-curlbox]')
    var curlText = $('[data-pg-curltext]')
    var result = $('[data-pg-result]')
    var resultTitle = result ? result.querySelector('h3, h2, [tabindex]') : null
    var statusLine = $('[data-pg-status]')
    var errorBox = $('[data-pg-error]')
    var bodyBox = $('[data-pg-body]')
    var jsonOut = $('[data-pg-json]')
    var copyButton = $('[data-pg-copy]')
    var downloadBox = $('[data-pg-download]')
    var downloadLink = $('[data-pg-link]')
    var fileInfo = $('[data-pg-fileinfo]')
    var compare = $('[data-pg-compare]')
    var placeholder = $('[data-pg-placeholder]')
    var viewBox = $('[data-pg-view]')
    var rawButton = $('[data-pg-raw]')
    var liveSwitch = form.querySelector('[data-pg-livemode]')
    var callsLeft = form.querySelector('[data-pg-calls]')

    var isFileOp = cfg.input === 'file'
    var maxFiles = typeof cfg.maxFiles === 'number' ? cfg.maxFiles : Infinity
    var chosen = []
    var thumbUrls = []
    var resultUrls = []
    var resultFields = Array.isArray(cfg.result) ? cfg.result : []
    // The call in flight: a newer one (a live update, another Run) aborts it.
    var inFlight = null
    var liveTimer = null
    var rawShown = false
    // What the last live call sent, so that the same values are not sent again.
    var lastLive = ''

    function say(message) {
      devutils.announce(live, message)
    }

    function control(name) {
      var found = form.elements.namedItem(name)
      if (!found) return null
      // A RadioNodeList when several controls share the name: take the first real control.
      return found.nodeType === 1 ? found : found[0] || null
    }

    function setValue(param, value) {
      var el = control(param.name)
      if (!el) return
      if (el.type === 'checkbox') {
        el.checked = value === true || TRUE.indexOf(String(value).toLowerCase()) !== -1
      } else if (el.tagName === 'SELECT') {
        var wanted = value === undefined || value === null ? '' : String(value)
        var match = Array.prototype.some.call(el.options, function (option) { return option.value === wanted })
        if (match) el.value = wanted
      } else {
        el.value = value === undefined || value === null ? '' : String(value)
      }
    }

    function applyExample(index) {
      var examples = Array.isArray(cfg.examples) ? cfg.examples : []
      var example = examples[index]
      if (!example) return
      var values = example.params || {}
      params.forEach(function (param) {
        if (Object.prototype.hasOwnProperty.call(values, param.name)) setValue(param, values[param.name])
        else if (param.control === 'checkbox') setValue(param, param.default === true)
        else if (param.control === 'select') setValue(param, param.default === null ? '' : param.default)
        else setValue(param, '')
      })
    }

    function applyQuery() {
      var query
      try {
        query = new URLSearchParams(location.search)
      } catch {
        return
      }
      params.forEach(function (param) {
        if (query.has(param.name)) setValue(param, query.get(param.name))
      })
    }

    /** The parameters to send: [name, value] pairs, defaults and empty optional fields left out. */
    function values() {
      var out = []
      params.forEach(function (param) {
        var el = control(param.name)
        if (!el) return
        if (el.type === 'checkbox') {
          var on = el.checked
          if (param.default !== null && param.default !== undefined && on === (param.default === true)) return
          out.push([param.name, on])
          return
        }
        var raw = el.value
        if (raw === '' && !(param.required && param.type === 'string' && param.control !== 'select')) return
        if (param.control === 'select' && param.default !== null && param.default !== undefined && raw === String(param.default)) return
        if (param.type === 'number' || param.type === 'integer') {
          var number = Number(raw.trim())
          out.push([param.name, raw.trim() !== '' && isFinite(number) ? number : raw])
          return
        }
        out.push([param.name, raw])
      })
      return out
    }

    function queryOf(pairs) {
      var query = new URLSearchParams()
      pairs.forEach(function (pair) { query.append(pair[0], String(pair[1])) })
      return query.toString()
    }

    function apiKey() {
      return keyInput ? keyInput.value.trim() : ''
    }

    // ----- files -----

    function syncInput() {
      devutils.setInputFiles(fileInput, chosen)
    }

    function addFiles(list) {
      var incoming = Array.prototype.slice.call(list || [])
      if (incoming.length === 0) return
      chosen = maxFiles === 1 ? incoming.slice(0, 1) : devutils.withNewFiles(chosen, incoming)
      if (chosen.length > maxFiles) say(t('pg.tooManyFiles', { n: maxFiles }))
      syncInput()
      renderFiles()
    }

    function removeFile(index) {
      chosen.splice(index, 1)
      syncInput()
      renderFiles()
      if (fileInput) fileInput.focus()
    }

    function renderFiles() {
      thumbUrls.forEach(function (url) { URL.revokeObjectURL(url) })
      thumbUrls = []
      if (!fileList) return
      clear(fileList)
      show(chosenBox, chosen.length > 0)
      chosen.forEach(function (file, index) {
        var item = document.createElement('li')
        item.className = 'pg-fileitem'
        if (/^image\//.test(file.type)) {
          var url = URL.createObjectURL(file)
          thumbUrls.push(url)
          var img = document.createElement('img')
          img.className = 'pg-thumb'
          img.alt = ''
          img.src = url
          img.addEventListener('error', function () { img.hidden = true })
          item.appendChild(img)
        }
        var label = document.createElement('span')
        label.className = 'pg-filename'
        label.textContent = file.name + ' (' + formatBytes(file.size, lang) + ')'
        item.appendChild(label)
        var remove = document.createElement('button')
        remove.type = 'button'
        remove.className = 'pg-btn pg-secondary pg-small'
        remove.textContent = t('pg.remove')
        remove.setAttribute('aria-label', t('pg.removeFile', { name: file.name }))
        remove.addEventListener('click', function () { removeFile(index) })
        item.appendChild(remove)
        fileList.appendChild(item)
      })
    }

    // ----- results -----

    function resetResult() {
      resultUrls.forEach(function (url) { URL.revokeObjectURL(url) })
      resultUrls = []
      show(errorBox, false)
      if (errorBox) errorBox.textContent = ''
      show(placeholder, false)
      show(bodyBox, false)
      if (jsonOut) jsonOut.textContent = ''
      show(viewBox, false)
      clear(viewBox)
      show(rawButton, false)
      show(downloadBox, false)
      show(compare, false)
      clear(compare)
    }

    function showError(message) {
      if (!errorBox) return
      errorBox.textContent = message
      show(errorBox, true)
    }

    function showCallsLeft(remaining) {
      if (callsLeft && remaining !== null && remaining !== '' && remaining !== undefined) callsLeft.textContent = t('pg.callsLeft', { n: remaining })
    }

    function showStatus(status, statusText, ms, remaining) {
      showCallsLeft(remaining)
      if (!statusLine) return
      var parts = [t('pg.status', { status: status + (statusText ? ' ' + statusText : '') }), t('pg.time', { ms: ms })]
      if (remaining !== null && remaining !== '') parts.push(t('pg.remaining', { n: remaining }))
      statusLine.textContent = parts.join(' · ')
      statusLine.className = 'pg-status ' + (status >= 200 && status < 300 ? 'pg-ok' : 'pg-bad')
    }

    function figure(url, caption) {
      var fig = document.createElement('figure')
      fig.className = 'pg-figure'
      var img = document.createElement('img')
      img.src = url
      img.alt = caption
      img.addEventListener('error', function () { fig.hidden = true })
      var cap = document.createElement('figcaption')
      cap.textContent = caption
      fig.appendChild(img)
      fig.appendChild(cap)
      return fig
    }

    function showFile(blob, type, disposition) {
      var url = URL.createObjectURL(blob)
      resultUrls.push(url)
      var name = devutils.fileNameOf(disposition, type)
      if (downloadLink) {
        downloadLink.href = url
        downloadLink.setAttribute('download', name)
        downloadLink.textContent = t('pg.download', { name: name })
      }
      if (fileInfo) fileInfo.textContent = t('pg.fileResult', { type: type.split(';')[0] || '?', size: formatBytes(blob.size, lang) })
      show(downloadBox, true)
      if (/^image\//.test(type) && compare) {
        var source = chosen.filter(function (file) { return /^image\//.test(file.type) })[0]
        if (source) {
          var before = URL.createObjectURL(source)
          resultUrls.push(before)
          compare.appendChild(figure(before, t('pg.before')))
        }
        compare.appendChild(figure(url, t('pg.after')))
        show(compare, true)
      } else if (/^text\//.test(type) && blob.size <= TEXT_PREVIEW_LIMIT && jsonOut && typeof blob.text === 'function') {
        return blob.text().then(function (body) {
          jsonOut.textContent = body
          show(bodyBox, true)
        })
      }
      return Promise.resolve()
    }

    function showJson(bodyText, ok) {
      var data = null
      try {
        data = JSON.parse(bodyText)
      } catch {
        data = null
      }
      if (jsonOut) jsonOut.textContent = data === null ? bodyText : JSON.stringify(data, null, 2)
      var drawn = ok && data && typeof data === 'object' && data.ok === true && viewBox && typeof devutils.renderResult === 'function' &&
        devutils.renderResult(viewBox, data.result, { fields: resultFields, lang: lang, text: t, operation: cfg.operation, say: say })
      show(rawButton, !!drawn)
      showRaw(!drawn || rawShown)
      if (data && typeof data === 'object' && data.ok === false && typeof data.error === 'string') showError(data.error)
      else if (!ok) showError(bodyText.slice(0, 500))
    }

    /** The raw JSON in place of the drawn result, or the drawn result back. */
    function showRaw(raw) {
      var drawn = viewBox && viewBox.firstChild
      show(bodyBox, raw || !drawn)
      show(viewBox, !raw && !!drawn)
      if (rawButton) rawButton.setAttribute('aria-pressed', raw && drawn ? 'true' : 'false')
    }

    function buildRequest() {
      var pairs = values()
      var headers = { Accept: 'application/json, */*' }
      var key = apiKey()
      if (key) headers['X-API-Key'] = key
      var init = { method: cfg.method === 'GET' ? 'GET' : 'POST', headers: headers, credentials: 'same-origin' }
      var url = cfg.path
      if (cfg.method === 'GET') {
        var query = queryOf(pairs)
        if (query) url += '?' + query
      } else if (isFileOp) {
        var data = new FormData()
        pairs.forEach(function (pair) { data.append(pair[0], String(pair[1])) })
        chosen.forEach(function (file) { data.append('files[]', file, file.name) })
        extraInputs.forEach(function (input) {
          if (input.files && input.files[0]) data.append(input.name, input.files[0], input.files[0].name)
        })
        init.body = data
      } else {
        var body = {}
        pairs.forEach(function (pair) { body[pair[0]] = pair[1] })
        headers['Content-Type'] = 'application/json'
        init.body = JSON.stringify(body)
      }
      return { url: url, init: init }
    }

    /** Sends the form; a live run keeps the focus where it is and says nothing unless it fails. */
    function run(options) {
      var quiet = !!(options && options.live)
      if (inFlight) inFlight.abort()
      if (isFileOp && chosen.length === 0) {
        resetResult()
        show(result, true)
        if (statusLine) statusLine.textContent = ''
        showError(t('pg.filesRequired'))
        say(t('pg.filesRequired'))
        if (fileInput) fileInput.focus()
        return
      }
      if (isFileOp && chosen.length > maxFiles) {
        resetResult()
        show(result, true)
        if (statusLine) statusLine.textContent = ''
        showError(t('pg.tooManyFiles', { n: maxFiles }))
        say(t('pg.tooManyFiles', { n: maxFiles }))
        return
      }
      var request = buildRequest()
      var controller = typeof AbortController === 'function' ? new AbortController() : null
      if (controller) request.init.signal = controller.signal
      inFlight = controller
      if (runButton) {
        runButton.disabled = true
        runButton.setAttribute('aria-busy', 'true')
      }
      form.setAttribute('aria-busy', 'true')
      if (!quiet) say(t('pg.running'))
      var started = performance.now()
      fetch(request.url, request.init)
        .then(function (response) {
          if (controller && controller.signal.aborted) return
          var ms = Math.round(performance.now() - started)
          resetResult()
          showStatus(response.status, response.statusText, ms, response.headers.get('x-ratelimit-remaining'))
          var type = response.headers.get('content-type') || ''
          var done = /json/i.test(type)
            ? response.text().then(function (body) { showJson(body, response.ok) })
            : response.blob().then(function (blob) {
              if (!response.ok) showError(response.status + ' ' + response.statusText)
              return showFile(blob, type, response.headers.get('content-disposition'))
            })
          return done.then(function () {
            show(result, true)
            if (!quiet) say(t('pg.done', { status: response.status, ms: ms }))
            else if (!response.ok) say(t('pg.status', { status: response.status }))
            if (!quiet && resultTitle && !visible(result)) resultTitle.focus()
          })
        })
        .catch(function (error) {
          // A newer call took over: its answer, not this one's end, is what shows.
          if (controller && controller.signal.aborted) return
          resetResult()
          if (statusLine) statusLine.textContent = ''
          show(result, true)
          var message = t('pg.networkError', { message: error && error.message ? error.message : String(error) })
          showError(message)
          say(message)
        })
        .then(function () {
          if (inFlight !== controller) return
          inFlight = null
          if (runButton) {
            runButton.disabled = false
            runButton.removeAttribute('aria-busy')
          }
          form.removeAttribute('aria-busy')
        })
    }

    /** Whether the whole element is in the window: then the focus need not move to it. */
    function visible(element) {
      var box = element.getBoundingClientRect()
      return box.top >= 0 && box.top < (window.innerHeight || 0) - 40
    }

    // ----- live mode -----

    function liveOn() {
      return !!(liveSwitch && liveSwitch.checked)
    }

    /** The first field the browser finds invalid, said in the status line instead of calling. */
    function invalidField() {
      var fields = form.querySelectorAll('.pg-params input, .pg-params select, .pg-params textarea')
      for (var i = 0; i < fields.length; i += 1) {
        if (fields[i].willValidate && !fields[i].checkValidity()) return fields[i]
      }
      return null
    }

    function liveRun() {
      liveTimer = null
      if (!liveOn()) return
      var bad = invalidField()
      if (bad) {
        if (inFlight) inFlight.abort()
        if (statusLine) {
          statusLine.textContent = t('pg.invalid', { name: bad.name, message: bad.validationMessage })
          statusLine.className = 'pg-status pg-bad'
        }
        return
      }
      // A field left after typing says "change" for what "input" already sent: not sent twice.
      var request = buildRequest()
      var signature = request.url + ' ' + (typeof request.init.body === 'string' ? request.init.body : '') + ' ' + apiKey()
      if (signature === lastLive && (inFlight || resultShown())) return
      lastLive = signature
      run({ live: true })
    }

    function resultShown() {
      return !!((viewBox && !viewBox.hidden) || (bodyBox && !bodyBox.hidden))
    }

    /** After each change: wait for a pause in the typing, dropping the call in flight. */
    function liveChanged(event) {
      if (!liveOn() || (event && event.target && (event.target === keyInput || event.target === liveSwitch || event.target === remember || event.target === exampleSelect))) return
      if (inFlight) inFlight.abort()
      if (liveTimer !== null) window.clearTimeout(liveTimer)
      liveTimer = window.setTimeout(liveRun, LIVE_PAUSE_MS)
    }

    /** What is left of the caller's allowance, read without spending a call. */
    function readAllowance() {
      if (!callsLeft) return
      var headers = { Accept: 'application/json' }
      if (apiKey()) headers['X-API-Key'] = apiKey()
      fetch('/api/v1/usage', { headers: headers, credentials: 'same-origin' })
        .then(function (response) { return response.ok ? response.json() : null })
        .then(function (body) {
          if (body && body.ok && body.result && typeof body.result.remaining === 'number') showCallsLeft(body.result.remaining)
        })
        .catch(function () { /* the count shows after the first call instead */ })
    }

    // ----- curl and sharing -----

    function curlCommand() {
      var origin = devutils.pageOrigin('')
      var pairs = values()
      var lines = []
      var url = origin + cfg.path
      if (cfg.method === 'GET') {
        var query = queryOf(pairs)
        lines.push('curl ' + shellQuote(query ? url + '?' + query : url))
      } else if (isFileOp) {
        lines.push('curl ' + shellQuote(url))
        var names = chosen.length > 0 ? chosen.map(function (file) { return file.name }) : (cfg.exampleFiles && cfg.exampleFiles.length ? cfg.exampleFiles : ['file'])
        names.forEach(function (name) { lines.push('-F ' + shellQuote('files[]=@' + name)) })
        extraInputs.forEach(function (input) {
          if (input.files && input.files[0]) lines.push('-F ' + shellQuote(input.name + '=@' + input.files[0].name))
        })
        // --form-string: a value starting with @ or < is text, not a file to read.
        pairs.forEach(function (pair) { lines.push('--form-string ' + shellQuote(pair[0] + '=' + String(pair[1]))) })
        if (cfg.output && !/json/.test(cfg.output)) lines.push('-OJ')
      } else {
        var body = {}
        pairs.forEach(function (pair) { body[pair[0]] = pair[1] })
        lines.push('curl ' + shellQuote(url))
        lines.push('-H ' + shellQuote('Content-Type: application/json'))
        lines.push('-d ' + shellQuote(JSON.stringify(body)))
      }
      // Never the real key: a placeholder to fill in.
      if (apiKey()) lines.push('-H ' + shellQuote('X-API-Key: YOUR_API_KEY'))
      return lines.join(' \\\n  ')
    }

    function shareUrl() {
      var query = new URLSearchParams(location.search)
      params.forEach(function (param) { query.delete(param.name) })
      values().forEach(function (pair) { query.append(pair[0], String(pair[1])) })
      var search = query.toString()
      return location.pathname + (search ? '?' + search : '') + location.hash
    }

    // ----- wiring -----

    if (exampleSelect) {
      exampleSelect.addEventListener('change', function () { applyExample(Number(exampleSelect.value)) })
    }
    applyQuery()

    if (keyInput) {
      var stored = storageGet()
      if (stored) {
        keyInput.value = stored
        if (remember) remember.checked = true
        var details = keyInput.closest('details')
        if (details) details.open = true
      }
      keyInput.addEventListener('input', function () {
        if (remember && remember.checked) storageSet(apiKey())
      })
    }
    if (remember) {
      remember.addEventListener('change', function () { storageSet(remember.checked ? apiKey() : '') })
    }

    if (fileInput) {
      // The script checks for files itself: the list may hold dropped files the input cannot.
      fileInput.required = false
      fileInput.addEventListener('change', function () { addFiles(fileInput.files) })
    }
    devutils.dropZone(drop, addFiles)

    form.addEventListener('submit', function (event) {
      event.preventDefault()
      lastLive = ''
      run()
    })

    if (curlButton) {
      curlButton.hidden = false
      curlButton.addEventListener('click', function () {
        var command = curlCommand()
        if (curlText) curlText.textContent = command
        show(curlBox, true)
        copyText(command).then(function (ok) { say(ok ? t('pg.copied') : t('pg.copyFailed')) })
      })
    }

    if (shareButton) {
      shareButton.hidden = false
      shareButton.addEventListener('click', function () {
        var target = shareUrl()
        try {
          history.replaceState(history.state, '', target)
        } catch { /* a sandboxed page: the link is still copied */ }
        copyText(location.origin + target).then(function (ok) { say(ok ? t('pg.shared') : t('pg.sharedNoCopy')) })
      })
    }

    if (rawButton) {
      rawButton.addEventListener('click', function () {
        rawShown = rawButton.getAttribute('aria-pressed') !== 'true'
        showRaw(rawShown)
      })
    }

    if (liveSwitch) {
      var liveChoice = liveStored()
      if (liveChoice !== null) liveSwitch.checked = liveChoice === 'on'
      liveSwitch.hidden = false
      var switchLabel = form.querySelector('label[for="' + liveSwitch.id + '"]')
      if (switchLabel) switchLabel.hidden = false
      liveSwitch.addEventListener('change', function () {
        liveStore(liveSwitch.checked)
        if (liveSwitch.checked) {
          liveRun()
        } else if (liveTimer !== null) {
          window.clearTimeout(liveTimer)
          liveTimer = null
        }
      })
      form.addEventListener('input', liveChanged)
      form.addEventListener('change', liveChanged)
      if (exampleSelect) exampleSelect.addEventListener('change', function () { if (liveOn()) liveRun() })
      if (cfg.live === 'switch') readAllowance()
      // The example's answer is on screen as soon as the page is.
      if (liveOn()) liveRun()
    }

    if (copyButton) {
      copyButton.addEventListener('click', function () {
        copyText(jsonOut ? jsonOut.textContent || '' : '').then(function (ok) { say(ok ? t('pg.copied') : t('pg.copyFailed')) })
      })
    }
  }

  devutils.setupAll('form[data-pg-config]', setup, 'playground')
})()
