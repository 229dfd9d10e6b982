/** A translation must provide every key of the English section it translates. */
export type Catalogue<T> = { readonly [K in keyof T]: string }
