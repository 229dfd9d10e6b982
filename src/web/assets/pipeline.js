/*
 * The pipeline builder (src/web/pages/pipeline.ts): search the operations, add steps whose forms
 * the server generates from their parameter schemas, run the chain against the pipeline API, and
 * keep the chain in the page address (?steps=…&input=…) so a copied link restores it. Nothing is
 * stored anywhere else. Configuration and texts come from the JSON block named by data-pl-config.
 * The helpers shared with the site's other scripts come from common.js, which the page loads first.
 */
/* global document, window, location, history, fetch, FormData, URLSearchParams, performance */
(function () {
  'use strict'

  var MAX_FOUND = 12
  // Longer inputs stay out of the link: an address of several kilobytes breaks in chat and mail.
  var INPUT_IN_LINK_LIMIT = 4000
  var URL_DELAY_MS = 250

  var devutils = window.devutils
  var fill = devutils.fill
  var show = devutils.show
  var clear = devutils.clear
  var shellQuote = devutils.shellQuote
  var formatBytes = devutils.formatBytes

  function element(tag, className, text) {
    var node = document.createElement(tag)
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }

  /** A JavaScript literal: JSON, with object keys unquoted where they are plain names. */
  function jsLiteral(value) {
    if (Array.isArray(value)) return '[' + value.map(jsLiteral).join(', ') + ']'
    if (value !== null && typeof value === 'object') {
      var keys = Object.keys(value)
      if (keys.length === 0) return '{}'
      return '{ ' + keys.map(function (key) {
        return (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)) + ': ' + jsLiteral(value[key])
      }).join(', ') + ' }'
    }
    if (typeof value === 'string') return "'" + JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'") + "'"
    return JSON.stringify(value)
  }

  function setup(root) {
    var cfg = devutils.readJson(root.getAttribute('data-pl-config'))
    if (!cfg || !cfg.api) return
    var lang = document.documentElement.lang || 'en'
    var $ = function (selector) { return root.querySelector(selector) }
    var t = function (key, vars) { return fill((cfg.text || {})[key] || key, vars || {}) }

    var form = $('[data-pl-form]')
    var search = $('#pl-search')
    var searchStatus = $('#pl-search-status')
    var found = $('[data-pl-found]')
    var list = $('[data-pl-steps]')
    var empty = $('[data-pl-empty]')
    var inputText = $('#pl-input')
    var textBox = $('[data-pl-text]')
    var jsonBox = $('[data-pl-json-field]')
    var jsonCheck = $('[data-pl-json]')
    var filesBox = $('[data-pl-files]')
    var fileInput = $('#pl-files')
    var drop = $('[data-pl-drop]')
    var chosenBox = $('[data-pl-chosen]')
    var fileList = $('[data-pl-filelist]')
    var noInput = $('[data-pl-noinput]')
    var runButton = $('[data-pl-run]')
    var shareButton = $('[data-pl-share]')
    var live = $('[data-pl-live]')
    var result = $('[data-pl-result]')
    var resultTitle = $('#pl-result-title')
    var statusLine = $('[data-pl-status]')
    var errorBox = $('[data-pl-error]')
    var finalBox = $('[data-pl-final]')
    var finalJson = $('[data-pl-final-json]')
    var downloadBox = $('[data-pl-download]')
    var downloadLink = $('[data-pl-link]')
    var fileInfo = $('[data-pl-fileinfo]')
    var preview = $('[data-pl-preview]')
    var curlCode = $('[data-pl-code="curl"] code')
    var sdkCode = $('[data-pl-code="sdk"] code')

    /** The chain: {key, op, info, el, ref, output}, in order. */
    var steps = []
    var counter = 0
    var loaded = {}
    var index = devutils.operationIndex(cfg.index)
    var chosen = []
    var objectUrls = []
    var urlTimer = 0

    function say(message) {
      devutils.announce(live, message)
    }

    // ----- the operations: search and step descriptions -----

    function chainOf(op) {
      var pair = cfg.chains && cfg.chains[op]
      return pair ? (pair[0] === null ? '–' : pair[0]) + ' → ' + pair[1] : ''
    }

    function renderFound() {
      var query = search.value
      clear(found)
      if (!query.trim()) {
        searchStatus.textContent = ''
        return
      }
      if (!index.ready()) {
        index.load().then(function () { if (index.ready()) renderFound() })
        return
      }
      // Ranked as the site's search ranks them.
      var hits = index.search(query)
      hits.slice(0, MAX_FOUND).forEach(function (hit) {
        var op = hit.entry.category + '/' + hit.entry.name
        var item = element('li', 'pl-hit')
        var add = element('button', 'pg-btn pg-small', t('plAdd'))
        add.type = 'button'
        add.setAttribute('data-pl-add', op)
        add.setAttribute('aria-label', t('plAddLabel', { op: op, n: steps.length + 1 }))
        add.addEventListener('click', function () {
          addSteps([{ op: op }]).then(function (added) {
            if (added.length) say(t('plAdded', { n: steps.length, op: op }))
            renderFound()
          })
        })
        item.appendChild(add)
        var name = element('code', 'pl-hit-name', op)
        item.appendChild(name)
        item.appendChild(element('span', 'pl-kind', chainOf(op)))
        item.appendChild(element('span', 'pl-hit-summary', hit.entry.summary))
        found.appendChild(item)
      })
      searchStatus.textContent = hits.length === 0 ? t('plSearchNone', { query: query })
        : hits.length === 1 ? t('plSearchOne')
        : hits.length > MAX_FOUND ? t('plSearchCount', { n: hits.length, shown: MAX_FOUND })
          : t('plSearchCountAll', { n: hits.length })
    }

    /** A step's form and chain contract, fetched once per operation. */
    function loadStep(op) {
      if (!loaded[op]) {
        loaded[op] = fetch(cfg.steps + op.split('/').map(encodeURIComponent).join('/'), { headers: { accept: 'application/json' } })
          .then(function (response) {
            if (response.status === 404) throw new Error(t('plUnknownOp', { op: op }))
            if (!response.ok) throw new Error(t('plLoadFailed', { op: op, message: response.status }))
            return response.json()
          })
          .catch(function (error) {
            delete loaded[op]
            throw error
          })
      }
      return loaded[op]
    }

    // ----- steps -----

    function controls(step) {
      return Array.prototype.slice.call(step.el.querySelectorAll('.pg-params [name]'))
    }

    function setControl(control, value) {
      if (control.type === 'checkbox') {
        control.checked = value === true || value === 'true'
      } else if (control.tagName === 'SELECT') {
        var wanted = value === undefined || value === null ? '' : String(value)
        var match = Array.prototype.some.call(control.options, function (option) { return option.value === wanted })
        control.value = match ? wanted : ''
      } else {
        control.value = value === undefined || value === null ? '' : String(value)
      }
    }

    /** Fills a step's form from a shared chain: the values given, the others at their defaults. */
    function applyParams(step, params) {
      var defaults = step.info.defaults || {}
      controls(step).forEach(function (control) {
        var name = control.name
        setControl(control, Object.prototype.hasOwnProperty.call(params, name) ? params[name] : defaults[name])
      })
    }

    /** The step's parameters as the API takes them; a value equal to its default is left out. */
    function paramsOf(step) {
      var defaults = step.info.defaults || {}
      var out = {}
      controls(step).forEach(function (control) {
        var name = control.name
        var value
        if (control.type === 'checkbox') {
          value = control.checked
        } else if (control.value === '') {
          // A required text may be empty on purpose (a replacement of nothing).
          if (!control.required || control.tagName === 'SELECT') return
          value = ''
        } else if (control.type === 'number') {
          var number = Number(control.value)
          value = isFinite(number) ? number : control.value
        } else {
          value = control.value
        }
        if (Object.prototype.hasOwnProperty.call(defaults, name) && String(defaults[name]) === String(value)) return
        out[name] = value
      })
      return out
    }

    function chain() {
      return steps.map(function (step) {
        var item = { op: step.op }
        var params = paramsOf(step)
        if (Object.keys(params).length > 0) item.params = params
        var ref = step.ref.value.trim()
        if (ref) item.input = ref
        return item
      })
    }

    function button(label, attribute, onClick) {
      var node = element('button', 'pg-btn pg-secondary pg-small', label)
      node.type = 'button'
      node.setAttribute(attribute, '')
      node.addEventListener('click', onClick)
      return node
    }

    function stepElement(step) {
      var info = step.info
      var base = 'pl-' + step.key
      var li = element('li', 'pl-step')
      li.setAttribute('data-pl-step', '')
      li.setAttribute('data-op', step.op)
      li.setAttribute('aria-labelledby', base + '-title')

      var head = element('div', 'pl-step-head')
      var title = element('h3', 'pl-step-title')
      title.id = base + '-title'
      title.tabIndex = -1
      step.number = element('span', 'pl-step-n')
      title.appendChild(step.number)
      title.appendChild(document.createTextNode(' '))
      title.appendChild(element('code', '', step.op))
      head.appendChild(title)
      var tools = element('div', 'pl-step-tools')
      step.up = button(t('plMoveUp'), 'data-pl-up', function () { move(step, -1) })
      step.down = button(t('plMoveDown'), 'data-pl-down', function () { move(step, 1) })
      step.remove = button(t('plRemove'), 'data-pl-remove', function () { removeStep(step) })
      tools.appendChild(step.up)
      tools.appendChild(step.down)
      tools.appendChild(step.remove)
      head.appendChild(tools)
      li.appendChild(head)

      var about = element('p', 'pg-desc', info.summary + ' ')
      var docs = element('a', '', t('plDocs', { op: step.op }))
      docs.href = info.docs
      about.appendChild(docs)
      li.appendChild(about)
      step.chainNote = element('p', 'pl-chain')
      li.appendChild(step.chainNote)

      // The form is the server's own markup (the operation page's generated fields); its ids
      // are renamed so the same operation can appear in several steps.
      var fields = element('div', 'pl-fields')
      fields.innerHTML = info.form.split(info.idPrefix).join(base + '-')
      if (info.takes && info.takes !== 'files[]') {
        // The chain fills this parameter: it is not asked for.
        var taken = fields.querySelector('#' + base + '-p-' + info.takes)
        var field = taken && taken.closest('.pg-field')
        if (field) field.parentNode.removeChild(field)
      }
      var fieldset = fields.querySelector('fieldset')
      if (fieldset && !fieldset.querySelector('.pg-field')) fieldset.hidden = true
      li.appendChild(fields)

      var details = element('details', 'pl-ref')
      details.appendChild(element('summary', '', t('plReference')))
      var refField = element('div', 'pg-field')
      var refLabel = element('label', '', t('plReference'))
      refLabel.htmlFor = base + '-ref'
      refField.appendChild(refLabel)
      var refHelp = element('p', 'pg-desc', t('plReferenceHelp'))
      refHelp.id = base + '-ref-help'
      refField.appendChild(refHelp)
      step.ref = element('input', 'pg-input')
      step.ref.type = 'text'
      step.ref.id = base + '-ref'
      step.ref.setAttribute('data-pl-ref', '')
      step.ref.setAttribute('placeholder', '$1.result.output')
      step.ref.setAttribute('spellcheck', 'false')
      step.ref.setAttribute('autocomplete', 'off')
      step.ref.setAttribute('aria-describedby', refHelp.id)
      refField.appendChild(step.ref)
      details.appendChild(refField)
      li.appendChild(details)
      step.details = details

      step.output = element('div', 'pl-output')
      step.output.setAttribute('data-pl-output', '')
      step.output.hidden = true
      li.appendChild(step.output)
      return li
    }

    /**
     * Adds steps in order (their forms fetched together); resolves to the steps added. A step added
     * by hand starts with its operation's first example, as on the operation's page.
     */
    function addSteps(items, shared) {
      return Promise.all(items.map(function (item) {
        return loadStep(item.op).then(function (info) { return { item: item, info: info } }, function (error) { return { item: item, error: error } })
      })).then(function (loadedSteps) {
        var added = []
        var problems = []
        loadedSteps.forEach(function (entry) {
          if (entry.error) {
            problems.push(entry.error.message || String(entry.error))
            return
          }
          counter += 1
          var step = { key: counter, op: entry.item.op, info: entry.info }
          step.el = stepElement(step)
          // A shared chain says every value: what it leaves out is the default, not the example.
          if (shared) applyParams(step, entry.item.params && typeof entry.item.params === 'object' ? entry.item.params : {})
          if (typeof entry.item.input === 'string') {
            step.ref.value = entry.item.input
            step.details.open = true
          }
          steps.push(step)
          list.appendChild(step.el)
          added.push(step)
        })
        structureChanged()
        if (problems.length) showProblem(problems.join(' '))
        return added
      })
    }

    function move(step, by) {
      var from = steps.indexOf(step)
      var to = from + by
      if (to < 0 || to >= steps.length) return
      steps.splice(from, 1)
      steps.splice(to, 0, step)
      steps.forEach(function (s) { list.appendChild(s.el) })
      structureChanged()
      var again = by < 0 ? step.up : step.down
      ;(again.disabled ? (by < 0 ? step.down : step.up) : again).focus()
      say(t('plMoved', { op: step.op, n: to + 1 }))
    }

    function removeStep(step) {
      var at = steps.indexOf(step)
      if (at < 0) return
      steps.splice(at, 1)
      list.removeChild(step.el)
      structureChanged()
      var next = steps[at] || steps[at - 1]
      if (next) next.remove.focus()
      else search.focus()
      say(t('plRemoved', { n: at + 1, op: step.op }))
    }

    /** Numbers, names and chain notes after any change of the steps; then the code and the address. */
    function renumber() {
      steps.forEach(function (step, i) {
        var n = i + 1
        var takes = step.info.takes
        step.number.textContent = t('plStep', { n: n })
        step.up.disabled = i === 0
        step.down.disabled = i === steps.length - 1
        step.up.setAttribute('aria-label', t('plMoveUpLabel', { n: n, op: step.op }))
        step.down.setAttribute('aria-label', t('plMoveDownLabel', { n: n, op: step.op }))
        step.remove.setAttribute('aria-label', t('plRemoveLabel', { n: n, op: step.op }))
        var from = takes === null ? t('plTakesNothing') : i === 0 ? t('plFromInput', { param: takes }) : t('plFromStep', { param: takes, n: i })
        step.chainNote.textContent = from + ' · ' + t('plGives', { gives: step.info.gives })
      })
      show(empty, steps.length === 0)
    }

    function firstTakes() {
      return steps.length ? steps[0].info.takes : undefined
    }

    function inputKind() {
      var takes = firstTakes()
      return takes === 'files[]' ? 'files' : takes === null ? 'none' : 'text'
    }

    function endsInFiles() {
      return steps.length > 0 && steps[steps.length - 1].info.gives === 'files'
    }

    function renderInput() {
      var kind = inputKind()
      show(textBox, kind === 'text')
      show(jsonBox, kind === 'text')
      show(filesBox, kind === 'files')
      show(noInput, kind === 'none')
      if (fileInput) {
        var accepts = kind === 'files' ? steps[0].info.accepts : null
        if (accepts) fileInput.setAttribute('accept', accepts)
        else fileInput.removeAttribute('accept')
      }
    }

    /** After steps are added, moved or removed, the last run's outputs no longer match them. */
    function structureChanged() {
      resetResult()
      show(result, false)
      changed()
    }

    function changed() {
      renumber()
      renderInput()
      renderCode()
      rememberLater()
    }

    // ----- input files -----

    function syncFileInput() {
      devutils.setInputFiles(fileInput, chosen)
    }

    function addFiles(incoming) {
      chosen = devutils.withNewFiles(chosen, incoming)
      syncFileInput()
      renderFiles()
    }

    function renderFiles() {
      clear(fileList)
      show(chosenBox, chosen.length > 0)
      chosen.forEach(function (file, index) {
        var item = element('li', 'pg-fileitem')
        item.appendChild(element('span', 'pg-filename', file.name + ' (' + formatBytes(file.size, lang) + ')'))
        var remove = button(t('plRemove'), 'data-pl-remove-file', function () {
          chosen.splice(index, 1)
          syncFileInput()
          renderFiles()
          if (fileInput) fileInput.focus()
        })
        remove.setAttribute('aria-label', t('plRemoveFile', { name: file.name }))
        item.appendChild(remove)
        fileList.appendChild(item)
      })
      renderCode()
    }

    // ----- the request, as code and as the address -----

    /** The body's fields: input (text or JSON), steps, return. Throws on input that is not JSON. */
    function requestFields() {
      var fields = { steps: chain(), return: endsInFiles() ? 'last' : 'all' }
      if (inputKind() === 'text') {
        fields.input = jsonCheck && jsonCheck.checked ? JSON.parse(inputText.value) : inputText.value
      }
      return fields
    }

    function apiUrl() {
      return devutils.pageOrigin(cfg.baseUrl) + cfg.api
    }

    function fileNames() {
      return chosen.length ? chosen.map(function (file) { return file.name }) : ['file']
    }

    function curlCommand(fields) {
      var url = apiUrl()
      if (inputKind() === 'files') {
        var lines = ['curl ' + shellQuote(url)]
        fileNames().forEach(function (name) { lines.push('-F ' + shellQuote('files[]=@' + name)) })
        // --form-string: a value starting with @ or < is text, not a file to read.
        lines.push('--form-string ' + shellQuote('steps=' + JSON.stringify(fields.steps)))
        lines.push('-F ' + shellQuote('return=' + fields.return))
        if (fields.return === 'last') lines.push('-OJ')
        return lines.join(' \\\n  ')
      }
      var body = {}
      if (Object.prototype.hasOwnProperty.call(fields, 'input')) body.input = fields.input
      body.steps = fields.steps
      body.return = fields.return
      return ['curl -X POST ' + shellQuote(url), "-H 'Content-Type: application/json'", '-d ' + shellQuote(JSON.stringify(body))].join(' \\\n  ')
    }

    function sdkSnippet(fields) {
      var options = { baseUrl: devutils.pageOrigin(cfg.baseUrl) }
      if (lang !== 'en') options.language = lang.toLowerCase()
      var lines = ["import { createClient } from '@devutils/sdk'", '', 'const devutils = createClient(' + jsLiteral(options) + ')', 'const { result } = await devutils.pipeline({']
      if (inputKind() === 'files') {
        var names = fileNames()
        lines.push('  files: ' + jsLiteral(names.length === 1 ? names[0] : names) + ',')
      } else if (Object.prototype.hasOwnProperty.call(fields, 'input')) {
        lines.push('  input: ' + jsLiteral(fields.input) + ',')
      }
      lines.push('  steps: [')
      fields.steps.forEach(function (step) { lines.push('    ' + jsLiteral(step) + ',') })
      lines.push('  ],')
      lines.push("  return: '" + fields.return + "',")
      lines.push('})')
      lines.push(fields.return === 'last' ? 'console.log(result.contentType, result.fileName)' : 'console.log(result)')
      return lines.join('\n')
    }

    function renderCode() {
      var fields
      try {
        fields = requestFields()
      } catch {
        // Input that is not JSON yet: show it as text until it is.
        fields = { steps: chain(), return: endsInFiles() ? 'last' : 'all', input: inputText.value }
      }
      if (curlCode) curlCode.textContent = curlCommand(fields)
      if (sdkCode) sdkCode.textContent = sdkSnippet(fields)
    }

    /** The address that restores the chain: the steps, and the input text when it is short. */
    function shareUrl() {
      var query = new URLSearchParams(location.search)
      query.delete('steps')
      query.delete('input')
      query.delete('json')
      if (steps.length) query.set('steps', JSON.stringify(chain()))
      if (inputKind() === 'text' && inputText.value && inputText.value.length <= INPUT_IN_LINK_LIMIT) query.set('input', inputText.value)
      if (jsonCheck && jsonCheck.checked) query.set('json', '1')
      var search = query.toString()
      return location.pathname + (search ? '?' + search : '') + location.hash
    }

    function remember() {
      window.clearTimeout(urlTimer)
      try {
        history.replaceState(history.state, '', shareUrl())
      } catch { /* a sandboxed page: the link button still copies it */ }
    }

    function rememberLater() {
      window.clearTimeout(urlTimer)
      urlTimer = window.setTimeout(remember, URL_DELAY_MS)
    }

    function restore() {
      var query = new URLSearchParams(location.search)
      if (query.has('input')) inputText.value = query.get('input')
      if (jsonCheck) jsonCheck.checked = query.get('json') === '1'
      var raw = query.get('steps')
      if (!raw) return Promise.resolve()
      var items
      try {
        items = JSON.parse(raw)
      } catch {
        items = null
      }
      if (!Array.isArray(items)) return Promise.resolve()
      items = items.filter(function (item) { return item && typeof item === 'object' && typeof item.op === 'string' && /^[\w-]+\/[\w-]+$/.test(item.op) })
      return addSteps(items, true)
    }

    // ----- running -----

    function resetResult() {
      objectUrls.forEach(function (url) { URL.revokeObjectURL(url) })
      objectUrls = []
      show(errorBox, false)
      errorBox.textContent = ''
      show(finalBox, false)
      finalJson.textContent = ''
      show(downloadBox, false)
      show(preview, false)
      clear(preview)
      steps.forEach(function (step) {
        step.el.classList.remove('pl-failed')
        show(step.output, false)
        clear(step.output)
      })
    }

    function showProblem(message) {
      show(result, true)
      errorBox.textContent = message
      show(errorBox, true)
      say(message)
    }

    function shown(value) {
      return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
    }

    function stepOutput(step, title, value) {
      clear(step.output)
      step.output.appendChild(element('p', 'pl-output-title', title))
      var pre = element('pre', 'pg-pre')
      pre.tabIndex = 0
      pre.setAttribute('aria-label', title)
      pre.appendChild(element('code', '', shown(value)))
      step.output.appendChild(pre)
      show(step.output, true)
    }

    function showJson(body, fields) {
      if (!body || typeof body !== 'object') return
      if (body.ok === false) {
        errorBox.textContent = body.error || ''
        show(errorBox, true)
        var failed = typeof body.step === 'number' ? steps[body.step - 1] : undefined
        if (failed) {
          failed.el.classList.add('pl-failed')
          stepOutput(failed, t('plStep', { n: body.step }), body.error || body.code || '')
        }
        return
      }
      var timings = Array.isArray(body.steps) ? body.steps : []
      if (fields.return === 'all' && Array.isArray(body.result)) {
        body.result.forEach(function (value, i) {
          if (!steps[i]) return
          var ms = timings[i] && typeof timings[i].ms === 'number' ? timings[i].ms : '?'
          stepOutput(steps[i], t('plOutput', { n: i + 1, ms: ms }), value)
        })
        finalJson.textContent = shown(body.result[body.result.length - 1])
      } else {
        finalJson.textContent = shown(body.result)
      }
      show(finalBox, true)
    }

    function showFile(blob, type, disposition) {
      var url = URL.createObjectURL(blob)
      objectUrls.push(url)
      var name = devutils.fileNameOf(disposition, type)
      downloadLink.href = url
      downloadLink.setAttribute('download', name)
      downloadLink.textContent = t('plDownload', { name: name })
      fileInfo.textContent = t('plFileResult', { type: type.split(';')[0] || '?', size: formatBytes(blob.size, lang) })
      show(downloadBox, true)
      if (/^image\//.test(type)) {
        var figure = element('figure', 'pg-figure')
        var img = element('img')
        img.src = url
        img.alt = t('plPreview', { name: name })
        img.setAttribute('data-pl-image', '')
        img.addEventListener('error', function () { figure.hidden = true })
        figure.appendChild(img)
        figure.appendChild(element('figcaption', '', name))
        preview.appendChild(figure)
        show(preview, true)
      }
    }

    function run() {
      resetResult()
      if (steps.length === 0) return showProblem(t('plNeedSteps'))
      if (inputKind() === 'files' && chosen.length === 0) {
        showProblem(t('plNeedFiles'))
        if (fileInput) fileInput.focus()
        return
      }
      var fields
      try {
        fields = requestFields()
      } catch (error) {
        showProblem(t('plInvalidJson', { message: error.message }))
        inputText.focus()
        return
      }
      remember()
      var init = { method: 'POST', headers: { Accept: 'application/json, */*' }, credentials: 'same-origin' }
      if (inputKind() === 'files') {
        var data = new FormData()
        chosen.forEach(function (file) { data.append('files[]', file, file.name) })
        data.append('steps', JSON.stringify(fields.steps))
        data.append('return', fields.return)
        init.body = data
      } else {
        init.headers['Content-Type'] = 'application/json'
        init.body = JSON.stringify(fields)
      }
      runButton.disabled = true
      runButton.setAttribute('aria-busy', 'true')
      say(t('plRunning'))
      var started = performance.now()
      fetch(cfg.api, init)
        .then(function (response) {
          var ms = Math.round(performance.now() - started)
          statusLine.textContent = t('plStatus', { status: response.status, ms: ms })
          statusLine.className = 'pg-status ' + (response.ok ? 'pg-ok' : 'pg-bad')
          var type = response.headers.get('content-type') || ''
          var done = /json/i.test(type)
            ? response.text().then(function (text) {
              var body = null
              try {
                body = JSON.parse(text)
              } catch {
                body = null
              }
              if (body) showJson(body, fields)
              else showProblem(text.slice(0, 500))
            })
            : response.blob().then(function (blob) { showFile(blob, type, response.headers.get('content-disposition')) })
          return done.then(function () {
            show(result, true)
            say(t('plDone', { status: response.status, ms: ms }))
            resultTitle.focus()
          })
        })
        .catch(function (error) {
          statusLine.textContent = ''
          showProblem(t('plNetworkError', { message: error && error.message ? error.message : String(error) }))
        })
        .then(function () {
          runButton.disabled = false
          runButton.removeAttribute('aria-busy')
        })
    }

    // ----- wiring -----

    search.addEventListener('focus', index.load)
    search.addEventListener('input', renderFound)
    search.addEventListener('keydown', function (event) {
      if (event.key === 'Enter') {
        // Enter adds the best match, as the first button would.
        event.preventDefault()
        var first = found.querySelector('[data-pl-add]')
        if (first) first.click()
      } else if (event.key === 'Escape') {
        search.value = ''
        renderFound()
      }
    })

    // Any edit of a step or of the input changes the code shown and the address.
    form.addEventListener('input', function () {
      renderCode()
      rememberLater()
    })
    form.addEventListener('change', function () {
      renderCode()
      rememberLater()
    })
    form.addEventListener('submit', function (event) {
      event.preventDefault()
      run()
    })

    if (fileInput) {
      fileInput.addEventListener('change', function () { addFiles(fileInput.files) })
    }
    devutils.dropZone(drop, addFiles)

    shareButton.addEventListener('click', function () {
      remember()
      devutils.copyText(location.href).then(function (ok) { say(ok ? t('plShared') : t('plSharedNoCopy')) })
    })

    restore().then(function () {
      changed()
      root.setAttribute('data-pl-ready', '')
    })
  }

  devutils.setupAll('[data-pl-config]', setup, 'pipeline')
})()
