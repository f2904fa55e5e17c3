// Set-up file of the timed checks (vitest.stress.config.ts): none starts while the global setup's
// build of the large catalogue still runs beside the fault checks, which would skew its figures.
import { inject } from 'vitest';
import { largeCatalogueBuilt } from './global-setup';

await largeCatalogueBuilt(inject('largeCatalogueDir'));
