import type { AppConfig } from '../../app/env/contract.ts';
import { isLoopbackHost } from './deployRefusal.ts';

/**
 * The variables of live services that point at this machine (the standalone sandbox, a local
 * Supabase): fine for local work, which the env contract allows, but a deployed site's visitors
 * would call their own machines. Sandbox defaults (same-origin paths) are not live, so not here.
 */
export function localServiceVariables(config: AppConfig): string[] {
  const addresses: [string, string | null][] = [
    ['VITE_SUPABASE_URL', config.supabase.source === 'live' ? config.supabase.url : null],
    ['VITE_YOUTUBE_API_BASE', config.youtube.source === 'live' ? config.youtube.apiBase : null],
    [
      'VITE_STOREFRONT_API_BASE',
      config.storefront.source === 'live' ? config.storefront.apiBase : null,
    ],
    ['VITE_STORE_URL', config.storefront.source === 'live' ? config.storefront.storeUrl : null],
  ];
  return addresses
    .filter(([, address]) => address !== null && isLocal(address))
    .map(([variable]) => variable);
}

function isLocal(address: string): boolean {
  try {
    return isLoopbackHost(new URL(address).hostname);
  } catch {
    return false;
  }
}
