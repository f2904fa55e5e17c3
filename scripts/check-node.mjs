// Every npm script starts here: the toolchain (Astro 7, vitest 5) needs Node 22.12+, which the
// `node` devDependency provides at node_modules/.bin/node. Fail loudly instead of half-working.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Chandi needs Node 22.12 or newer, but npm ran Node ${process.versions.node}.\n` +
      'Run `npm install` first: it installs Node 22 from the npm registry into node_modules/.bin,\n' +
      'which npm scripts use before the system Node.',
  );
  process.exit(1);
}
