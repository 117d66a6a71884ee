// A second app process for two-processes.int.test.ts, on the same DATABASE_URL:
//   tsx --conditions=react-server test/kits/sms-peer.ts send <phone> <client>
//   tsx --conditions=react-server test/kits/sms-peer.ts verify <phone> <code>
// It prints the service's answer as JSON on stdout.
import { closeDb } from '@/lib/server/db/client';
import { sendVerifyCode, verifySmsCode } from '@/lib/server/sms';

const [command, phone = '', arg = ''] = process.argv.slice(2);
const answer =
  command === 'send'
    ? await sendVerifyCode({ phone, purpose: 'login', client: arg })
    : await verifySmsCode(phone, 'login', arg);
process.stdout.write(JSON.stringify(answer));
await closeDb();
