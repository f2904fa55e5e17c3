// Preloaded with `--import` (`npm start`, the Astro builder, and every process of `npm test`
// through NODE_OPTIONS): resolves a package's relative `.js` imports without Node re-reading the
// package's manifest for each of them. To tell a `.js` file's format, Node looks up the nearest
// package.json on every import and copies all of its fields, parsing the whole `exports` map
// again each time (Node 22–26: `getPackageScopeConfig` spreads an object whose `exports` is parsed
// on access). drizzle-orm's manifest is 179 KB, mostly `exports`, and the 110 of its modules the
// server loads import each other: importing them took 0.8 s of CPU, 0.6 s of it in this lookup,
// in every server, script, build and test process (decision 048). Here each folder's package type
// is read once.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The `type` of the nearest package.json above each folder asked about, or null. */
const typeOfFolder = new Map();

/** 'module' or 'commonjs' when the nearest package.json says so; null leaves it to Node. */
function declaredType(folder) {
  const known = typeOfFolder.get(folder);
  if (known !== undefined) return known;
  let type = null;
  let manifest;
  try {
    manifest = readFileSync(join(folder, 'package.json'), 'utf8');
  } catch {
    const parent = dirname(folder);
    if (parent !== folder) type = declaredType(parent);
  }
  if (manifest !== undefined) {
    try {
      const declared = JSON.parse(manifest).type;
      // No "type" at all: Node looks at the file's syntax, so that case stays Node's.
      if (declared === 'module' || declared === 'commonjs') type = declared;
    } catch {
      // A manifest Node cannot read either: Node reports it.
    }
  }
  typeOfFolder.set(folder, type);
  return type;
}

// Node before 22.15 has no in-thread hooks (nor this cost to save): it loads as it always did.
nodeModule.registerHooks?.({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (
      parent?.startsWith('file:') &&
      parent.includes('/node_modules/') &&
      (specifier.startsWith('./') || specifier.startsWith('../')) &&
      specifier.endsWith('.js')
    ) {
      const path = fileURLToPath(new URL(specifier, parent));
      if (statSync(path, { throwIfNoEntry: false })?.isFile()) {
        // As Node does: a module is known by its real path, so a linked one loads only once.
        const real = realpathSync.native(path);
        const format = declaredType(dirname(real));
        if (format) return { url: pathToFileURL(real).href, format, shortCircuit: true };
      }
    }
    return nextResolve(specifier, context);
  },
});
