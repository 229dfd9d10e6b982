/* global document, window, localStorage, URLSearchParams */
// Page behaviour, all optional: without it the search form opens the full list, code blocks
// are plain text and every example request is shown. The helpers come from common.js.
(function () {
  'use strict'

  var MAX_RESULTS = 12
  var devutils = window.devutils

  // ----- search -----------------------------------------------------------------------------

  function setupSearch(form) {
    var input = form.querySelector('input[type="search"]')
    var list = form.querySelector('.search-results')
    var status = form.querySelector('[role="status"]')
    var inPlace = document.getElementById('operation-index')
    var index = devutils.operationIndex(form.getAttribute('data-index'))

    function describe(count, query) {
      var template = form.getAttribute(count === 0 ? 'data-none' : count === 1 ? 'data-count-one' : 'data-count')
      return template.replace('{n}', String(count)).replace('{query}', query)
    }

    function say(count, query) {
      status.textContent = describe(count, query)
    }

    function close() {
      list.hidden = true
    }

    function showList(results, query) {
      list.textContent = ''
      results.slice(0, MAX_RESULTS).forEach(function (result) {
        var item = document.createElement('li')
        var link = document.createElement('a')
        link.href = result.entry.url
        var code = document.createElement('code')
        code.textContent = result.entry.category + '/' + result.entry.name
        var summary = document.createElement('span')
        summary.textContent = result.entry.summary
        link.appendChild(code)
        link.appendChild(summary)
        item.appendChild(link)
        list.appendChild(item)
      })
      if (results.length === 0 || results.length > MAX_RESULTS) {
        var more = document.createElement('li')
        more.className = 'search-more'
        var all = document.createElement('a')
        all.href = form.getAttribute('action') + '?q=' + encodeURIComponent(query)
        all.textContent = describe(results.length, query)
        more.appendChild(all)
        list.appendChild(more)
      }
      list.hidden = false
    }

    // On the full list, filter it where it stands instead of opening a list of results.
    function filterInPlace(results, query) {
      var shown = {}
      results.forEach(function (result) { shown[result.entry.operationId] = true })
      var all = query.trim() === ''
      inPlace.querySelectorAll('li[data-op]').forEach(function (item) {
        item.hidden = !all && !shown[item.getAttribute('data-op')]
      })
      inPlace.querySelectorAll('.category-section').forEach(function (section) {
        section.hidden = !all && !section.querySelector('li[data-op]:not([hidden])')
      })
    }

    function update() {
      var query = input.value
      if (!index.ready()) {
        index.load().then(function () { if (index.ready()) update() })
        return
      }
      var results = index.search(query)
      if (inPlace) {
        filterInPlace(results, query)
        if (query.trim()) say(results.length, query)
        else status.textContent = ''
        return
      }
      if (query.trim() === '') {
        close()
        status.textContent = ''
        return
      }
      showList(results, query)
      say(results.length, query)
    }

    function links() {
      return Array.prototype.slice.call(list.querySelectorAll('a'))
    }

    input.addEventListener('focus', index.load)
    input.addEventListener('input', update)
    input.addEventListener('keydown', function (event) {
      if (event.key === 'ArrowDown' && !list.hidden && links().length) {
        event.preventDefault()
        links()[0].focus()
      } else if (event.key === 'Escape') {
        if (list.hidden) input.value = ''
        close()
        if (inPlace) update()
      }
    })
    list.addEventListener('keydown', function (event) {
      var all = links()
      var at = all.indexOf(document.activeElement)
      if (event.key === 'ArrowDown' && at < all.length - 1) {
        event.preventDefault()
        all[at + 1].focus()
      } else if (event.key === 'ArrowUp') {
        event.preventDefault()
        if (at > 0) all[at - 1].focus()
        else input.focus()
      } else if (event.key === 'Escape') {
        close()
        input.focus()
      }
    })
    form.addEventListener('submit', function (event) {
      if (inPlace) {
        event.preventDefault()
        update()
      }
    })
    document.addEventListener('click', function (event) {
      if (!form.contains(event.target)) close()
    })
    form.addEventListener('focusout', function (event) {
      if (event.relatedTarget && !form.contains(event.relatedTarget)) close()
    })

    var initial = new URLSearchParams(window.location.search).get('q')
    if (initial && inPlace) {
      input.value = initial
      update()
    }
  }

  // ----- copy buttons -----------------------------------------------------------------------

  function addCopyButtons() {
    var label = document.body.getAttribute('data-copy') || 'Copy'
    var copied = document.body.getAttribute('data-copied') || 'Copied'
    document.querySelectorAll('pre.code').forEach(function (pre) {
      var button = document.createElement('button')
      button.type = 'button'
      button.className = 'copy'
      button.textContent = label
      button.addEventListener('click', function () {
        devutils.copyText(pre.querySelector('code').textContent).then(function (ok) {
          if (!ok) return
          button.textContent = copied
          window.setTimeout(function () { button.textContent = label }, 1500)
        })
      })
      var frame = document.createElement('div')
      frame.className = 'code-frame'
      pre.parentNode.insertBefore(frame, pre)
      frame.appendChild(pre)
      frame.appendChild(button)
    })
  }

  // ----- example tabs -----------------------------------------------------------------------

  function setupTabs(container, index) {
    var panels = Array.prototype.slice.call(container.querySelectorAll('.snippet'))
    if (panels.length < 2) return
    var tabs = document.createElement('div')
    tabs.className = 'tabs'
    tabs.setAttribute('role', 'tablist')
    var buttons = panels.map(function (panel, i) {
      var heading = panel.querySelector('h3')
      var id = 'snippet-' + index + '-' + i
      var button = document.createElement('button')
      button.type = 'button'
      button.id = id + '-tab'
      button.setAttribute('role', 'tab')
      button.setAttribute('aria-controls', id)
      button.textContent = heading.textContent
      panel.id = id
      panel.setAttribute('role', 'tabpanel')
      panel.setAttribute('aria-labelledby', button.id)
      heading.className = 'visually-hidden'
      tabs.appendChild(button)
      return button
    })

    function select(i, focus) {
      buttons.forEach(function (button, j) {
        button.setAttribute('aria-selected', String(i === j))
        button.tabIndex = i === j ? 0 : -1
        panels[j].hidden = i !== j
      })
      if (focus) buttons[i].focus()
    }

    buttons.forEach(function (button, i) {
      button.addEventListener('click', function () {
        select(i, false)
        try { localStorage.setItem('snippet', panels[i].getAttribute('data-snippet')) } catch { /* storage off */ }
      })
      button.addEventListener('keydown', function (event) {
        var next = event.key === 'ArrowRight' ? (i + 1) % buttons.length
          : event.key === 'ArrowLeft' ? (i + buttons.length - 1) % buttons.length
            : event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : -1
        if (next < 0) return
        event.preventDefault()
        select(next, true)
      })
    })
    var saved = null
    try { saved = localStorage.getItem('snippet') } catch { /* storage off */ }
    var start = panels.findIndex(function (panel) { return panel.getAttribute('data-snippet') === saved })
    container.insertBefore(tabs, container.firstChild)
    select(start < 0 ? 0 : start, false)
  }

  function start() {
    document.querySelectorAll('form.search[data-index]').forEach(setupSearch)
    document.querySelectorAll('.snippets').forEach(setupTabs)
    addCopyButtons()
  }

  devutils.whenReady(start)
})()
