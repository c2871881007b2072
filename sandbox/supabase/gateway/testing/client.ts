/**
 * supabase-js as the site configures it, pointed at a test sandbox. Typed loosely on purpose:
 * the tests also send what a typed client would refuse to compile.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

type Row = Record<string, unknown>;

export interface AnySchemaDatabase {
  public: {
    Tables: Record<string, { Row: Row; Insert: Row; Update: Row; Relationships: [] }>;
    Views: Record<string, never>;
    Functions: Record<string, { Args: Record<string, unknown>; Returns: unknown }>;
    Enums: Record<string, never>;
    CompositeTypes: Record<string, never>;
  };
}

export type SandboxClient = SupabaseClient<AnySchemaDatabase>;

export function sandboxClient(url: string): SandboxClient {
  return createClient<AnySchemaDatabase>(url, 'sandbox-anon-key', {
    auth: { persistSession: false },
    // Node 20 has no global WebSocket; supabase-js's realtime part needs one even unused.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}
