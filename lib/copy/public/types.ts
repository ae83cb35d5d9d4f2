/**
 * The shape every language's public dictionary has: the English dictionary's keys, with each text widened to
 * `string` (and each text-making function kept with its parameters), so a translation that misses or misnames a key
 * does not compile.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends readonly (infer U)[]
      ? readonly Translated<U>[]
      : { readonly [K in keyof T]: Translated<T[K]> }
