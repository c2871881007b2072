-- A proof of work for every contact message, instead of a global cap (docs/security.md, the
-- contact form's proof of work).
--
-- The form asks for a challenge, `rpc('contact_challenge')`, solves it in a Web Worker while the
-- visitor types, and sends the solution with the message:
--
--   supabase.rpc('submit_contact_message', { name, email, project_type, message, altcha })
--
-- The challenge is ALTCHA's (v1): `salt` carries signed parameters (`?expires=<unix s>&level=<n>&`),
-- `challenge` = hex SHA-256(salt || number) for a secret number in 0..maxnumber, `signature` =
-- hex HMAC-SHA-256(challenge) under a secret that only this database holds. The solution,
-- `altcha`, is ALTCHA's payload: base64 of {"algorithm","challenge","number","salt","signature"}.
-- Nothing is stored for a challenge; a solution is stored once used (until it expires), so it is
-- never accepted twice.
--
-- No global lockout: the challenge grows harder with the messages of the last 10 minutes (level
-- = one per 10 messages, at most 7; maxnumber = 100,000 × 2^level), so a flood pays more for each
-- message while a visitor still gets through. A solution more than one level below the current
-- one is refused as outdated (the form then solves a fresh challenge and sends again), so
-- challenges fetched in a calm moment cannot be stockpiled for a flood; the one level of slack
-- spares a visitor whose solving overlapped the flood's next 10 messages.
--
--   SQLSTATE  message                        HTTP  when
--   22023     contact_invalid_<field>        400   a field is missing, too long, or malformed
--   22023     contact_invalid_characters     400   control or text-direction characters (detail: the field)
--   PT403     contact_challenge_invalid      403   no solution, a wrong one, or one not signed here
--   PT403     contact_challenge_expired      403   the challenge is past its 10 minutes
--   PT403     contact_challenge_used         403   the solution was already used
--   PT403     contact_challenge_outdated     403   the level rose by 2 or more since the challenge was made
--   PT429     contact_sender_limit           429   3 messages from this e-mail in 10 minutes
--   PT429     contact_address_limit          429   10 messages from this client address in 10 minutes
--
-- The signing secret is made here, at random, and never leaves the database (no grant reads it).
-- An owner rotates it with one statement in the SQL editor (supabase/README.md, rotating):
--
--   update private.contact_challenge_secret set secret = encode(extensions.gen_random_bytes(32), 'hex');
--
-- Challenges signed before then are refused as invalid; the form fetches a new one and resends.

create table private.contact_challenge_secret (
  only_row boolean primary key default true
    constraint contact_challenge_secret_one_row check (only_row),
  secret text not null default encode(extensions.gen_random_bytes(32), 'hex')
    constraint contact_challenge_secret_length check (char_length(secret) >= 32)
);

insert into private.contact_challenge_secret default values;

create table private.contact_challenges_used (
  challenge text primary key,
  expires_at timestamptz not null
);

create index contact_challenges_used_expiry on private.contact_challenges_used (expires_at);

-- The current level, from the messages of the last 10 minutes.
create function private.contact_challenge_level()
returns integer
language sql
stable
set search_path = ''
as $$
  select least(count(*) / 10, 7)::integer
    from public.contact_messages
   where created_at > now() - interval '10 minutes';
$$;

create function private.contact_challenge_signature(challenge text)
returns text
language sql
stable
set search_path = ''
as $$
  select encode(extensions.hmac(challenge, secret, 'sha256'), 'hex')
    from private.contact_challenge_secret;
$$;

create function public.contact_challenge()
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  level integer := private.contact_challenge_level();
  max_number integer := 100000 * (1 << level);
  salt text := encode(extensions.gen_random_bytes(12), 'hex')
    || '?expires=' || (extract(epoch from now() + interval '10 minutes'))::bigint
    || '&level=' || level || '&';
  secret_number integer :=
    (('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint % (max_number + 1))::integer;
  challenge text := encode(extensions.digest(salt || secret_number, 'sha256'), 'hex');
begin
  return json_build_object(
    'algorithm', 'SHA-256',
    'challenge', challenge,
    'maxnumber', max_number,
    'salt', salt,
    'signature', private.contact_challenge_signature(challenge)
  );
end;
$$;

comment on function public.contact_challenge() is
  'A signed ALTCHA challenge for the contact form, harder when many messages arrived lately.';

-- Accepts `altcha` once, or raises PT403 with the reason.
create function private.accept_contact_proof(altcha text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  payload json;
  salt text;
  expires_at timestamptz;
  level integer;
begin
  begin
    payload := convert_from(decode(altcha, 'base64'), 'UTF8')::json;
    salt := payload ->> 'salt';
    expires_at := to_timestamp((substring(salt from '[?&]expires=([0-9]{1,12})&'))::bigint);
    level := (substring(salt from '[?&]level=([0-9])&'))::integer;
  exception when others then
    payload := null;
  end;
  if payload is null or json_typeof(payload) <> 'object'
     or payload ->> 'algorithm' is distinct from 'SHA-256'
     or salt !~ '^[0-9a-f]{24}\?([a-z]+=[0-9]+&)+$' or expires_at is null or level is null
     or coalesce(payload ->> 'number', '') !~ '^[0-9]{1,10}$'
     or payload ->> 'challenge' is distinct from
        encode(extensions.digest(salt || (payload ->> 'number'), 'sha256'), 'hex')
     or payload ->> 'signature' is distinct from
        private.contact_challenge_signature(payload ->> 'challenge') then
    raise exception using errcode = 'PT403', message = 'contact_challenge_invalid',
      hint = 'Solve a challenge from contact_challenge and send its payload as altcha.';
  end if;
  if expires_at <= now() then
    raise exception using errcode = 'PT403', message = 'contact_challenge_expired',
      hint = 'The challenge expired; solve a new one.';
  end if;
  if level < private.contact_challenge_level() - 1 then
    raise exception using errcode = 'PT403', message = 'contact_challenge_outdated',
      hint = 'Many messages arrived since the challenge was made; solve a new one.';
  end if;
  delete from private.contact_challenges_used where contact_challenges_used.expires_at < now();
  insert into private.contact_challenges_used (challenge, expires_at)
  values (payload ->> 'challenge', expires_at)
  on conflict do nothing;
  if not found then
    raise exception using errcode = 'PT403', message = 'contact_challenge_used',
      hint = 'Each solution is accepted once.';
  end if;
end;
$$;

-- Control characters (line breaks and tabs allowed in the message only) and the bidi embedding,
-- override and isolate characters (U+202A–U+202E, U+2066–U+2069), as the form refuses them
-- (src/domain/site/contact/characters.ts).
create function private.has_unsafe_characters(value text, multiline boolean)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case when multiline
    then value ~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]'
    else value ~ '[\x01-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]'
  end;
$$;

drop function public.submit_contact_message(text, text, text, text);

create function public.submit_contact_message(
  name text,
  email text,
  project_type text,
  message text,
  altcha text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  from_address text := private.client_address();
  from_email text := lower(btrim(coalesce(email, '')));
  unsafe_field text;
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
  unsafe_field := case
    when private.has_unsafe_characters(name, false) then 'name'
    when private.has_unsafe_characters(email, false) then 'email'
    when private.has_unsafe_characters(message, true) then 'message'
  end;
  if unsafe_field is not null then
    raise exception using errcode = '22023', message = 'contact_invalid_characters',
      detail = unsafe_field,
      hint = 'No control characters (line breaks and tabs only in the message) and no text-direction overrides.';
  end if;

  perform pg_advisory_xact_lock(hashtext('public.submit_contact_message'));

  perform private.accept_contact_proof(altcha);

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

comment on function public.submit_contact_message(text, text, text, text, text) is
  'Stores one contact message dated now(), after checking its fields, its proof of work and the throttles.';

revoke execute on function public.contact_challenge()
  from public, anon, authenticated, service_role;
grant execute on function public.contact_challenge() to anon;
revoke execute on function public.submit_contact_message(text, text, text, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.submit_contact_message(text, text, text, text, text) to anon;
revoke execute on function private.contact_challenge_level(), private.contact_challenge_signature(text),
  private.accept_contact_proof(text), private.has_unsafe_characters(text, boolean)
  from public, anon, authenticated;
