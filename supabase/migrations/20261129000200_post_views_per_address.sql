-- A post's view counter that nobody can pump (docs/security.md, the database): at most 3 views
-- of one post from one client address (private.client_address(): an IPv4 address or an IPv6 /64)
-- in one clock hour, whatever the client sends. The browser already counts a post once a day
-- (src/domain/site/blog/viewRecord.ts); this holds for clients that do not.
--
-- Exact under concurrency: each call adds to its (post, address, hour) row with one
-- INSERT … ON CONFLICT DO UPDATE … WHERE views < 3. Concurrent calls on the same row wait for
-- each other's row lock and the WHERE is checked against the row as the last one left it, so 40
-- parallel calls count 3, never more. Only a call that counted there adds one to the post.
--
-- A request with no usable address shares the key 'unknown' (a proxy that stopped passing the
-- header makes views undercount, never run away). Rows older than the previous hour go.
--
-- Called as before: rpc('increment_post_views', { post_id }) returns the post's count (whether
-- or not this call counted), or NULL when no published post has that id.

create table private.post_view_tallies (
  post_id bigint not null references public.blog_posts (id) on delete cascade,
  address text not null,
  hour timestamptz not null,
  views integer not null,
  primary key (post_id, address, hour)
);

create index post_view_tallies_hour on private.post_view_tallies (hour);

create or replace function public.increment_post_views(post_id bigint)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  this_hour timestamptz := date_trunc('hour', now());
  counted boolean;
  total integer;
begin
  if not exists (select 1 from public.blog_posts p where p.id = post_id and p.published) then
    return null;
  end if;
  delete from private.post_view_tallies t where t.hour < this_hour - interval '1 hour';
  insert into private.post_view_tallies as t (post_id, address, hour, views)
  values (post_id, coalesce(private.client_address(), 'unknown'), this_hour, 1)
  on conflict on constraint post_view_tallies_pkey do update set views = t.views + 1
    where t.views < 3
  returning true into counted;
  if counted then
    update public.blog_posts p set views = p.views + 1
     where p.id = post_id and p.published
    returning p.views into total;
  else
    select p.views into total from public.blog_posts p where p.id = post_id and p.published;
  end if;
  return total;
end;
$$;

comment on function public.increment_post_views(bigint) is
  'Adds one view to a published post (at most 3 per client address per post per hour) and returns its count; NULL if no published post has that id.';
