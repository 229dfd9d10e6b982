import { execFileSync } from 'node:child_process'

/**
 * Whether an independent command-line program the tests compare against (qrencode, zint,
 * rsvg-convert, pdfimages…) is installed. Under CI it must be: .ci/run installs it from Debian.
 * Elsewhere the tests that need it are skipped, with the reason printed once.
 */
export function externalTool(command: string, debianPackage: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' })
    return true
  } catch {
    if (process.env.CI === 'true') throw new Error(`CI=true but ${command} is missing; .ci/run installs the ${debianPackage} package`)
    console.warn(`skipping the checks that need ${command}: it is not installed (apt-get install ${debianPackage})`)
    return false
  }
}
