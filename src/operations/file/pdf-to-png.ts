import { definePdfToImage } from '../kits/pdf-to-image.ts'

export default definePdfToImage('png')
