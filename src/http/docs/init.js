/*
 * Starts the API reference on /docs: Scalar's standalone bundle (loaded just before this file)
 * drawing the service's own OpenAPI document, with everything that would reach Scalar's servers
 * turned off (fonts, telemetry, the agent chat), so the page works with no network.
 */
/* global document, window, location, history, localStorage, fetch, MutationObserver, Scalar */
(function () {
  'use strict'

  /** The theme chosen with the site's toggle (theme.js keeps it), or null to follow the system. */
  function siteTheme() {
    try {
      var theme = localStorage.getItem('devutils-theme')
      return theme === 'dark' || theme === 'light' ? theme : null
    } catch {
      return null
    }
  }

  /** Scalar's fragment for an operation: its first tag, then its method and path. */
  function operationFragment(tag, method, path) {
    return '#tag/' + tag.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '/' + method.toUpperCase() + path
  }

  /**
   * Links made for the earlier reference, #/<tag>/<operationId> (operation pages still write
   * them), name an operation by its id: the fragment Scalar opens for that operation, or null.
   */
  function legacyFragment(spec, hash) {
    var match = /^#\/[^/]+\/([^/]+)$/.exec(hash)
    if (!match) return null
    var operationId = decodeURIComponent(match[1])
    var paths = spec.paths || {}
    for (var path in paths) {
      for (var method in paths[path]) {
        var operation = paths[path][method]
        if (operation && operation.operationId === operationId) {
          return operationFragment((operation.tags || ['default'])[0], method, path)
        }
      }
    }
    return null
  }

  /**
   * Scalar names each operation's card of example responses by its status codes alone, so two
   * operations answering the same codes make two landmarks of the same name; the operation's
   * heading, put first, tells them apart. Cards are drawn as the reader scrolls, hence the
   * observer.
   */
  function nameResponseCards(root) {
    var pending = false
    function name() {
      pending = false
      var cards = root.querySelectorAll('section[aria-labelledby] .response-card[role="region"][aria-labelledby]')
      for (var i = 0; i < cards.length; i++) {
        var heading = cards[i].closest('section[aria-labelledby]').getAttribute('aria-labelledby')
        var names = cards[i].getAttribute('aria-labelledby')
        if (names.split(' ')[0] !== heading) cards[i].setAttribute('aria-labelledby', heading + ' ' + names)
      }
    }
    new MutationObserver(function () {
      if (!pending) window.requestAnimationFrame(name)
      pending = true
    }).observe(root, { childList: true, subtree: true })
  }

  function start(spec) {
    var theme = siteTheme()
    Scalar.createApiReference('#reference', {
      // The document fetched here (to read old links) is handed over rather than fetched again.
      content: spec || undefined,
      url: spec ? undefined : '/openapi.json',
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      hideClientButton: true,
      showDeveloperTools: 'never',
      documentDownloadType: 'json',
      // The site's toggle, on its other pages, sets the theme here too; with no choice the system's applies.
      hideDarkModeToggle: true,
      forceDarkModeState: theme || undefined,
    })
    nameResponseCards(document.getElementById('reference'))
  }

  fetch('/openapi.json')
    .then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status)
      return response.json()
    })
    .then(function (spec) {
      var fragment = legacyFragment(spec, location.hash)
      if (fragment) history.replaceState(null, '', fragment)
      start(spec)
      // An old link followed from this very page changes only the fragment.
      window.addEventListener('hashchange', function () {
        var next = legacyFragment(spec, location.hash)
        if (next) location.replace(next)
      })
    }, function () {
      // Scalar fetches the document itself and says what went wrong.
      start(null)
    })
})()
