// Browser tests drive Debian's Chromium (test tools cannot download browsers here).
// Install it with apt when missing and running as root; otherwise stop with a clear message.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need Debian's Chromium at ${chromium}.\n` +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian (about 20 s)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit', env });
  if (!existsSync(chromium)) {
    console.error(`apt-get finished but ${chromium} is still missing.`);
    process.exit(1);
  }
}
