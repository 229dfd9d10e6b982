/*
 * The account dashboard (src/web/pages/account.ts): sign-up, log-in and log-out through the
 * account API, whose httpOnly cookie is the session; the keys, listed, created, revoked and the
 * oldest rotated, a new key shown once; usage figures, a chart of daily calls and the calls by
 * operation and key; the security events; the account's settings (password, address, deletion)
 * and the forgotten-password form. Also the pages the mailed links open (data-acct-link), which
 * send their token only when the visitor presses the button. Strings come from the JSON block
 * named by data-text. The full key lives only in the page, never in storage.
 */
/* global document, window, fetch, location, URLSearchParams */
(function () {
  'use strict'

  var SVG = 'http://www.w3.org/2000/svg'

  // The helpers shared with the site's other scripts (common.js, which the page loads first).
  var devutils = window.devutils
  var fill = devutils.fill
  var show = devutils.show
  var clear = devutils.clear
  var copyText = devutils.copyText

  /**
   * Calls the account API at api (GET, POST or DELETE); resolves to { status, data } (data null
   * when the body is not JSON). The API takes JSON bodies only and refuses requests from other
   * sites; fetch from this page sends Origin and Sec-Fetch-Site: same-origin, which it accepts.
   * A call without a body (log-out) sends no Content-Type, which the API also accepts: Fastify
   * refuses an empty body declared as JSON.
   */
  function callApi(api, method, path, body) {
    var init = { method: method, credentials: 'same-origin', headers: { Accept: 'application/json' } }
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json'
      init.body = JSON.stringify(body)
    }
    return fetch(api + path, init).then(function (response) {
      return response.text().then(function (raw) {
        var data = null
        try {
          data = raw ? JSON.parse(raw) : null
        } catch {
          data = null
        }
        return { status: response.status, data: data }
      })
    })
  }

  function busy(button, on) {
    if (!button) return
    button.disabled = on
    if (on) button.setAttribute('aria-busy', 'true')
    else button.removeAttribute('aria-busy')
  }

  /** Shows a message in a form's own error line (role=alert), or hides the line when there is none. */
  function formError(form, message) {
    var box = form ? form.querySelector('[data-acct-form-error]') : null
    if (!box) return
    box.textContent = message || ''
    show(box, Boolean(message))
  }

  function setup(root) {
    var text = devutils.readJson(root.getAttribute('data-text')) || {}
    var api = root.getAttribute('data-api')
    if (!api) return
    var lang = document.documentElement.lang || 'en'
    var t = function (key, vars) { return fill(text[key] || key, vars || {}) }
    var $ = function (selector) { return root.querySelector(selector) }

    var live = $('[data-acct-live]')
    var errorBox = $('[data-acct-error]')
    var auth = $('[data-acct-auth]')
    var dash = $('[data-acct-dash]')
    var newKeyBox = $('[data-acct-newkey]')
    var newKeyValue = $('[data-acct-newkey-value]')
    var copyKey = $('[data-acct-copykey]')
    var logout = $('[data-acct-logout]')
    var rotate = $('[data-acct-rotate]')
    var confirmBox = $('[data-acct-rotate-confirm]')
    var rotateYes = $('[data-acct-rotate-yes]')
    var rotateNo = $('[data-acct-rotate-no]')
    var noKey = $('[data-acct-nokey]')
    var progress = $('[data-acct-progress]')
    var progressLabel = $('[data-acct-progress-label]')
    var chart = $('[data-acct-chart]')
    var chartSummary = $('[data-acct-chart-summary]')
    var table = $('[data-acct-table]')
    var whSecret = $('[data-acct-whsecret]')
    var whCopy = $('[data-acct-whcopy]')
    var whRotate = $('[data-acct-whrotate]')
    var keysHeading = $('#acct-key-title')
    var keysBox = $('[data-acct-keys-box]')
    var keysBody = $('[data-acct-keys]')
    var rotateHelp = $('[data-acct-rotate-help]')
    var revokeBox = $('[data-acct-revoke-confirm]')
    var revokeWarning = $('[data-acct-revoke-warning]')
    var revokeYes = $('[data-acct-revoke-yes]')
    var revokeNo = $('[data-acct-revoke-no]')
    var keyForm = $('form[data-acct-keyform]')
    var opsBox = $('[data-acct-ops-box]')
    var opsBody = $('[data-acct-ops]')
    var opsEmpty = $('[data-acct-ops-empty]')
    var opKeysBox = $('[data-acct-opkeys-box]')
    var opKeysBody = $('[data-acct-opkeys]')
    var eventsBox = $('[data-acct-events-box]')
    var eventsBody = $('[data-acct-events]')
    var eventsEmpty = $('[data-acct-events-empty]')
    var farewell = $('[data-acct-farewell]')
    var unverified = $('[data-acct-unverified]')
    var resend = $('[data-acct-resend]')
    var resendError = $('[data-acct-resend-error]')
    var passwordForm = $('form[data-acct-password-form]')
    var emailForm = $('form[data-acct-email-form]')
    var deleteForm = $('form[data-acct-delete-form]')
    var deleteButton = $('[data-acct-delete]')
    var deleteBox = $('[data-acct-delete-confirm]')
    var deleteQuestion = $('[data-acct-delete-question]')
    var deleteYes = $('[data-acct-delete-yes]')
    var deleteNo = $('[data-acct-delete-no]')
    var forgot = $('[data-acct-forgot]')
    var forgotBox = $('[data-acct-forgot-box]')
    var forgotForm = $('form[data-acct-forgot-form]')

    // The active keys as shown, oldest first, and the one whose revocation is being confirmed.
    var keys = []
    var revoking = null
    var rotateConfirm = confirmation(confirmBox, rotateNo)
    var revokeConfirm = confirmation(revokeBox, revokeNo, function () { revoking = null })
    var deleteConfirm = confirmation(deleteBox, deleteNo)
    // The signed-in account's address, for the messages that name it.
    var accountEmail = ''

    var numbers
    try {
      numbers = new Intl.NumberFormat(lang)
    } catch {
      numbers = new Intl.NumberFormat('en')
    }
    var number = function (n) { return typeof n === 'number' ? numbers.format(n) : '–' }

    function dateText(iso, options) {
      var date = new Date(iso)
      if (isNaN(date.getTime())) return '–'
      try {
        return new Intl.DateTimeFormat(lang, options).format(date)
      } catch {
        return date.toISOString().slice(0, 10)
      }
    }

    function say(message) {
      devutils.announce(live, message)
    }

    function showError(message) {
      if (!errorBox) return
      errorBox.textContent = message || ''
      show(errorBox, Boolean(message))
    }

    function field(name, value) {
      Array.prototype.forEach.call(root.querySelectorAll('[data-acct-field="' + name + '"]'), function (node) {
        node.textContent = value
      })
    }

    function call(method, path, body) {
      return callApi(api, method, path, body)
    }

    function messageOf(reply) {
      if (reply && reply.data && typeof reply.data.error === 'string') return reply.data.error
      return t('acct.error', { message: reply ? 'HTTP ' + reply.status : '?' })
    }

    function failed(error) {
      showError(t('acct.error', { message: error && error.message ? error.message : String(error) }))
    }

    function planName(plan) {
      var key = 'acct.plan' + String(plan || '').charAt(0).toUpperCase() + String(plan || '').slice(1)
      return text[key] || String(plan || '–')
    }

    // ----- rendering -----

    function renderChart(days) {
      if (!chart) return
      clear(chart)
      var list = Array.isArray(days) ? days : []
      var max = 0
      var total = 0
      var busiest = null
      list.forEach(function (d) {
        var count = Number(d.count) || 0
        total += count
        if (count > max) {
          max = count
          busiest = d.day
        }
      })
      var dayLabel = function (day) {
        return dateText(day + 'T00:00:00Z', { day: 'numeric', month: 'short', timeZone: 'UTC' })
      }
      if (chartSummary) {
        chartSummary.textContent = total === 0
          ? t('acct.chartEmpty')
          : t('acct.chartSummary', { total: number(total), day: dayLabel(busiest), max: number(max) })
      }

      var width = 620
      var height = 160
      var gap = 4
      var slot = list.length > 0 ? width / list.length : width
      var svg = document.createElementNS(SVG, 'svg')
      svg.setAttribute('viewBox', '0 0 ' + width + ' ' + height)
      svg.setAttribute('class', 'acct-svg')
      svg.setAttribute('role', 'img')
      svg.setAttribute('preserveAspectRatio', 'none')
      svg.setAttribute('aria-labelledby', 'acct-chart-title')
      svg.setAttribute('aria-describedby', 'acct-chart-summary')
      var base = document.createElementNS(SVG, 'line')
      base.setAttribute('x1', '0')
      base.setAttribute('x2', String(width))
      base.setAttribute('y1', String(height - 0.5))
      base.setAttribute('y2', String(height - 0.5))
      base.setAttribute('class', 'acct-axis')
      svg.appendChild(base)
      // The busiest day's height, marked by a line at the top of the scale.
      var TOP = 8
      if (max > 0) {
        var grid = document.createElementNS(SVG, 'line')
        grid.setAttribute('x1', '0')
        grid.setAttribute('x2', String(width))
        grid.setAttribute('y1', String(TOP - 0.5))
        grid.setAttribute('y2', String(TOP - 0.5))
        grid.setAttribute('class', 'acct-grid')
        svg.appendChild(grid)
      }
      list.forEach(function (d, i) {
        var count = Number(d.count) || 0
        var barHeight = max > 0 ? Math.max(count > 0 ? 2 : 0, Math.round((count / max) * (height - TOP))) : 0
        var rect = document.createElementNS(SVG, 'rect')
        rect.setAttribute('x', String(i * slot + gap / 2))
        rect.setAttribute('y', String(height - barHeight))
        rect.setAttribute('width', String(Math.max(1, slot - gap)))
        rect.setAttribute('height', String(barHeight))
        rect.setAttribute('class', 'acct-bar')
        var title = document.createElementNS(SVG, 'title')
        title.textContent = dayLabel(d.day) + ': ' + number(count)
        rect.appendChild(title)
        svg.appendChild(rect)
      })
      chart.appendChild(svg)

      // The scale below the chart is HTML, so it stays legible however narrow the chart gets.
      var scale = document.createElement('div')
      scale.className = 'acct-scale'
      scale.setAttribute('aria-hidden', 'true')
      var first = document.createElement('span')
      first.textContent = list.length ? dayLabel(list[0].day) : ''
      var last = document.createElement('span')
      last.textContent = list.length ? dayLabel(list[list.length - 1].day) : ''
      scale.appendChild(first)
      scale.appendChild(last)
      chart.appendChild(scale)
      // The value of the top line, at its left end, above the bars.
      if (max > 0) {
        var top = document.createElement('span')
        top.className = 'acct-max'
        top.setAttribute('aria-hidden', 'true')
        top.textContent = number(max)
        chart.appendChild(top)
      }

      if (table) {
        clear(table)
        list.forEach(function (d) {
          var row = document.createElement('tr')
          var day = document.createElement('th')
          day.scope = 'row'
          day.textContent = dateText(d.day + 'T00:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' })
          var count = document.createElement('td')
          count.textContent = number(Number(d.count) || 0)
          row.appendChild(day)
          row.appendChild(count)
          table.appendChild(row)
        })
      }
    }

    function cell(tag, content, className) {
      var node = document.createElement(tag)
      if (content && typeof content === 'object') node.appendChild(content)
      else node.textContent = content
      if (className) node.className = className
      return node
    }

    function codeOf(text) {
      var code = document.createElement('code')
      code.textContent = text
      return code
    }

    function maskedOf(key) {
      return key ? key.masked || (key.prefix + '…' + key.last4) : ''
    }

    function scopesText(scopes) {
      var list = Array.isArray(scopes) ? scopes : []
      return list.indexOf('*') !== -1 ? t('acct.scopeAll') : list.join(', ')
    }

    // Expiry is an instant chosen as a UTC day's end: shown in UTC, so the day is the one chosen.
    var EXPIRY_FORMAT = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }
    var MOMENT_FORMAT = { dateStyle: 'medium', timeStyle: 'short' }

    function keyRow(key) {
      var row = document.createElement('tr')
      row.setAttribute('data-key-id', key.id)
      var name = cell('th', key.name)
      name.scope = 'row'
      row.appendChild(name)
      row.appendChild(cell('td', codeOf(maskedOf(key)), 'acct-nowrap'))
      row.appendChild(cell('td', scopesText(key.scopes)))
      row.appendChild(cell('td', key.monthly_cap === null || key.monthly_cap === undefined ? t('acct.capNone') : number(key.monthly_cap), 'acct-num'))
      row.appendChild(cell('td', dateText(key.created_at, { dateStyle: 'medium' })))
      row.appendChild(cell('td', key.last_used_at ? dateText(key.last_used_at, MOMENT_FORMAT) : t('acct.never')))
      row.appendChild(cell('td', key.expires_at ? dateText(key.expires_at, EXPIRY_FORMAT) : t('acct.never')))
      var button = document.createElement('button')
      button.type = 'button'
      button.className = 'acct-btn acct-secondary acct-small'
      button.textContent = t('acct.revoke')
      button.setAttribute('aria-label', t('acct.revokeLabel', { name: key.name }))
      button.setAttribute('aria-expanded', 'false')
      button.setAttribute('aria-controls', 'acct-revoke-confirm')
      button.setAttribute('data-acct-revoke', key.id)
      button.addEventListener('click', function () { toggleRevoke(key, button) })
      row.appendChild(cell('td', button))
      return row
    }

    /** The keys table, and what depends on the oldest key: the rotation note and the samples' hint. */
    function renderKeys(list) {
      revokeConfirm.close(false)
      keys = Array.isArray(list) ? list.slice() : []
      if (keysBody) {
        clear(keysBody)
        keys.forEach(function (key) { keysBody.appendChild(keyRow(key)) })
      }
      show(keysBox, keys.length > 0)
      show(noKey, keys.length === 0)
      var masked = maskedOf(keys[0])
      field('key', masked || '–')
      show(rotateHelp, Boolean(masked))
      // Code samples on the other pages show this key's start and end in place of the placeholder.
      devutils.setKeyHint(masked)
    }

    function byCalls(a, b) {
      return (Number(b.calls) || 0) - (Number(a.calls) || 0) || String(a.operation).localeCompare(String(b.operation))
    }

    function renderOperations(byOperation, byKey) {
      var ops = (Array.isArray(byOperation) ? byOperation : []).slice().sort(byCalls)
      var opKeys = (Array.isArray(byKey) ? byKey : []).slice().sort(byCalls)
      clear(opsBody)
      clear(opKeysBody)
      ops.forEach(function (r) {
        var row = document.createElement('tr')
        row.setAttribute('data-operation', r.operation)
        var op = cell('th', codeOf(r.operation))
        op.scope = 'row'
        row.appendChild(op)
        row.appendChild(cell('td', number(Number(r.calls) || 0), 'acct-num'))
        if (opsBody) opsBody.appendChild(row)
      })
      opKeys.forEach(function (r) {
        var row = document.createElement('tr')
        row.setAttribute('data-operation', r.operation)
        row.setAttribute('data-key-id', r.key || '')
        var op = cell('th', codeOf(r.operation))
        op.scope = 'row'
        row.appendChild(op)
        row.appendChild(cell('td', r.key_name || r.key || '–'))
        row.appendChild(cell('td', number(Number(r.calls) || 0), 'acct-num'))
        if (opKeysBody) opKeysBody.appendChild(row)
      })
      show(opsBox, ops.length > 0)
      show(opKeysBox, opKeys.length > 0)
      show(opsEmpty, ops.length === 0)
    }

    function eventName(kind) {
      var words = String(kind || '').split('_').map(function (w) { return w.charAt(0).toUpperCase() + w.slice(1) }).join('')
      return text['acct.event' + words] || String(kind || '–')
    }

    function renderEvents(events) {
      var list = Array.isArray(events) ? events : []
      clear(eventsBody)
      list.forEach(function (e) {
        var row = document.createElement('tr')
        row.setAttribute('data-kind', e.kind)
        var time = document.createElement('time')
        time.setAttribute('datetime', e.at)
        time.textContent = dateText(e.at, MOMENT_FORMAT)
        var when = cell('th', time)
        when.scope = 'row'
        row.appendChild(when)
        row.appendChild(cell('td', eventName(e.kind)))
        row.appendChild(cell('td', e.detail || '–'))
        row.appendChild(cell('td', e.ip || '–'))
        if (eventsBody) eventsBody.appendChild(row)
      })
      show(eventsBox, list.length > 0)
      show(eventsEmpty, list.length === 0)
    }

    /** Reads a part of the dashboard; a lost session shows the forms again. */
    function load(path, use) {
      return call('GET', path)
        .then(function (reply) {
          if (reply.status === 200 && reply.data && reply.data.result) return use(reply.data.result)
          if (reply.status === 401) signedOut()
          showError(messageOf(reply))
        })
        .catch(failed)
    }

    function loadOperations() {
      if (!opsBody) return Promise.resolve()
      return load('/usage?group_by=operation', function (byOperation) {
        return load('/usage?group_by=operation,key', function (byKey) {
          renderOperations(byOperation.rows, byKey.rows)
        })
      })
    }

    function loadEvents() {
      if (!eventsBody) return Promise.resolve()
      return load('/security-events', function (result) { renderEvents(result.events) })
    }

    function render(account) {
      if (!account || typeof account !== 'object') return
      accountEmail = account.email || ''
      field('email', accountEmail)
      // Only a definite false shows the notice: an answer without the field says nothing either way.
      show(unverified, account.email_verified === false)
      field('plan', planName(account.plan))
      field('limit', number(account.limit))
      field('used', number(account.used))
      field('remaining', number(account.remaining))
      // The period ends at midnight UTC: shown in UTC, so the day is the right one everywhere.
      field('resets_at', dateText(account.resets_at, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }))
      renderKeys(account.keys)
      if (progress) {
        var limit = Number(account.limit) || 0
        progress.max = limit > 0 ? limit : 1
        progress.value = Math.min(Number(account.used) || 0, progress.max)
      }
      if (progressLabel) progressLabel.textContent = t('acct.usedOf', { used: number(account.used), limit: number(account.limit) })
      renderChart(account.daily_usage)
    }

    function showNewKey(key) {
      if (!newKeyBox || !newKeyValue || !key) return
      newKeyValue.textContent = key
      show(newKeyBox, true)
      var heading = newKeyBox.querySelector('[tabindex]')
      if (heading) heading.focus()
    }

    function forgetNewKey() {
      if (newKeyValue) newKeyValue.textContent = ''
      show(newKeyBox, false)
    }

    /**
     * The second step of an action that cannot be undone (rotate, revoke, delete): a box that the
     * trigger opens (aria-expanded on it, focus on "No"), closed by "No" or Escape, which give the
     * focus back to the trigger.
     */
    function confirmation(box, no, onClose) {
      var trigger = null
      function close(focusBack) {
        show(box, false)
        var was = trigger
        trigger = null
        if (onClose) onClose()
        if (!was) return
        was.setAttribute('aria-expanded', 'false')
        if (focusBack && was.isConnected) was.focus()
      }
      function open(by) {
        close(false)
        trigger = by
        show(box, true)
        by.setAttribute('aria-expanded', 'true')
        if (no) no.focus()
      }
      if (box) box.addEventListener('keydown', function (event) { if (event.key === 'Escape') close(true) })
      if (no) no.addEventListener('click', function () { close(true) })
      return { open: open, close: close, isOpen: function () { return Boolean(box) && !box.hidden } }
    }

    // Revocation takes two clicks, like rotation: a key's button opens the confirmation for it.
    function toggleRevoke(key, button) {
      if (!revokeBox) return
      var same = revoking && revoking.key.id === key.id
      revokeConfirm.close(same)
      if (same) return
      if (revokeWarning) revokeWarning.textContent = t('acct.revokeWarning', { name: key.name, masked: maskedOf(key) })
      revokeConfirm.open(button)
      revoking = { key: key, button: button }
    }

    function signedIn(account) {
      show(farewell, false)
      render(account)
      show(auth, false)
      show(dash, true)
      webhookSecret('GET', '/webhook-secret')
      loadOperations()
      loadEvents()
    }

    // The webhook secret: read (made on first use) or replaced, then shown in full.
    function webhookSecret(method, path) {
      if (!whSecret) return Promise.resolve()
      return call(method, path)
        .then(function (reply) {
          if (reply.status === 200 && reply.data && reply.data.result) {
            whSecret.textContent = reply.data.result.secret
            if (method === 'POST') say(t('acct.whRotated'))
            return
          }
          if (reply.status === 401) signedOut()
          showError(messageOf(reply))
        })
        .catch(function (error) { showError(t('acct.error', { message: error && error.message ? error.message : String(error) })) })
    }

    function signedOut() {
      renderKeys([])
      devutils.setKeyHint('')
      forgetNewKey()
      rotateConfirm.close(false)
      renderOperations([], [])
      renderEvents([])
      if (keyForm) {
        keyForm.reset()
        show(keyForm.querySelector('[data-acct-form-error]'), false)
      }
      if (whSecret) whSecret.textContent = '–'
      // Nothing typed into the settings stays behind for whoever signs in next on this page.
      deleteConfirm.close(false)
      var settingsForms = [passwordForm, emailForm, deleteForm]
      settingsForms.forEach(function (form) {
        if (!form) return
        form.reset()
        formError(form, '')
      })
      show(resendError, false)
      show(unverified, false)
      accountEmail = ''
      show(dash, false)
      show(auth, true)
    }

    // ----- wiring -----

    Array.prototype.forEach.call(root.querySelectorAll('form[data-acct-form]'), function (form) {
      var kind = form.getAttribute('data-acct-form')
      var formError = form.querySelector('[data-acct-form-error]')
      var submit = form.querySelector('[type="submit"]')
      form.addEventListener('submit', function (event) {
        event.preventDefault()
        var email = form.elements.namedItem('email')
        var password = form.elements.namedItem('password')
        show(formError, false)
        showError('')
        busy(submit, true)
        say(t('acct.working'))
        call('POST', '/' + kind, { email: email ? email.value : '', password: password ? password.value : '' })
          .then(function (reply) {
            if (reply.status >= 200 && reply.status < 300 && reply.data && reply.data.result) {
              if (password) password.value = ''
              signedIn(reply.data.result.account)
              if (reply.data.result.key) {
                showNewKey(reply.data.result.key)
                say(t('acct.signedUp'))
              } else {
                say(t('acct.loggedIn'))
                var heading = root.querySelector('#acct-usage-title')
                if (heading) heading.focus()
              }
              return
            }
            var message = messageOf(reply)
            if (formError) {
              formError.textContent = message
              show(formError, true)
            } else {
              showError(message)
            }
            say(message)
          })
          .catch(function (error) {
            var message = t('acct.error', { message: error && error.message ? error.message : String(error) })
            if (formError) {
              formError.textContent = message
              show(formError, true)
            }
            say(message)
          })
          .then(function () { busy(submit, false) })
      })
    })

    if (logout) {
      logout.addEventListener('click', function () {
        busy(logout, true)
        call('POST', '/logout')
          .then(function (reply) {
            if (reply.status >= 200 && reply.status < 300) {
              signedOut()
              say(t('acct.loggedOut'))
              var email = root.querySelector('#acct-login-email')
              if (email) email.focus()
            } else {
              showError(messageOf(reply))
            }
          })
          .catch(function (error) { showError(t('acct.error', { message: error && error.message ? error.message : String(error) })) })
          .then(function () { busy(logout, false) })
      })
    }

    // Rotation takes two clicks: the button opens a confirmation, which does the work.
    if (rotate) {
      rotate.addEventListener('click', function () {
        if (!confirmBox) return
        if (rotateConfirm.isOpen()) rotateConfirm.close(false)
        else rotateConfirm.open(rotate)
      })
    }
    if (rotateYes) {
      rotateYes.addEventListener('click', function () {
        busy(rotateYes, true)
        showError('')
        call('POST', '/rotate-key')
          .then(function (reply) {
            if (reply.status === 401) {
              signedOut()
              showError(messageOf(reply))
              return
            }
            if (reply.status >= 200 && reply.status < 300 && reply.data && reply.data.result) {
              rotateConfirm.close(false)
              render(reply.data.result.account)
              showNewKey(reply.data.result.key)
              say(t('acct.rotated'))
              loadEvents()
              return
            }
            showError(messageOf(reply))
          })
          .catch(function (error) { showError(t('acct.error', { message: error && error.message ? error.message : String(error) })) })
          .then(function () { busy(rotateYes, false) })
      })
    }

    if (revokeYes) {
      revokeYes.addEventListener('click', function () {
        if (!revoking) return
        var key = revoking.key
        busy(revokeYes, true)
        showError('')
        call('DELETE', '/keys/' + encodeURIComponent(key.id))
          .then(function (reply) {
            if (reply.status === 401) {
              signedOut()
              showError(messageOf(reply))
              return
            }
            if (reply.status >= 200 && reply.status < 300) {
              // The row and its button go; focus goes to the section's heading, not to the page's top.
              renderKeys(keys.filter(function (k) { return k.id !== key.id }))
              if (keysHeading) keysHeading.focus()
              say(t('acct.revoked', { name: key.name }))
              loadEvents()
              return
            }
            showError(messageOf(reply))
          })
          .catch(failed)
          .then(function () { busy(revokeYes, false) })
      })
    }

    // The download needs the session, so the link gets its address only here, where the
    // dashboard is shown signed in: crawlers and pages without JavaScript never meet a 401.
    var csvLink = $('[data-acct-csv]')
    if (csvLink) csvLink.href = api + '/usage?format=csv'

    if (keyForm) {
      var keyFormError = keyForm.querySelector('[data-acct-form-error]')
      var keySubmit = keyForm.querySelector('[type="submit"]')
      var expiry = keyForm.elements.namedItem('expires_at')
      // A key must outlive the moment it is made: the first day offered is today in UTC, whose end is still ahead.
      if (expiry) expiry.min = new Date().toISOString().slice(0, 10)
      keyForm.addEventListener('submit', function (event) {
        event.preventDefault()
        var value = function (name) {
          var input = keyForm.elements.namedItem(name)
          return input ? String(input.value || '').trim() : ''
        }
        var body = { name: value('name'), scopes: value('scopes').split(/[\s,]+/).filter(Boolean) }
        var cap = value('monthly_cap')
        if (cap !== '') body.monthly_cap = Number(cap)
        var day = value('expires_at')
        if (day !== '') body.expires_at = day + 'T23:59:59Z'
        show(keyFormError, false)
        showError('')
        busy(keySubmit, true)
        say(t('acct.working'))
        call('POST', '/keys', body)
          .then(function (reply) {
            if (reply.status === 401) {
              signedOut()
              showError(messageOf(reply))
              return
            }
            if (reply.status >= 200 && reply.status < 300 && reply.data && reply.data.result) {
              var created = reply.data.result
              renderKeys(keys.concat([created.details]))
              keyForm.reset()
              showNewKey(created.key)
              say(t('acct.created', { name: created.details.name }))
              loadEvents()
              return
            }
            say('')
            if (keyFormError) {
              keyFormError.textContent = messageOf(reply)
              show(keyFormError, true)
            } else {
              showError(messageOf(reply))
            }
          })
          .catch(function (error) {
            say('')
            if (keyFormError) {
              keyFormError.textContent = t('acct.error', { message: error && error.message ? error.message : String(error) })
              show(keyFormError, true)
            }
          })
          .then(function () { busy(keySubmit, false) })
      })
    }

    // When the clipboard refuses: select the text so it can be copied by hand; it is never announced.
    function selectForCopy(node) {
      var selection = window.getSelection ? window.getSelection() : null
      if (selection && node) {
        var range = document.createRange()
        range.selectNodeContents(node)
        selection.removeAllRanges()
        selection.addRange(range)
      }
      say(t('acct.copyFailed'))
    }

    if (copyKey) {
      copyKey.addEventListener('click', function () {
        var key = newKeyValue ? newKeyValue.textContent || '' : ''
        if (!key) return
        copyText(key).then(function (ok) {
          if (ok) {
            say(t('acct.keyCopied'))
            return
          }
          selectForCopy(newKeyValue)
        })
      })
    }

    if (whCopy) {
      whCopy.addEventListener('click', function () {
        var secret = whSecret ? whSecret.textContent || '' : ''
        if (!secret || secret === '–') return
        copyText(secret).then(function (ok) {
          if (ok) say(t('acct.whCopied'))
          else selectForCopy(whSecret)
        })
      })
    }
    if (whRotate) {
      whRotate.addEventListener('click', function () {
        if (!window.confirm(t('acct.whRotateWarning'))) return
        busy(whRotate, true)
        showError('')
        webhookSecret('POST', '/webhook-secret/rotate').then(function () { busy(whRotate, false) })
      })
    }

    // ----- settings -----

    function errorText(error) {
      return t('acct.error', { message: error && error.message ? error.message : String(error) })
    }

    // A 401 that is not about the password typed (LOGIN_FAILED) means the session is gone.
    function sessionLost(reply) {
      return reply.status === 401 && !(reply.data && reply.data.code === 'LOGIN_FAILED')
    }

    /**
     * Sends a settings change and shows its refusal in the form's own error line; done gets the
     * result of a success. Resolves once the answer is handled.
     */
    function change(form, method, path, body, done) {
      var submit = form.querySelector('[type="submit"]')
      formError(form, '')
      showError('')
      busy(submit, true)
      say(t('acct.working'))
      return call(method, path, body)
        .then(function (reply) {
          if (reply.status >= 200 && reply.status < 300 && reply.data && reply.data.result) {
            done(reply.data.result)
            return
          }
          say('')
          if (sessionLost(reply)) {
            signedOut()
            showError(messageOf(reply))
            return
          }
          formError(form, messageOf(reply))
        })
        .catch(function (error) {
          say('')
          formError(form, errorText(error))
        })
        .then(function () { busy(submit, false) })
    }

    function valueOf(form, name) {
      var input = form.elements.namedItem(name)
      return input ? String(input.value || '') : ''
    }

    if (passwordForm) {
      passwordForm.addEventListener('submit', function (event) {
        event.preventDefault()
        var body = { current_password: valueOf(passwordForm, 'password'), new_password: valueOf(passwordForm, 'new_password') }
        change(passwordForm, 'POST', '/password', body, function (result) {
          passwordForm.reset()
          say(t('acct.pwChanged', { n: number(Number(result.sessions_ended) || 0) }))
          loadEvents()
        })
      })
    }

    if (emailForm) {
      emailForm.addEventListener('submit', function (event) {
        event.preventDefault()
        var body = { email: valueOf(emailForm, 'email').trim(), password: valueOf(emailForm, 'password') }
        change(emailForm, 'POST', '/email', body, function (result) {
          emailForm.reset()
          say(t('acct.mailSent', { email: result.email || body.email }))
          loadEvents()
        })
      })
    }

    if (resend) {
      resend.addEventListener('click', function () {
        show(resendError, false)
        busy(resend, true)
        call('POST', '/verify/resend')
          .then(function (reply) {
            if (reply.status >= 200 && reply.status < 300) {
              say(t('acct.resent', { email: accountEmail }))
              return
            }
            if (sessionLost(reply)) {
              signedOut()
              showError(messageOf(reply))
              return
            }
            if (resendError) {
              resendError.textContent = messageOf(reply)
              show(resendError, true)
            }
          })
          .catch(function (error) {
            if (resendError) {
              resendError.textContent = errorText(error)
              show(resendError, true)
            }
          })
          .then(function () { busy(resend, false) })
      })
    }

    // Deletion takes two steps: the form (with the password) opens a confirmation, whose button deletes.
    if (deleteForm && deleteBox) {
      deleteForm.addEventListener('submit', function (event) {
        event.preventDefault()
        if (deleteConfirm.isOpen()) {
          deleteConfirm.close(true)
          return
        }
        formError(deleteForm, '')
        if (deleteQuestion) deleteQuestion.textContent = t('acct.deleteConfirmText', { email: accountEmail })
        if (deleteButton) deleteConfirm.open(deleteButton)
      })
    }
    if (deleteYes && deleteForm) {
      deleteYes.addEventListener('click', function () {
        var password = deleteForm.elements.namedItem('password')
        busy(deleteYes, true)
        change(deleteForm, 'DELETE', '', { password: password ? password.value : '' }, function (result) {
          var gone = result.deleted || {}
          signedOut()
          if (farewell) {
            farewell.textContent = t('acct.deletedDetail', {
              keys: number(Number(gone.keys) || 0),
              usage_days: number(Number(gone.usage_days) || 0),
              sessions: number(Number(gone.sessions) || 0),
            })
            show(farewell, true)
            farewell.focus()
          }
          say(t('acct.deleted'))
        }).then(function () {
          busy(deleteYes, false)
          // Refused (a wrong password): the question closes and the password is there to fix.
          if (deleteConfirm.isOpen() && !deleteForm.querySelector('[data-acct-form-error]').hidden) {
            deleteConfirm.close(false)
            if (password) password.focus()
          }
        })
      })
    }

    // ----- the forgotten password -----

    if (forgot && forgotBox) {
      forgot.addEventListener('click', function () {
        var open = forgotBox.hidden
        show(forgotBox, open)
        forgot.setAttribute('aria-expanded', open ? 'true' : 'false')
        if (!open) return
        var email = forgotForm ? forgotForm.elements.namedItem('email') : null
        var typed = root.querySelector('#acct-login-email')
        if (email && !email.value && typed) email.value = typed.value
        if (email) email.focus()
      })
    }
    if (forgotForm) {
      var forgotDone = forgotForm.querySelector('[data-acct-form-done]')
      var forgotSubmit = forgotForm.querySelector('[type="submit"]')
      forgotForm.addEventListener('submit', function (event) {
        event.preventDefault()
        formError(forgotForm, '')
        show(forgotDone, false)
        busy(forgotSubmit, true)
        say(t('acct.working'))
        call('POST', '/password-reset', { email: valueOf(forgotForm, 'email').trim() })
          .then(function (reply) {
            // One answer for every address, so the form does not tell who has an account; only a
            // server that sends no mail at all says so, with the API's words.
            if (reply.status === 503 && reply.data && reply.data.code === 'MAIL_UNAVAILABLE') {
              say('')
              formError(forgotForm, messageOf(reply))
              return
            }
            if (forgotDone) {
              forgotDone.textContent = t('acct.forgotSent')
              show(forgotDone, true)
            }
            say(t('acct.forgotSent'))
          })
          .catch(function (error) {
            say('')
            formError(forgotForm, errorText(error))
          })
          .then(function () { busy(forgotSubmit, false) })
      })
    }

    // Who is this? The session cookie answers; until then neither view is shown.
    show(auth, false)
    say(t('acct.loading'))
    call('GET', '')
      .then(function (reply) {
        if (reply.status === 200 && reply.data && reply.data.result) {
          signedIn(reply.data.result)
          say('')
        } else {
          signedOut()
          say('')
          if (reply.status !== 401) showError(messageOf(reply))
        }
      })
      .catch(function (error) {
        signedOut()
        say('')
        showError(t('acct.error', { message: error && error.message ? error.message : String(error) }))
      })
  }

  /**
   * A page opened from a mailed link (/{lang}/account/verify or /reset): the token is read from
   * the address and sent only when the form is submitted, since mail scanners fetch links and
   * must not use them up. The success is said in the live region and the focus goes to the
   * dashboard link, the next step.
   */
  function setupLink(root) {
    var text = devutils.readJson(root.getAttribute('data-text')) || {}
    var api = root.getAttribute('data-api')
    var kind = root.getAttribute('data-acct-link')
    if (!api || (kind !== 'verify' && kind !== 'reset')) return
    var t = function (key, vars) { return fill(text[key] || key, vars || {}) }
    var live = root.querySelector('[data-acct-live]')
    var form = root.querySelector('form[data-acct-link-form]')
    var missing = root.querySelector('[data-acct-link-missing]')
    var dashboard = root.querySelector('[data-acct-dashboard]')
    var done = root.querySelector('[data-acct-link-done]')
    var token = new URLSearchParams(location.search).get('token') || ''
    if (!form) return
    if (!token) {
      show(form, false)
      show(missing, true)
      return
    }
    var submit = form.querySelector('[type="submit"]')
    form.addEventListener('submit', function (event) {
      event.preventDefault()
      var password = form.elements.namedItem('password')
      var body = kind === 'verify' ? { token: token } : { token: token, password: password ? password.value : '' }
      formError(form, '')
      busy(submit, true)
      devutils.announce(live, t('acct.working'))
      callApi(api, 'POST', kind === 'verify' ? '/verify' : '/password-reset/confirm', body)
        .then(function (reply) {
          if (reply.status >= 200 && reply.status < 300 && reply.data && reply.data.result) {
            if (password) password.value = ''
            show(form, false)
            var message = kind === 'verify' ? t('acct.verified', { email: reply.data.result.email || '' }) : t('acct.resetDone')
            // Said once, and kept on the page for a reader who looks back.
            if (done) {
              done.textContent = message
              show(done, true)
            }
            devutils.announce(live, message)
            if (dashboard) dashboard.focus()
            return
          }
          devutils.announce(live, '')
          formError(form, reply.data && typeof reply.data.error === 'string' ? reply.data.error : t('acct.error', { message: 'HTTP ' + reply.status }))
        })
        .catch(function (error) {
          devutils.announce(live, '')
          formError(form, t('acct.error', { message: error && error.message ? error.message : String(error) }))
        })
        .then(function () { busy(submit, false) })
    })
  }

  devutils.setupAll('[data-acct]', setup, 'account')
  devutils.setupAll('[data-acct-link]', setupLink, 'account-link')
})()
