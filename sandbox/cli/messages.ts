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

interface ContactMessage {
  id: number;
  name: string;
  email: string;
  project_type: string;
  message: string;
  created_at: Date;
}

function format(message: ContactMessage): string {
  const when = `${message.created_at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const body = message.message
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return [
    `#${message.id}  ${when}  [${message.project_type}]`,
    `  From: ${message.name} <${message.email}>`,
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
    const db = await openSandboxDatabase({ dataDir: copy });
    try {
      const { rows } = await db.query<ContactMessage>(
        `select id::int as id, name, email, project_type, message, created_at
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
  }
}
