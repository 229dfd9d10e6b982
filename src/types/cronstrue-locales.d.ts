// cronstrue's locale files ship no types: each adds its language to cronstrue when loaded, and
// exports nothing the service uses.
declare module 'cronstrue/locales/es.js' {}
declare module 'cronstrue/locales/de.js' {}
declare module 'cronstrue/locales/fr.js' {}
declare module 'cronstrue/locales/pt_BR.js' {}
declare module 'cronstrue/locales/zh_CN.js' {}
