-- Contact messages only through a function (hardening).
--
-- Until now visitors inserted into contact_messages directly: one POST could carry an array of
-- 200 rows, each dated as the sender liked (2999-12-31 sorts first forever in a newest-first
-- inbox). Now anon has no table privilege at all; the one way in is
--
--   supabase.rpc('submit_contact_message', { name, email, project_type, message })
--   → POST /rest/v1/rpc/submit_contact_message
--
-- which stores exactly one row per call, dated by the server, after checking every field and
-- three throttles:
--
--   SQLSTATE  message                  HTTP  when
--   22023     contact_invalid_<field>  400   a field is missing, too long, or malformed
--   PT429     contact_sender_limit     429   3 messages from this e-mail in 10 minutes
--   PT429     contact_address_limit    429   10 messages from this client address in 10 minutes
--   PT429     contact_global_limit     429   30 messages from anyone in the last minute
--
-- (PostgREST answers a `PTxyz` SQLSTATE with HTTP status xyz.) The client address is read from
-- the request headers PostgREST passes as `request.headers`: Cloudflare's `cf-connecting-ip`,
-- else `x-real-ip` (Supabase's gateway), else the first `x-forwarded-for` entry. A client may
-- forge some of these, so the address limit only adds to the e-mail limit and the global cap,
-- which hold whatever the headers say.
--
-- Concurrent calls take one transaction-scoped advisory lock, so two sends cannot both pass a
-- throttle that only one of them fits under. Messages are rare; the lock costs nothing.

alter table public.contact_messages
  add column sender_address text
    constraint contact_messages_sender_address_length check (char_length(sender_address) <= 64);

comment on column public.contact_messages.sender_address is
  'The client address the request came from (for the throttle and for the owner), or NULL.';

create index contact_messages_sender_email_recent
  on public.contact_messages (lower(email), created_at desc);
create index contact_messages_sender_address_recent
  on public.contact_messages (sender_address, created_at desc)
  where sender_address is not null;
create index contact_messages_recent on public.contact_messages (created_at desc);

-- Visitors write through the function only.
drop policy "Visitors submit contact messages" on public.contact_messages;
revoke insert on public.contact_messages from anon;

create function public.submit_contact_message(
  name text,
  email text,
  project_type text,
  message text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  headers json := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json;
  from_address text := left(nullif(btrim(coalesce(
    headers ->> 'cf-connecting-ip',
    headers ->> 'x-real-ip',
    split_part(headers ->> 'x-forwarded-for', ',', 1)
  )), ''), 64);
  from_email text := lower(btrim(coalesce(email, '')));
begin
  if name is null or char_length(btrim(name)) = 0 or char_length(name) > 100 then
    raise exception using errcode = '22023', message = 'contact_invalid_name',
      hint = 'A name of 1 to 100 characters.';
  end if;
  if email is null or char_length(email) > 254 or email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception using errcode = '22023', message = 'contact_invalid_email',
      hint = 'An e-mail address of at most 254 characters.';
  end if;
  if project_type is null
     or project_type not in ('sponsorship', 'youtube', 'music', 'gaming', 'other') then
    raise exception using errcode = '22023', message = 'contact_invalid_project_type',
      hint = 'One of sponsorship, youtube, music, gaming, other.';
  end if;
  if message is null or char_length(btrim(message)) = 0 or char_length(message) > 5000 then
    raise exception using errcode = '22023', message = 'contact_invalid_message',
      hint = 'A message of 1 to 5000 characters.';
  end if;

  perform pg_advisory_xact_lock(hashtext('public.submit_contact_message'));

  if (select count(*) from public.contact_messages
       where created_at > now() - interval '1 minute') >= 30 then
    raise exception using errcode = 'PT429', message = 'contact_global_limit',
      hint = 'Many messages are arriving; try again in a minute.';
  end if;
  if (select count(*) from public.contact_messages
       where lower(contact_messages.email) = from_email
         and created_at > now() - interval '10 minutes') >= 3 then
    raise exception using errcode = 'PT429', message = 'contact_sender_limit',
      hint = 'At most 3 messages from one e-mail address in 10 minutes.';
  end if;
  if from_address is not null
     and (select count(*) from public.contact_messages
           where contact_messages.sender_address = from_address
             and created_at > now() - interval '10 minutes') >= 10 then
    raise exception using errcode = 'PT429', message = 'contact_address_limit',
      hint = 'At most 10 messages from one address in 10 minutes.';
  end if;

  insert into public.contact_messages (name, email, project_type, message, created_at, sender_address)
  values (btrim(name), btrim(email), project_type, btrim(message), now(), from_address);
end;
$$;

comment on function public.submit_contact_message(text, text, text, text) is
  'Stores one contact message dated now(), after checking its fields and the throttles.';

revoke execute on function public.submit_contact_message(text, text, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.submit_contact_message(text, text, text, text) to anon;
