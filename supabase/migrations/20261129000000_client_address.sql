-- The client address the database functions throttle by (docs/security.md, the client address).
--
-- PostgREST hands SQL the request's headers as `request.headers`. On the hosted project every
-- request reaches PostgREST through Cloudflare, which sets `cf-connecting-ip` to the address that
-- opened the connection to it, replacing any value the client sent; `x-forwarded-for` keeps what
-- the client wrote in front (Cloudflare only appends), so its first entry is the client's choice.
-- Which header to trust, and which entry of it counted from the right (1 = the last one, the entry
-- the nearest trusted proxy wrote), is a setting, so an owner behind another proxy changes one row:
--
--   update private.client_address_source set header = 'x-forwarded-for', entry_from_right = 2;
--
-- The address becomes a throttle key: an IPv4 address as it is, an IPv6 address as its /64
-- network (one home or phone gets a whole /64, so its single addresses are free to the holder).
-- A missing or malformed value is NULL: no key, never a made-up one.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create extension if not exists pgcrypto with schema extensions;

create table private.client_address_source (
  only_row boolean primary key default true constraint client_address_source_one_row check (only_row),
  header text not null default 'cf-connecting-ip'
    constraint client_address_source_header_name check (header ~ '^[a-z0-9-]{1,64}$'),
  entry_from_right integer not null default 1
    constraint client_address_source_entry check (entry_from_right between 1 and 10)
);

comment on table private.client_address_source is
  'Which request header holds the client address, and which comma-separated entry (from the right).';

insert into private.client_address_source default values;

create function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  source private.client_address_source;
  raw text;
  entries text[];
  address inet;
begin
  select * into source from private.client_address_source;
  raw := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> source.header;
  entries := string_to_array(raw, ',');
  if entries is null or cardinality(entries) < source.entry_from_right then
    return null;
  end if;
  address := btrim(entries[cardinality(entries) - source.entry_from_right + 1])::inet;
  if family(address) = 6 and not address << '::ffff:0.0.0.0/96'::inet then
    return network(set_masklen(address, 64))::text;
  end if;
  return host(address);
exception
  when invalid_text_representation or invalid_parameter_value then
    return null;
end;
$$;

comment on function private.client_address() is
  'The throttle key of the request''s client address (an IPv4 address or an IPv6 /64), or NULL.';

revoke execute on function private.client_address() from public, anon, authenticated;
