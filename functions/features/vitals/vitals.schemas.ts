import * as z from '../../lib/zod';
import {
  effectiveTypes,
  maxMetricsPerBeacon,
  vitalMaximum,
  vitalNames,
  vitalPageTypes,
} from '../../../src/contract/vitals';

const metric = z
  .object({
    name: z.enum(vitalNames, { error: `must be one of ${vitalNames.join(', ')}` }),
    value: z
      .number({ error: 'must be a number' })
      .check(z.gte(0, { error: 'must not be negative' })),
  })
  .check(
    z.superRefine((reported, ctx) => {
      const most = vitalMaximum[reported.name];
      if (reported.value > most)
        ctx.addIssue({ code: 'custom', path: ['value'], message: `must be at most ${most}` });
    }),
  );

/** One page view's beacon: its kind of page, its connection, and one value per metric it has. */
export const beaconInput = z.object({
  page: z.enum(vitalPageTypes, { error: `must be one of ${vitalPageTypes.join(', ')}` }),
  connection: z.optional(
    z.enum(effectiveTypes, { error: `must be one of ${effectiveTypes.join(', ')}` }),
  ),
  metrics: z.array(metric, { error: 'must be a list of metrics' }).check(
    z.minLength(1, { error: 'must hold at least one metric' }),
    z.maxLength(maxMetricsPerBeacon, {
      error: `must hold at most ${maxMetricsPerBeacon} metrics`,
    }),
    z.refine((list) => new Set(list.map((m) => m.name)).size === list.length, {
      error: 'must name each metric once',
    }),
  ),
});

export type Beacon = z.infer<typeof beaconInput>;
