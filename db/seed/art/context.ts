import type { Stone } from '../catalogue';
import { isOxidised, metalFor } from './palette';
import type { MetalTone } from './palette';
import { createRng } from './random';
import type { Rng } from './random';

/** How a piece is posed for one view. */
export type Pose = 'hero' | 'angle' | 'flat';

/** Everything a shape function needs while drawing one piece. */
export interface Ctx {
  rng: Rng;
  seed: number;
  stone: Stone;
  metal: MetalTone;
  oxidised: boolean;
  pose: Pose;
  /** extra definitions (clip paths, masks) collected while drawing */
  defs: string[];
  uid(prefix: string): string;
}

/** A drawn piece in local coordinates around the origin, with its floor shadow. */
export interface Piece {
  body: string;
  shadow: { cx: number; cy: number; rx: number; ry: number };
}

/** Create a drawing context; the generator is re-seeded so every view shares the design. */
export function createCtx(seed: number, stone: Stone, pose: Pose): Ctx {
  let counter = 0;
  return {
    rng: createRng(seed),
    seed,
    stone,
    metal: metalFor(seed),
    oxidised: isOxidised(seed),
    pose,
    defs: [],
    uid: (prefix) => `${prefix}${++counter}`,
  };
}
