import type { z } from "zod";

/**
 * The structure of a zod schema, read from its definition. zod has no public walker, so
 * the two places that walk schemas (did-you-mean keys, reference trees) share this one.
 */
export interface SchemaDef {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly items?: z.ZodType[];
  readonly options?: z.ZodType[];
}

export function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

/** Unwraps optional/default/pipe layers down to the schema that holds structure. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(s);
    if (def.innerType) s = def.innerType;
    else if (def.type === "pipe" && def.in) s = def.in;
    else break;
  }
  return s;
}
