import { z } from 'zod';

/**
 * A session's clock. It starts at real time and keeps ticking with it; `set` and `advance` move it by a
 * fixed offset (it still ticks), `pause` freezes it where it is (`set`/`advance` then move the frozen time),
 * `pause: false` lets it tick again from there, `real` drops every change.
 */
export const clockBodySchema = z
  .strictObject({
    set: z.union([z.number().int().min(0), z.iso.datetime({ offset: true })]).optional(),
    advance: z.number().int().optional(),
    pause: z.boolean().optional(),
    real: z.literal(true).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Give set, advance, pause or real' });

export type ClockBody = z.infer<typeof clockBodySchema>;

export interface ClockState {
  now: string;
  epochMs: number;
  offsetMs: number;
  paused: boolean;
}

export class SessionClock {
  private offsetMs = 0;
  private pausedAt: number | undefined;
  private readonly realNow: () => number;

  /** `realNow` is the one place the sandbox reads the machine's time. */
  constructor(realNow: () => number = () => Date.now()) {
    this.realNow = realNow;
  }

  now(): number {
    return this.pausedAt ?? this.realNow() + this.offsetMs;
  }

  apply(body: ClockBody): void {
    if (body.real) {
      this.offsetMs = 0;
      this.pausedAt = undefined;
    }
    if (body.pause === true && this.pausedAt === undefined) this.pausedAt = this.now();
    if (body.set !== undefined) this.moveTo(typeof body.set === 'number' ? body.set : Date.parse(body.set));
    if (body.advance !== undefined) this.moveTo(this.now() + body.advance);
    if (body.pause === false && this.pausedAt !== undefined) {
      this.offsetMs = this.pausedAt - this.realNow();
      this.pausedAt = undefined;
    }
  }

  reset(): void {
    this.apply({ real: true });
  }

  state(): ClockState {
    const epochMs = this.now();
    return {
      now: new Date(epochMs).toISOString(),
      epochMs,
      offsetMs: epochMs - this.realNow(),
      paused: this.pausedAt !== undefined,
    };
  }

  private moveTo(epochMs: number): void {
    if (this.pausedAt !== undefined) this.pausedAt = epochMs;
    else this.offsetMs = epochMs - this.realNow();
  }
}
