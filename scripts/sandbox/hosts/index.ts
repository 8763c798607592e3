import type { SandboxContext } from '../context.ts';
import * as availability from './availability.ts';
import * as cache from './cache.ts';
import * as chat from './chat.ts';
import * as checkout from './checkout.ts';
import * as commerce from './commerce.ts';
import * as flags from './flags.ts';
import * as forms from './forms.ts';
import * as main from './main.ts';
import * as payment from './payment.ts';
import * as recovery from './recovery.ts';
import * as site from './site.ts';
import * as theme from './theme.ts';

/** One module per emulated host; their request and answer shapes are in ../contracts (from the spec). */
export function registerAll(ctx: SandboxContext): void {
  for (const host of [
    commerce,
    theme,
    cache,
    availability,
    flags,
    site,
    forms,
    checkout,
    payment,
    recovery,
    main,
    chat,
  ]) {
    host.register(ctx);
  }
}
