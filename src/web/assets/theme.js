/*
 * Loaded in <head> without defer, before the stylesheets, so that a theme chosen with the
 * header's toggle applies from the first paint, with no flash of the other one (the site's
 * Content-Security-Policy allows no inline script, hence a file of its own). With no stored
 * choice the stylesheets follow the system setting. The "js" class lets the stylesheet show
 * the controls that need a script (the toggle, the menu button) from the start.
 */
/* global document, localStorage */
(function () {
  'use strict'
  var root = document.documentElement
  root.classList.add('js')
  try {
    var theme = localStorage.getItem('devutils-theme')
    if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme)
  } catch { /* storage off: the system setting applies */ }
})()
