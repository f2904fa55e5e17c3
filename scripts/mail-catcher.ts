import { startSmtpCatcher } from '../functions/test/smtp-catcher';

// A mailbox for the browser tests (playwright.config.ts starts it beside the shop, whose SMTP_URL
// points here) and for trying e-mail locally: `npx tsx scripts/mail-catcher.ts`, then start the
// shop with SMTP_URL=smtp://127.0.0.1:2525. Each message is written as JSON into MAIL_CATCHER_DIR.
const port = Number(process.env.MAIL_CATCHER_PORT ?? 2525);
const saveDir = process.env.MAIL_CATCHER_DIR ?? 'data/mail';
const catcher = await startSmtpCatcher({ port, saveDir });
// A mailbox that does not exist, for tests of a refused message: anything at refused.example.
catcher.behaviour.refuse = (address) => address.toLowerCase().endsWith('@refused.example');
console.log(`Mail catcher on ${catcher.url}, writing messages to ${saveDir}/`);
const stop = () => void catcher.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
