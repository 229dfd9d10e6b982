import { imageBench, imageReport } from './images.ts'
import { pdfBench, pdfReport } from './pdf.ts'
const r = await imageBench(process.env.SVC!, Number(process.env.ROUNDS ?? 2), false)
console.log(imageReport(r).join('\n'))
if (process.env.PDF) console.log(pdfReport(await pdfBench(process.env.SVC!, 1, false), false).join('\n'))
