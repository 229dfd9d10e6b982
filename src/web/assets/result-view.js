/*
 * Results rendered for people: window.devutils.renderResult draws an operation's JSON result as
 * images, colour swatches, tables, diffs and copyable values.
 *
 * renderResult(container, result, options) fills an empty container and says whether it drew
 * anything. options: { fields: [{ name, type }], lang, text(key, vars), operation: 'category/name',
 * say(message) }. It never throws: anything unexpected falls back to the plain JSON. Its work is
 * bounded whatever the result holds (rows, items, characters and values drawn are capped), so a
 * huge answer cannot freeze the page; the copy buttons still copy whole values.
 */
/* global window, document, CSS */
(function () {
  'use strict'

  var du = window.devutils

  // ----- limits -----------------------------------------------------------------------------

  /** Rows of a table, items of a list and lines of a diff drawn before a "first n of m" note. */
  var MAX_ROWS = 500
  /** Items of a list of nested objects, each a whole block of its own. */
  var MAX_BLOCKS = 100
  var MAX_COLUMNS = 40
  /** Characters a text box holds (about 1 MB); beyond it the box says so and Copy copies all. */
  var MAX_TEXT = 1024 * 1024
  /** Characters of a table cell or of a value summed up as JSON. */
  var MAX_CELL = 300
  var MAX_SUMMARY = 20000
  /** Levels of nested objects drawn as lists; deeper ones are summed up as JSON. */
  var MAX_DEPTH = 6
  /** Members of one object drawn before a "first n of m" note. */
  var MAX_MEMBERS = 500
  /** Values drawn in all, whatever the shape: the last guard against a huge answer. */
  var MAX_VALUES = 4000
  /** A string longer than this (or with a line break) goes in a scrollable box. */
  var LONG_TEXT = 80
  var MAX_URL = 4096

  // ----- small helpers ----------------------------------------------------------------------

  function el(tag, className, text) {
    var node = document.createElement(tag)
    if (className) node.className = className
    if (text !== undefined && text !== null) node.textContent = text
    return node
  }

  function isPlainObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value)
  }

  function isScalar(value) {
    return value === null || typeof value !== 'object'
  }

  function hasOwn(object, key) {
    return Object.prototype.hasOwnProperty.call(object, key)
  }

  /** A shortened text ends with an ellipsis so nobody takes it for the whole value. */
  function cut(text, max) {
    return text.length > max ? text.slice(0, max) + '…' : text
  }

  /**
   * Compact JSON of a value, at most max characters: walks the value itself instead of calling
   * JSON.stringify, which would serialise all of a huge or very deep value first.
   */
  function preview(value, max) {
    var out = []
    var size = 0
    function put(text) {
      out.push(text)
      size += text.length
    }
    function walk(node, depth) {
      if (size > max) return
      if (isScalar(node)) return put(JSON.stringify(node) || 'null')
      if (depth > 50) return put('…')
      var array = Array.isArray(node)
      var keys = array ? null : Object.keys(node)
      var count = array ? node.length : keys.length
      put(array ? '[' : '{')
      for (var i = 0; i < count && size <= max; i++) {
        if (i > 0) put(', ')
        if (!array) put(JSON.stringify(keys[i]) + ': ')
        walk(array ? node[i] : node[keys[i]], depth + 1)
      }
      put(array ? ']' : '}')
    }
    walk(value, 0)
    return cut(out.join(''), max)
  }

  /** The whole value as text for the clipboard: strings as they are, anything else as JSON. */
  function copyTextOf(value) {
    if (typeof value === 'string') return value
    try {
      return JSON.stringify(value, null, 2)
    } catch {
      return preview(value, MAX_TEXT)
    }
  }

  // ----- what a value is --------------------------------------------------------------------

  var HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
  var FUNCTION_COLOUR = /^(?:rgba?|hsla?)\(\s*[-+0-9.%\s,/deg]+\)$/i
  // Names of fields whose #hex strings are colours (a #123 elsewhere may be an issue number).
  var COLOUR_NAMES = /colou?r|hex|rgb|hsl|palette|swatch|shade|tint|lighter|darker|base|background|foreground|fill|stroke|accent|(?:^|[._\]])(?:from|to|stops?|bg|fg)(?:$|[._[])/i

  function cssAccepts(value) {
    return !(window.CSS && CSS.supports) || CSS.supports('color', value)
  }

  /** rgb()/hsl() are colours wherever they are; #hex only where the field is about colour. */
  function isColour(value, path, hinted) {
    if (typeof value !== 'string' || value.length > 64) return false
    if (FUNCTION_COLOUR.test(value)) return cssAccepts(value)
    return HEX_COLOUR.test(value) && (hinted || COLOUR_NAMES.test(path)) && cssAccepts(value)
  }

  /** An object that describes one colour (hex, rgb, hsl members): its strings are colours. */
  function isColourObject(value) {
    return isPlainObject(value) && (hasOwn(value, 'hex') || (hasOwn(value, 'rgb') && hasOwn(value, 'hsl')))
  }

  function isImageUri(value) {
    return typeof value === 'string' && /^data:image\/[a-z0-9.+-]+[;,]/i.test(value)
  }

  function isLink(value) {
    return typeof value === 'string' && value.length <= MAX_URL && /^https?:\/\/[^\s]+$/i.test(value)
  }

  function isLongText(value) {
    return value.length > LONG_TEXT || value.indexOf('\n') >= 0
  }

  // ----- diffs ------------------------------------------------------------------------------

  // The words diff tools use for a line's change, each mapped to added, removed, changed or kept.
  var CHANGE_WORDS = {
    add: 'add', added: 'add', addition: 'add', insert: 'add', inserted: 'add', ins: 'add', '+': 'add',
    remove: 'del', removed: 'del', removal: 'del', delete: 'del', deleted: 'del', del: 'del', '-': 'del',
    equal: 'ctx', unchanged: 'ctx', context: 'ctx', same: 'ctx', common: 'ctx', keep: 'ctx', kept: 'ctx', ' ': 'ctx',
    replace: 'change', replaced: 'change', change: 'change', changed: 'change', modified: 'change', modify: 'change',
  }
  var CHANGE_KEYS = ['type', 'op', 'kind', 'change', 'status', 'operation']
  var LINE_KEYS = ['path', 'line', 'text', 'value', 'content']
  var SIGNS = { add: '+', del: '-', ctx: ' ', change: '~', hunk: '' }

  function changeOf(record) {
    for (var i = 0; i < CHANGE_KEYS.length; i++) {
      var word = record[CHANGE_KEYS[i]]
      if (typeof word === 'string' && hasOwn(CHANGE_WORDS, word.toLowerCase())) return CHANGE_WORDS[word.toLowerCase()]
    }
    // jsdiff's change objects: { value, count, added, removed }, the last two left out when false.
    if (typeof record.value === 'string' && (typeof record.added === 'boolean' || typeof record.removed === 'boolean' || typeof record.count === 'number')) {
      return record.added ? 'add' : record.removed ? 'del' : 'ctx'
    }
    return null
  }

  function lineTextOf(record) {
    var parts = []
    for (var i = 0; i < LINE_KEYS.length; i++) {
      var key = LINE_KEYS[i]
      if (!hasOwn(record, key) || CHANGE_KEYS.indexOf(key) >= 0) continue
      var part = record[key]
      parts.push(typeof part === 'string' ? part : preview(part, MAX_CELL))
      // A JSON Patch operation names its path and then its value.
      if (key !== 'path') break
    }
    return parts.length > 0 ? parts.join(': ') : null
  }

  /** Adds the lines of a multi-line change (jsdiff joins a run of lines into one value). */
  function pushLines(lines, kind, text) {
    var split = String(text).split('\n')
    if (split.length > 1 && split[split.length - 1] === '') split.pop()
    split.forEach(function (line) { lines.push({ kind: kind, text: line }) })
  }

  /** A unified diff's lines, or null for a text that is not one. */
  function unifiedLines(text) {
    if (text.length > MAX_TEXT || text.indexOf('\n') < 0) return null
    if (!/^@@ .*@@/m.test(text) && !(/^--- /m.test(text) && /^\+\+\+ /m.test(text))) return null
    var split = text.split('\n')
    if (split[split.length - 1] === '') split.pop()
    return split.map(function (line) {
      if (/^(?:@@|---|\+\+\+|diff |index )/.test(line)) return { kind: 'hunk', text: line }
      var sign = line.charAt(0)
      if (sign === '+') return { kind: 'add', text: line.slice(1) }
      if (sign === '-') return { kind: 'del', text: line.slice(1) }
      return { kind: 'ctx', text: sign === ' ' ? line.slice(1) : line }
    })
  }

  /** The lines of an array of line records (or of +/- prefixed lines in a field named so), or null. */
  function recordLines(array, path) {
    if (array.length === 0) return null
    var sample = array.slice(0, 50)
    var records = sample.every(function (item) { return isPlainObject(item) && changeOf(item) !== null && lineTextOf(item) !== null })
    // A list that changes nothing is not a diff, whatever its members are called.
    if (records && sample.some(function (item) { return changeOf(item) !== 'ctx' })) {
      var lines = []
      array.forEach(function (item) { pushLines(lines, changeOf(item), lineTextOf(item)) })
      return lines
    }
    if (/diff|patch|hunk|lines|changes/i.test(path) && sample.every(function (item) { return typeof item === 'string' && /^[-+ ]/.test(item) })
      && sample.some(function (item) { return /^[-+]/.test(item) })) {
      return array.map(function (line) {
        var kind = line.charAt(0) === '+' ? 'add' : line.charAt(0) === '-' ? 'del' : 'ctx'
        return { kind: kind, text: line.slice(1) }
      })
    }
    return null
  }

  /** The lines of an array of hunks ({ old_start, new_start, lines: [...] }), or null. */
  function hunkLines(array, path) {
    if (array.length === 0 || !array.slice(0, 50).every(function (hunk) { return isPlainObject(hunk) && Array.isArray(hunk.lines) })) return null
    var lines = []
    for (var i = 0; i < array.length; i++) {
      var hunk = array[i]
      var inner = recordLines(hunk.lines, path + '.lines')
      if (!inner && hunk.lines.length > 0) return null
      lines.push({ kind: 'hunk', text: hunkHeader(hunk) })
      lines.push.apply(lines, inner || [])
    }
    return lines
  }

  function hunkHeader(hunk) {
    if (typeof hunk.header === 'string') return hunk.header
    var number = function (names) {
      for (var i = 0; i < names.length; i++) if (typeof hunk[names[i]] === 'number') return hunk[names[i]]
      return null
    }
    var oldStart = number(['old_start', 'oldStart'])
    var newStart = number(['new_start', 'newStart'])
    if (oldStart === null || newStart === null) return '@@'
    var oldLines = number(['old_lines', 'oldLines'])
    var newLines = number(['new_lines', 'newLines'])
    return '@@ -' + oldStart + (oldLines === null ? '' : ',' + oldLines) + ' +' + newStart + (newLines === null ? '' : ',' + newLines) + ' @@'
  }

  function diffText(lines) {
    return lines.map(function (line) { return line.kind === 'hunk' ? line.text : SIGNS[line.kind] + line.text }).join('\n')
  }

  // ----- the drawing context ----------------------------------------------------------------

  function makeContext(container, options) {
    var opts = isPlainObject(options) ? options : {}
    var operation = typeof opts.operation === 'string' ? opts.operation : ''
    var types = {}
    if (Array.isArray(opts.fields)) {
      opts.fields.forEach(function (field) {
        if (field && typeof field.name === 'string') types[field.name] = String(field.type || '')
      })
    }
    var ctx = {
      operation: operation,
      kind: operation.split('/').pop() || 'result',
      types: types,
      lang: typeof opts.lang === 'string' ? opts.lang : undefined,
      left: MAX_VALUES,
      live: null,
      text: function (key, vars) {
        var found = null
        try {
          if (typeof opts.text === 'function') found = opts.text(key, vars || {})
        } catch { /* a missing word shows its key */ }
        return typeof found === 'string' && found ? found : du.fill(key, vars || {})
      },
      say: function (message) {
        if (typeof opts.say === 'function') {
          try {
            opts.say(message)
            return
          } catch { /* fall back to this view's own live region */ }
        }
        if (!ctx.live) {
          ctx.live = el('p', 'visually-hidden')
          ctx.live.setAttribute('role', 'status')
          ctx.live.setAttribute('aria-live', 'polite')
          container.appendChild(ctx.live)
        }
        du.announce(ctx.live, message)
      },
    }
    return ctx
  }

  function note(ctx, key, vars) {
    return el('p', 'rv-note', ctx.text(key, vars))
  }

  function formatCount(ctx, n) {
    try {
      return new Intl.NumberFormat(ctx.lang).format(n)
    } catch {
      return String(n)
    }
  }

  /** A "Copy" button named after the value it copies; getText runs on click, so it may be costly. */
  function copyButton(ctx, label, getText) {
    var button = el('button', 'rv-copy', ctx.text('rv.copy'))
    button.type = 'button'
    button.setAttribute('aria-label', ctx.text('rv.copyName', { name: label }))
    button.addEventListener('click', function () {
      var text
      try {
        text = getText()
      } catch {
        text = ''
      }
      du.copyText(text).then(function (ok) {
        ctx.say(ctx.text(ok ? 'rv.copied' : 'rv.copyFailed', { name: label }))
      })
    })
    return button
  }

  /** A box that scrolls on its own, reachable and scrollable from the keyboard. */
  function scrollBox(className, label) {
    var box = el('div', 'rv-scroll ' + className)
    box.tabIndex = 0
    box.setAttribute('role', 'group')
    box.setAttribute('aria-label', label)
    return box
  }

  // ----- drawing values ---------------------------------------------------------------------

  function scalarNode(ctx, value, path, hinted) {
    if (value === null) return el('span', 'rv-null', 'null')
    if (typeof value === 'boolean') {
      var word = el('span', 'rv-bool', ctx.text(value ? 'rv.yes' : 'rv.no'))
      word.setAttribute('data-value', String(value))
      return word
    }
    if (typeof value === 'number') return el('span', 'rv-num', String(value))
    var text = String(value)
    if (isColour(text, path, hinted)) return swatched(text)
    return el('span', 'rv-str', text)
  }

  function swatched(colour) {
    var wrap = el('span', 'rv-colour')
    var swatch = el('span', 'rv-swatch')
    swatch.setAttribute('aria-hidden', 'true')
    // Set through the CSSOM: the site's CSP refuses style attributes, not style properties.
    swatch.style.backgroundColor = colour
    wrap.appendChild(swatch)
    wrap.appendChild(el('code', 'rv-code', colour))
    return wrap
  }

  /** A value with its copy button beside it. */
  function withCopy(ctx, node, label, getText) {
    var row = el('div', 'rv-value')
    row.appendChild(node)
    row.appendChild(copyButton(ctx, label, getText))
    return row
  }

  function drawImage(ctx, uri, label, owner) {
    var figure = el('figure', 'rv-figure')
    var img = el('img', 'rv-img')
    img.src = uri
    img.alt = imageAlt(ctx, owner)
    img.decoding = 'async'
    figure.appendChild(img)
    var actions = el('div', 'rv-actions')
    var name = imageFileName(ctx, uri, owner)
    var link = el('a', 'rv-download', ctx.text('rv.download', { name: name }))
    link.href = uri
    link.setAttribute('download', name)
    actions.appendChild(link)
    actions.appendChild(copyButton(ctx, label, function () { return uri }))
    figure.appendChild(actions)
    return figure
  }

  /** What the picture is: its kind, the text it encodes (read from the signed link) and its size. */
  function imageAlt(ctx, owner) {
    var kinds = { qr: 'rv.kindQr', barcode: 'rv.kindBarcode' }
    var parts = [ctx.text(kinds[ctx.kind] || 'rv.kindImage')]
    var encoded = null
    if (owner && typeof owner.url === 'string') {
      try {
        encoded = new URL(owner.url, document.baseURI).searchParams.get('text')
      } catch { /* no text to name */ }
    }
    if (encoded) parts.push(ctx.text('rv.encodes', { text: cut(encoded, 200) }))
    var width = owner && typeof owner.width === 'number' ? owner.width : owner && typeof owner.size === 'number' ? owner.size : null
    var height = owner && typeof owner.height === 'number' ? owner.height : width
    if (width !== null) parts.push(ctx.text('rv.pixels', { width: width, height: height }))
    return parts.join(', ')
  }

  /** The file name the API gives the image (its signed link's last segment), else kind.format. */
  function imageFileName(ctx, uri, owner) {
    if (owner && typeof owner.url === 'string') {
      try {
        var last = new URL(owner.url, document.baseURI).pathname.split('/').pop()
        if (/^[\w-]+\.[a-z0-9]+$/i.test(last)) return last
      } catch { /* fall back to the format */ }
    }
    var format = owner && typeof owner.format === 'string' && /^[a-z0-9]{1,8}$/i.test(owner.format)
      ? owner.format
      : (/^data:image\/([a-z0-9]+)/i.exec(uri) || [])[1] || 'png'
    return (ctx.kind === 'result' ? 'image' : ctx.kind) + '.' + format.toLowerCase().replace('jpeg', 'jpg')
  }

  function drawText(ctx, value, label) {
    var wrap = el('div', 'rv-textwrap')
    var box = scrollBox('rv-textbox', ctx.text('rv.textOf', { name: label }))
    box.appendChild(el('pre', 'rv-pre', value.length > MAX_TEXT ? value.slice(0, MAX_TEXT) : value))
    wrap.appendChild(box)
    if (value.length > MAX_TEXT) wrap.appendChild(note(ctx, 'rv.textCapped', { shown: formatCount(ctx, MAX_TEXT), total: formatCount(ctx, value.length) }))
    return wrap
  }

  function drawDiff(ctx, lines, label) {
    var wrap = el('div', 'rv-diffwrap')
    var added = 0
    var removed = 0
    lines.forEach(function (line) {
      if (line.kind === 'add') added += 1
      else if (line.kind === 'del') removed += 1
    })
    wrap.appendChild(el('p', 'rv-diffsum', ctx.text('rv.diffSummary', { added: formatCount(ctx, added), removed: formatCount(ctx, removed) })))
    var box = scrollBox('rv-diff', ctx.text('rv.diffOf', { name: label }))
    var pre = el('pre', 'rv-pre')
    var shown = lines.slice(0, MAX_ROWS * 4)
    shown.forEach(function (line) {
      // ins and del say "inserted" and "deleted" to screen readers; the sign says it to the eye.
      var tag = line.kind === 'add' ? 'ins' : line.kind === 'del' ? 'del' : 'span'
      var row = el(tag, 'rv-line rv-' + line.kind)
      if (line.kind !== 'hunk') {
        var sign = el('span', 'rv-sign', SIGNS[line.kind])
        sign.setAttribute('aria-hidden', 'true')
        row.appendChild(sign)
      }
      row.appendChild(document.createTextNode(line.text === '' ? ' ' : cut(line.text, MAX_TEXT)))
      pre.appendChild(row)
    })
    ctx.left -= shown.length
    box.appendChild(pre)
    wrap.appendChild(box)
    if (shown.length < lines.length) wrap.appendChild(note(ctx, 'rv.rowsCapped', { shown: formatCount(ctx, shown.length), total: formatCount(ctx, lines.length) }))
    wrap.appendChild(copyButton(ctx, label, function () { return diffText(lines) }))
    return wrap
  }

  /**
   * Arrays of records drawn as a table: mostly scalar values, so each fits a cell, and no long
   * texts (pages of a document read better one box each than cut short in cells).
   */
  function isTable(array) {
    if (array.length === 0) return false
    var cells = 0
    var scalars = 0
    var sample = array.slice(0, 200)
    for (var i = 0; i < sample.length; i++) {
      if (!isPlainObject(sample[i])) return false
      for (var key in sample[i]) {
        if (!hasOwn(sample[i], key)) continue
        var value = sample[i][key]
        if (typeof value === 'string' && (value.length > MAX_CELL || value.indexOf('\n') >= 0)) return false
        cells += 1
        if (isScalar(value)) scalars += 1
      }
    }
    return cells > 0 && scalars / cells >= 0.75
  }

  function columnsOf(rows) {
    var seen = {}
    var columns = []
    for (var i = 0; i < rows.length && columns.length < MAX_COLUMNS; i++) {
      var keys = Object.keys(rows[i])
      for (var k = 0; k < keys.length && columns.length < MAX_COLUMNS; k++) {
        if (!hasOwn(seen, keys[k])) {
          seen[keys[k]] = true
          columns.push(keys[k])
        }
      }
    }
    return columns
  }

  function cellText(value) {
    if (value === undefined) return ''
    if (typeof value === 'string') return value
    return preview(value, MAX_CELL)
  }

  /** The table as tab-separated values, to paste into a spreadsheet. */
  function tableText(rows, columns) {
    var clean = function (text) { return text.replace(/[\t\r\n]+/g, ' ') }
    return [columns.map(clean).join('\t')].concat(rows.map(function (row) {
      return columns.map(function (column) { return clean(cellText(row[column])) }).join('\t')
    })).join('\n')
  }

  function drawTable(ctx, rows, label, schemaPath) {
    var wrap = el('div', 'rv-tablewrap')
    var columns = columnsOf(rows.slice(0, MAX_ROWS))
    var box = scrollBox('rv-tablebox', ctx.text('rv.tableOf', { name: label }))
    var table = el('table', 'rv-table')
    var head = el('thead')
    var headRow = el('tr')
    columns.forEach(function (column) {
      var th = el('th')
      th.scope = 'col'
      th.appendChild(el('code', 'rv-key', column))
      headRow.appendChild(th)
    })
    head.appendChild(headRow)
    table.appendChild(head)
    var body = el('tbody')
    var shown = Math.min(rows.length, MAX_ROWS, Math.max(1, Math.floor(ctx.left / Math.max(1, columns.length))))
    for (var i = 0; i < shown; i++) {
      var tr = el('tr')
      for (var c = 0; c < columns.length; c++) {
        var value = rows[i][columns[c]]
        var td = el('td')
        if (value === undefined) {
          // Missing from this row: an empty cell, not a value.
        } else if (isScalar(value)) {
          var hinted = isColourObject(rows[i])
          var cellNode = scalarNode(ctx, typeof value === 'string' ? cut(value, MAX_CELL) : value, schemaPath + '[].' + columns[c], hinted)
          td.appendChild(cellNode)
          if (typeof value === 'number') td.className = 'rv-numcell'
        } else {
          td.appendChild(el('code', 'rv-code', preview(value, MAX_CELL)))
        }
        tr.appendChild(td)
      }
      body.appendChild(tr)
    }
    ctx.left -= shown * columns.length
    table.appendChild(body)
    box.appendChild(table)
    wrap.appendChild(box)
    if (shown < rows.length) wrap.appendChild(note(ctx, 'rv.rowsCapped', { shown: formatCount(ctx, shown), total: formatCount(ctx, rows.length) }))
    wrap.appendChild(copyButton(ctx, label, function () { return tableText(rows, columns) }))
    return wrap
  }

  function drawScalarList(ctx, array, label, schemaPath, hinted) {
    var wrap = el('div', 'rv-listwrap')
    var list = el('ol', 'rv-list')
    var shown = Math.min(array.length, MAX_ROWS, Math.max(1, ctx.left))
    for (var i = 0; i < shown; i++) {
      var item = el('li')
      var value = array[i]
      var itemLabel = label + '[' + i + ']'
      item.appendChild(drawScalar(ctx, value, itemLabel, schemaPath + '[]', hinted, null))
      list.appendChild(item)
    }
    wrap.appendChild(list)
    if (shown < array.length) wrap.appendChild(note(ctx, 'rv.itemsCapped', { shown: formatCount(ctx, shown), total: formatCount(ctx, array.length) }))
    wrap.appendChild(copyButton(ctx, label, function () {
      return array.map(function (value) { return typeof value === 'string' ? value : JSON.stringify(value) }).join('\n')
    }))
    return wrap
  }

  function drawBlocks(ctx, array, label, schemaPath, depth) {
    var wrap = el('div', 'rv-listwrap')
    var list = el('ol', 'rv-blocks')
    var shown = Math.min(array.length, MAX_BLOCKS)
    for (var i = 0; i < shown && ctx.left > 0; i++) {
      var item = el('li', 'rv-block')
      item.appendChild(drawAny(ctx, array[i], label + '[' + i + ']', schemaPath + '[]', depth + 1, null))
      list.appendChild(item)
    }
    wrap.appendChild(list)
    if (i < array.length) wrap.appendChild(note(ctx, 'rv.itemsCapped', { shown: formatCount(ctx, i), total: formatCount(ctx, array.length) }))
    return wrap
  }

  /** A string or other scalar, drawn by what it holds, with its copy button. */
  function drawScalar(ctx, value, label, schemaPath, hinted, owner) {
    ctx.left -= 1
    if (typeof value !== 'string') {
      return withCopy(ctx, scalarNode(ctx, value, schemaPath, hinted), label, function () { return String(value) })
    }
    var copy = function () { return value }
    if (value === '') return withCopy(ctx, el('span', 'rv-null', ctx.text('rv.empty')), label, copy)
    if (isImageUri(value)) return drawImage(ctx, value, label, owner)
    if (isColour(value, schemaPath, hinted)) return withCopy(ctx, swatched(value), label, copy)
    var lines = unifiedLines(value)
    if (lines) return drawDiff(ctx, lines, label)
    if (isLink(value)) {
      var link = el('a', 'rv-link', value)
      link.href = value
      link.rel = 'noopener noreferrer'
      return withCopy(ctx, link, label, copy)
    }
    if (isLongText(value)) {
      var box = drawText(ctx, value, label)
      box.appendChild(copyButton(ctx, label, copy))
      return box
    }
    return withCopy(ctx, el('span', 'rv-str', value), label, copy)
  }

  function drawArray(ctx, array, label, schemaPath, depth) {
    if (array.length === 0) return el('span', 'rv-null', ctx.text('rv.empty'))
    var lines = hunkLines(array, schemaPath) || recordLines(array, schemaPath)
    if (lines) return drawDiff(ctx, lines, label)
    if (array.every(isScalar)) {
      var colours = array.length <= MAX_ROWS && array.every(function (item) {
        return typeof item === 'string' && (HEX_COLOUR.test(item) || FUNCTION_COLOUR.test(item))
      })
      return drawScalarList(ctx, array, label, schemaPath, colours)
    }
    if (isTable(array)) return drawTable(ctx, array, label, schemaPath)
    return drawBlocks(ctx, array, label, schemaPath, depth)
  }

  /** A few numbers under short names (a colour's r, g, b or h, s, l): one line, copied as one. */
  function isChannels(object, keys) {
    return keys.length <= 4 && keys.every(function (key) { return key.length <= 3 && typeof object[key] === 'number' })
  }

  function drawChannels(ctx, object, keys, label) {
    var dl = el('dl', 'rv-channels')
    keys.forEach(function (key) {
      var pair = el('div', 'rv-channel')
      pair.appendChild(el('dt', 'rv-key', key))
      pair.appendChild(el('dd', 'rv-num', String(object[key])))
      dl.appendChild(pair)
    })
    ctx.left -= keys.length
    return withCopy(ctx, dl, label, function () { return JSON.stringify(object) })
  }

  function drawObject(ctx, object, label, schemaPath, depth) {
    var keys = Object.keys(object)
    if (keys.length === 0) return el('span', 'rv-null', ctx.text('rv.empty'))
    if (label && isChannels(object, keys)) return drawChannels(ctx, object, keys, label)
    if (Array.isArray(object.hunks)) {
      var lines = hunkLines(object.hunks, schemaPath + '.hunks')
      if (lines && keys.every(function (key) { return key === 'hunks' || isScalar(object[key]) })) {
        var box = el('div', 'rv-diffwrap')
        box.appendChild(drawFields(ctx, object, keys.filter(function (key) { return key !== 'hunks' }), label, schemaPath, depth))
        box.appendChild(drawDiff(ctx, lines, label ? label + '.hunks' : 'hunks'))
        return box
      }
    }
    return drawFields(ctx, object, keys, label, schemaPath, depth)
  }

  /** An object's members as a definition list: each name, in code style, over or beside its value. */
  function drawFields(ctx, object, keys, label, schemaPath, depth) {
    var dl = el('dl', 'rv-dl')
    var hinted = isColourObject(object)
    var recordPath = schemaPath && hasOwn(ctx.types, schemaPath + '.*')
    var shown = Math.min(keys.length, MAX_MEMBERS)
    for (var i = 0; i < shown; i++) {
      if (ctx.left <= 0) {
        var more = el('div', 'rv-pair')
        more.appendChild(el('dt', 'rv-more', '…'))
        more.appendChild(el('dd', '', ctx.text('rv.more')))
        dl.appendChild(more)
        break
      }
      var key = keys[i]
      var path = label ? label + '.' + key : key
      var fieldPath = recordPath ? schemaPath + '.*' : schemaPath ? schemaPath + '.' + key : key
      var dt = el('dt')
      var name = el('code', 'rv-key', key)
      name.title = path
      dt.setAttribute('data-path', path)
      dt.appendChild(name)
      var dd = el('dd')
      var value = object[key]
      dd.appendChild(isScalar(value) ? drawScalar(ctx, value, path, fieldPath, hinted, object) : drawAny(ctx, value, path, fieldPath, depth + 1, object))
      // A pair in its own box lets a short value sit beside its name and a long one wrap below it.
      var pair = el('div', 'rv-pair')
      pair.appendChild(dt)
      pair.appendChild(dd)
      dl.appendChild(pair)
    }
    if (shown === keys.length) return dl
    var wrap = el('div', 'rv-listwrap')
    wrap.appendChild(dl)
    wrap.appendChild(note(ctx, 'rv.itemsCapped', { shown: formatCount(ctx, shown), total: formatCount(ctx, keys.length) }))
    return wrap
  }

  function drawAny(ctx, value, label, schemaPath, depth, owner) {
    if (isScalar(value)) return drawScalar(ctx, value, label, schemaPath, false, owner)
    if (depth > MAX_DEPTH || ctx.left <= 0) {
      // Too deep or too much already: the rest as JSON, copyable whole.
      var wrap = drawText(ctx, preview(value, MAX_SUMMARY), label)
      wrap.appendChild(copyButton(ctx, label, function () { return copyTextOf(value) }))
      return wrap
    }
    ctx.left -= 1
    return Array.isArray(value) ? drawArray(ctx, value, label, schemaPath, depth) : drawObject(ctx, value, label, schemaPath, depth)
  }

  /** The result as plain JSON, when drawing it for people went wrong. */
  function drawFallback(ctx, container, result) {
    du.clear(container)
    var root = el('div', 'rv')
    var text = preview(result, MAX_TEXT)
    root.appendChild(drawText(ctx, text, 'result'))
    root.appendChild(copyButton(ctx, 'result', function () { return copyTextOf(result) }))
    container.appendChild(root)
  }

  function renderResult(container, result, options) {
    if (!container || typeof container.appendChild !== 'function') return false
    var ctx = makeContext(container, options)
    try {
      var root = el('div', 'rv')
      // A result that is not an object is drawn as one member named result, as the answer names it.
      root.appendChild(isPlainObject(result) ? drawAny(ctx, result, '', '', 0, null) : drawFields(ctx, { result: result }, ['result'], '', '', 0))
      container.appendChild(root)
      return true
    } catch (error) {
      console.error('result view', error)
      try {
        drawFallback(ctx, container, result)
        return true
      } catch {
        return false
      }
    }
  }

  du.renderResult = renderResult
})()
