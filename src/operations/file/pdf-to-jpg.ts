import { definePdfToImage } from '../../lib/pdf-render.ts'

export default definePdfToImage('jpg')
