import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

export type ContentClient = SupabaseClient<Database>;

export interface ContentClientOptions {
  url: string;
  anonKey: string;
  /** Node has no global WebSocket before v22; supabase-js wants one even when unused. */
  webSocket?: unknown;
  /** Injected fetch (tests); default the global fetch. */
  fetch?: typeof fetch;
}

/** A supabase-js client for the anonymous visitor: no session, no auth refresh. */
export function createContentClient({
  url,
  anonKey,
  webSocket,
  fetch,
}: ContentClientOptions): ContentClient {
  return createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(webSocket ? { realtime: { transport: webSocket as never } } : {}),
    ...(fetch ? { global: { fetch } } : {}),
  });
}
