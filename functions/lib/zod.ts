import { config, ZodMiniPipe, ZodMiniTransform, type core, type ZodMiniType } from 'zod/mini';
import { $constructor, $ZodEncodeError } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

// The server's zod is zod/mini: a bundle keeps only the functions a schema calls, where classic
// zod's methods bring all of it into every cold Worker isolate (decision 047). Classic zod also
// installs its English messages; zod/mini's are all "Invalid input" until told otherwise, and
// clients read them in 400 answers. Every schema imports zod from here, so English is set before
// any of them parses.
config(en());

export * from 'zod/mini';

// In an async parse (the validators' `safeParseAsync`) zod/mini's transform answers a turn later
// even when its function did not wait, and an object sets such a field, and reports its
// problems, after the others: answers and 400 messages would list the fields in another order.
// Classic zod's answers at once, as this one does.
const SyncTransform = $constructor<ZodMiniTransform>('ShopTransform', (inst, def) => {
  ZodMiniTransform.init(inst, def);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === 'backward') throw new $ZodEncodeError(inst.constructor.name);
    const output = def.transform(payload.value, payload);
    if (output instanceof Promise) {
      return output.then((value) => {
        payload.value = value;
        return payload;
      });
    }
    payload.value = output;
    return payload;
  };
});

/** zod/mini's `z.transform`, answering at once when `fn` does (classic zod's behaviour). */
export function transform<I = unknown, O = I>(
  fn: (input: I, ctx: core.ParsePayload) => O,
): ZodMiniTransform<Awaited<O>, I> {
  return new SyncTransform({ type: 'transform', transform: fn as never }) as never;
}

/**
 * Classic zod's `z.preprocess`, which zod/mini lacks: `fn` takes the raw input, `schema` parses
 * what it returns. Typed as classic zod types it: a field is optional in the input (`hc<AppType>`)
 * when `schema` is, where `z.pipe(z.transform(fn), schema)` would make it required.
 */
export function preprocess<A, U extends core.$ZodType, B = unknown>(
  fn: (input: B, ctx: core.ParsePayload) => A,
  schema: U,
): ZodMiniType<core.output<U>, B, core.$ZodPreprocessInternals<U, B>> {
  return new ZodMiniPipe({ type: 'pipe', in: transform(fn), out: schema }) as never;
}
