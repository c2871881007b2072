/**
 * npm run sandbox:messages — the contact messages stored in the sandbox, newest first, as the
 * site's owner would read them in the Supabase dashboard (as the database owner: visitors
 * cannot read them back).
 *
 * It reads a copy of .sandbox-data/supabase, so it is safe while `npm run dev` or `npm start`
 * has the database open (two PGlite instances on one folder would corrupt it).
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultDataDir, openSandboxDatabase } from '../supabase/database.ts';
import { printable } from './printable.ts';

interface ContactMessage {
  id: number;
  name: string;
  email: string;
  project_type: string;
  message: string;
  created_at: Date;
  sender_address: string | null;
}

/** One message as the owner reads it; every visitor-typed text goes through `printable`. */
function format(message: ContactMessage): string {
  const when = `${message.created_at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const body = printable(message.message)
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  const address = message.sender_address ? `  (${printable(message.sender_address)})` : '';
  return [
    `#${message.id}  ${when}  [${printable(message.project_type)}]`,
    `  From: ${printable(message.name)} <${printable(message.email)}>${address}`,
    body,
  ].join('\n');
}

if (!existsSync(path.join(defaultDataDir, 'PG_VERSION'))) {
  console.log('No messages yet. (The sandbox database is created by the first request of');
  console.log('`npm run dev` or `npm start`, or by `npm run sandbox:reset`.)');
} else {
  const copy = mkdtempSync(path.join(tmpdir(), 'sandbox-messages-'));
  try {
    cpSync(defaultDataDir, copy, { recursive: true });
    // The record of applied migrations goes with it, so the copy is migrated like the original.
    const record = `${defaultDataDir}.migrations.json`;
    if (existsSync(record)) cpSync(record, `${copy}.migrations.json`);
    const db = await openSandboxDatabase({ dataDir: copy });
    try {
      const { rows } = await db.query<ContactMessage>(
        `select id::int as id, name, email, project_type, message, created_at, sender_address
           from public.contact_messages order by created_at desc, id desc`,
      );
      if (rows.length === 0) console.log('No messages yet.');
      else {
        console.log(`${rows.length} message${rows.length === 1 ? '' : 's'}, newest first:\n`);
        console.log(rows.map(format).join('\n\n'));
      }
    } finally {
      await db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
    rmSync(`${copy}.migrations.json`, { force: true });
  }
}
