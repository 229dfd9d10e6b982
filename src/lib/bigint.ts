export function convertBase(_arg: { value: string; from: number; to: number }): string { throw new Error('todo') }
export function gcdLcm(_arg: { a: string; b: string }): { gcd: string; lcm: string } { throw new Error('todo') }
export function isPrime(_arg: { value: string }): boolean { throw new Error('todo') }
