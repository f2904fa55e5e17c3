import * as z from './lib/zod';
import { configSchema, optionalText, readSettings } from './config';
import { isCommonPassword } from './lib/common-passwords';
import { passwordChecking } from './lib/fields';

export { ConfigError, defaultSiteUrl } from './config';

/**
 * The settings (`config.ts`) with ADMIN_PASSWORD held to the rule of every password the shop sets,
 * against the list of common passwords loaded with this module: configuration is read at start,
 * synchronously, by the Node server and the scripts.
 */
const envSchema = z.extend(configSchema, {
  ADMIN_PASSWORD: z.pipe(optionalText, z.optional(passwordChecking(isCommonPassword))),
});

/** The validated configuration of the shop. */
export type AppEnv = z.infer<typeof envSchema>;

/** Parse and validate the environment; throws a `ConfigError` naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): AppEnv {
  return readSettings(envSchema, source);
}
