/**
 * Values built on first use and kept. Start-up runs every module's top level, so what a
 * module builds there (zod schemas, tables made from them) is paid by every command, even
 * one that never reads it; built through these, it is paid by the first reader only.
 */

/** `lazy(() => build())` is a function returning the one value `build` made on its first call. */
export function lazy<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}

/** Each property's value as its builder makes it. */
export type Built<T extends Record<string, () => unknown>> = { readonly [K in keyof T]: ReturnType<T[K]> };

/**
 * An object whose every property is made by its builder on first read and then kept. Its
 * keys are ordinary enumerable own properties, in the builders' order, so `Object.keys`,
 * `in`, `Object.hasOwn` and indexing never build anything; reading a value (spreading the
 * object, `Object.entries`) builds what it reads.
 */
export function lazyFields<T extends Record<string, () => unknown>>(builders: T): Built<T> {
  const fields = {};
  for (const key of Object.keys(builders)) {
    Object.defineProperty(fields, key, { enumerable: true, get: lazy(builders[key]!) });
  }
  return fields as Built<T>;
}
