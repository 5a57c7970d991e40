import { openDatabase } from './src/db/client.js';
import { getAccount } from './src/modules/accounts/accounts.service.js';
const database = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/tasman_bench' });
try {
  console.log(await getAccount(database.db, { userType: 'Staff', channel: 'NZ', clientId: null, adviserId: null } as never, '4118748'));
} catch (e) { console.error('ERR', e); }
await database.close();
