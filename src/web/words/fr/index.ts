import site from './site.ts'
import categories from './categories.ts'
import app from './app.ts'
import keys from './keys.ts'

export default { site, categories, app, keys }
