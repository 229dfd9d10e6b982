// cronstrue's locale files ship no types: each adds its language to cronstrue when loaded, and
// exports nothing the service uses.
declare module 'cronstrue/locales/es.js' {}
