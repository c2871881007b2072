-- The blog's view counter (docs/product.md, blog: a view of a post adds one to its views;
-- docs/architecture.md, security: post views go up by one through an atomic database
-- function, never by a client-side read-then-write).
--
-- Called as supabase.rpc('increment_post_views', { post_id }) → POST /rest/v1/rpc/increment_post_views.
--
-- Returns the new view count, or NULL when no published post has that id (missing or
-- unpublished: the two are indistinguishable on purpose, so drafts do not leak). A NULL result is
-- not an error; the client only logs a failed increment anyway.
--
-- Why SECURITY DEFINER: visitors have no UPDATE grant on blog_posts (it would let them set any
-- column, or views to any number). The function runs as its owner, which bypasses RLS as the table
-- owner, and can change exactly one thing: views + 1 of one published post. The single UPDATE
-- statement is atomic, so concurrent views never lose counts.
-- Why search_path = '': a definer function must not resolve names through a caller-controlled
-- search path; every name inside is schema-qualified (Supabase advisor:
-- function_search_path_mutable).

create function public.increment_post_views(post_id bigint)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.blog_posts
     set views = views + 1
   where id = post_id
     and published
  returning views;
$$;

comment on function public.increment_post_views(bigint) is
  'Adds one view to a published post and returns the new count; NULL if no published post has that id.';

-- EXECUTE for anon only. PostgreSQL grants EXECUTE to PUBLIC and Supabase to anon, authenticated
-- and service_role on every new function; take all of that back, then grant the one caller the
-- site has: anonymous visitors. (service_role can update the table directly if it ever needs to.)
revoke execute on function public.increment_post_views(bigint)
  from public, anon, authenticated, service_role;
grant execute on function public.increment_post_views(bigint) to anon;
