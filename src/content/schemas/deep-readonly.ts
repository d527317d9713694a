/** Read-only all the way down: definitions are shared by every creature and item instance. */
export type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
