/*
 * The operations sidebar: a filter that narrows the list as you type (names and categories),
 * opening the categories that match and closing them again when the filter is cleared, and the
 * current operation scrolled into view.
 */
/* global window */
(function () {
  'use strict'

  function setup(nav) {
    var box = nav.querySelector('[data-op-filter]')
    var input = box ? box.querySelector('input') : null
    var status = box ? box.querySelector('[role="status"]') : null
    var groups = Array.prototype.slice.call(nav.querySelectorAll('details'))
    var opened = groups.map(function (group) { return group.open })

    var current = nav.querySelector('[aria-current="page"]')
    // Scroll the sidebar itself only (not the page) so the current operation shows.
    if (current && nav.scrollHeight > nav.clientHeight) {
      nav.scrollTop = Math.max(0, current.offsetTop - nav.clientHeight / 3)
    }
    if (!input) return
    box.hidden = false

    function filter() {
      var words = input.value.toLowerCase().split(/[\s/]+/).filter(Boolean)
      var shown = 0
      groups.forEach(function (group, index) {
        var category = (group.querySelector('summary') || group).textContent.toLowerCase()
        var any = false
        Array.prototype.forEach.call(group.querySelectorAll('li'), function (item) {
          var name = category + ' ' + item.textContent.toLowerCase()
          var match = words.every(function (word) { return name.indexOf(word) !== -1 })
          item.hidden = !match
          if (match) any = true
          if (match) shown += 1
        })
        group.hidden = !any
        group.open = words.length > 0 ? any : opened[index]
      })
      if (status) window.devutils.announce(status, words.length > 0 && shown === 0 ? status.getAttribute('data-none') : '')
    }

    groups.forEach(function (group, index) {
      group.addEventListener('toggle', function () {
        if (input.value === '') opened[index] = group.open
      })
    })
    input.addEventListener('input', filter)
    input.addEventListener('keydown', function (event) {
      if (event.key !== 'Enter') return
      var first = nav.querySelector('li:not([hidden]) a')
      var visible = first && !first.closest('[hidden]')
      if (visible) {
        event.preventDefault()
        first.click()
      }
    })
  }

  window.devutils.setupAll('[data-op-nav]', setup, 'sidebar')
})()
