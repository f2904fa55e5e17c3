// The tools the tests drive come from Debian (test tools cannot download browsers or runtimes here):
// Chromium's headless shell for the browser tests, Chromium for the bench, Java for the Nu Html
// Checker. Each argument names a Debian package; those whose command is missing are installed with
// apt when running as root, otherwise this stops with the command to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The command each package provides, by which its presence is checked. */
const commands = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell',
  'default-jre-headless': '/usr/bin/java',
};

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!(name in commands)) {
    console.error(`ensure-debian: no command is known for the package ${name}`);
    process.exit(2);
  }
}
const missing = wanted.filter((name) => !existsSync(commands[name]));
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The tests need ${missing.map((name) => commands[name]).join(' and ')}.\n` +
        `Install with: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' and ')} from Debian...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`apt-get update -qq && apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
    env,
  });
  const still = missing.filter((name) => !existsSync(commands[name]));
  if (still.length > 0) {
    console.error(
      `apt-get finished but ${still.map((n) => commands[n]).join(', ')} is still missing.`,
    );
    process.exit(1);
  }
}
