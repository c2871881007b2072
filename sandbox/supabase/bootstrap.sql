-- Sandbox only: what a hosted Supabase project already has before our migrations run.
-- The roles PostgREST switches to, and their access to the public schema.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Supabase grants table privileges to these roles by default; migrations must revoke what they
-- do not want, so the sandbox reproduces that default.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

-- Hosted projects keep extensions such as pgcrypto in their own schema, `extensions`.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
