-- Content schema for the portfolio site: blog posts, projects, portfolio videos and contact
-- messages, each with row-level security in the same migration so no table is ever exposed
-- through the anon key without its rules.
--
-- Access model (docs/architecture.md, security): there are no accounts.
-- Visitors use the public anon key and may only
--   * read published blog posts, all projects and all portfolio videos;
--   * submit a contact message (write-only: never read back, changed or deleted);
--   * bump a post's view counter through public.increment_post_views (next migration).
-- Everything else is denied. Supabase grants ALL on new tables to anon and authenticated by
-- default and policies do not remove grants, so each table first revokes everything from those
-- roles and then grants back the minimum. `authenticated` gets the same read access as anon so a
-- future signed-in owner still sees the public site. service_role keeps Supabase's defaults: it
-- bypasses RLS and is the owner's administration key, never shipped to the browser.

-- ---------------------------------------------------------------------------------------------
-- Shared: keep blog_posts.updated_at current on editorial changes.
-- ---------------------------------------------------------------------------------------------

create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function public.set_updated_at() is
  'Trigger function: stamps updated_at with the time of the change.';

-- A trigger function cannot be called directly, but Supabase grants EXECUTE on every new
-- function to the API roles; take it back so nothing in the exposed schema is callable by accident.
revoke execute on function public.set_updated_at() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- blog_posts
-- ---------------------------------------------------------------------------------------------

create table public.blog_posts (
  id bigint generated always as identity primary key,
  slug text not null unique
    constraint blog_posts_slug_format
      check (char_length(slug) between 1 and 120 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null
    constraint blog_posts_title_length check (char_length(title) between 1 and 200 and title ~ '\S'),
  excerpt text not null
    constraint blog_posts_excerpt_length
      check (char_length(excerpt) between 1 and 500 and excerpt ~ '\S'),
  -- Markdown. Rendered without raw HTML and with a link/image scheme allow-list by the client.
  content text not null
    constraint blog_posts_content_not_blank check (content ~ '\S'),
  category text not null
    constraint blog_posts_category_length
      check (char_length(category) between 1 and 60 and category ~ '\S'),
  -- An absolute http(s) URL or a site-relative path (e.g. /images/og-image.svg).
  image_url text
    constraint blog_posts_image_url_format check (image_url ~ '^(https?://|/)\S*$'),
  -- Optional self-contained HTML/JS block, shown only inside a sandboxed iframe (no same-origin).
  -- Blank is not allowed so "has html_code" and "shows the Interactive badge" always agree.
  html_code text
    constraint blog_posts_html_code_not_blank check (html_code ~ '\S'),
  youtube_video_id text
    constraint blog_posts_youtube_video_id_format
      check (youtube_video_id ~ '^[A-Za-z0-9_-]{11}$'),
  read_time integer not null
    constraint blog_posts_read_time_range check (read_time between 1 and 240),
  published boolean not null default false,
  featured boolean not null default false,
  published_at timestamptz not null default now(),
  views integer not null default 0
    constraint blog_posts_views_not_negative check (views >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.blog_posts is
  'Blog posts. Visitors (anon) see only published rows; views change only via increment_post_views.';
comment on column public.blog_posts.read_time is 'Estimated reading time in minutes.';
comment on column public.blog_posts.views is
  'View counter, incremented atomically by public.increment_post_views.';

-- At most one featured post: the listing's hero reads "featured and published" as a single row.
-- A unique index over a constant admits one row where featured, any number where not.
create unique index blog_posts_one_featured on public.blog_posts ((true)) where featured;

-- The listing reads "published = true order by published_at desc" with offset/limit and an exact
-- count; the partial index holds only visible rows and is already in display order.
create index blog_posts_published_recent on public.blog_posts (published_at desc) where published;

-- The same listing filtered by category (equality first, then the sort key), and the category
-- filter buttons ("select category ... where published order by category"), which this index
-- answers in order. Search (title/content ilike '%term%') is a scan either way; the table is small.
create index blog_posts_published_category_recent
  on public.blog_posts (category, published_at desc) where published;

-- Editorial edits stamp updated_at. The column list keeps the trigger from firing on the
-- views-only update of increment_post_views, so a page view is not an "update" of the post.
create trigger blog_posts_set_updated_at
  before update of slug, title, excerpt, content, category, image_url, html_code,
    youtube_video_id, read_time, published, featured, published_at
  on public.blog_posts
  for each row execute function public.set_updated_at();

alter table public.blog_posts enable row level security;

-- Deny by default: drop Supabase's default ALL grants (INSERT/UPDATE/DELETE/TRUNCATE/...).
revoke all on public.blog_posts from anon, authenticated;
-- The identity sequence too: nobody but the owner draws ids (identity defaults need no grant).
revoke all on sequence public.blog_posts_id_seq from anon, authenticated;

-- Reading is the whole public surface of the blog; the policy below narrows it to published rows.
grant select on public.blog_posts to anon, authenticated;

-- Drafts stay private: anything not published is invisible (filtered out, not an error).
create policy "Visitors read published posts"
  on public.blog_posts
  for select
  to anon, authenticated
  using (published);

-- No insert/update/delete policy and no grant: visitors cannot write posts. The view counter is
-- the one exception and goes through the narrow SECURITY DEFINER function, not an UPDATE grant
-- (an UPDATE grant would let a visitor set any column, or views to any number).

-- ---------------------------------------------------------------------------------------------
-- projects
-- ---------------------------------------------------------------------------------------------

create table public.projects (
  id bigint generated always as identity primary key,
  featured boolean not null default false,
  title text not null
    constraint projects_title_length check (char_length(title) between 1 and 120 and title ~ '\S'),
  description text not null
    constraint projects_description_length
      check (char_length(description) between 1 and 500 and description ~ '\S'),
  category text not null
    constraint projects_category_length
      check (char_length(category) between 1 and 60 and category ~ '\S'),
  -- Opened from "Explore Project": only web addresses, never javascript: or data: URLs.
  project_url text not null
    constraint projects_project_url_format check (project_url ~ '^https?://\S+$'),
  image_url text not null
    constraint projects_image_url_format check (image_url ~ '^(https?://|/)\S*$'),
  color_accent text not null
    constraint projects_color_accent_format check (color_accent ~ '^#[0-9A-Fa-f]{6}$'),
  created_at timestamptz not null default now()
);

comment on table public.projects is 'Project tiles for /projects; public, read-only for visitors.';

-- No extra index: the page reads every row ("order by featured desc, id desc") from a handful.

alter table public.projects enable row level security;

revoke all on public.projects from anon, authenticated;
revoke all on sequence public.projects_id_seq from anon, authenticated;

-- The projects page is public: read-only access to every row.
grant select on public.projects to anon, authenticated;

create policy "Visitors read projects"
  on public.projects
  for select
  to anon, authenticated
  using (true);

-- ---------------------------------------------------------------------------------------------
-- portfolio_videos
-- ---------------------------------------------------------------------------------------------

create table public.portfolio_videos (
  id bigint generated always as identity primary key,
  -- A YouTube video id; title and thumbnail come from the video platform at run time.
  video_id text not null
    constraint portfolio_videos_video_id_format check (video_id ~ '^[A-Za-z0-9_-]{11}$'),
  tag text not null
    constraint portfolio_videos_tag_length check (char_length(tag) between 1 and 40 and tag ~ '\S'),
  description text
    constraint portfolio_videos_description_length check (char_length(description) <= 500),
  created_at timestamptz not null default now()
);

comment on table public.portfolio_videos is
  'Videos shown on /portfolio, filtered by tag; public, read-only for visitors.';

-- The portfolio grid reads "order by created_at desc".
create index portfolio_videos_created_at_desc on public.portfolio_videos (created_at desc);

alter table public.portfolio_videos enable row level security;

revoke all on public.portfolio_videos from anon, authenticated;
revoke all on sequence public.portfolio_videos_id_seq from anon, authenticated;

-- The portfolio is public: read-only access to every row.
grant select on public.portfolio_videos to anon, authenticated;

create policy "Visitors read portfolio videos"
  on public.portfolio_videos
  for select
  to anon, authenticated
  using (true);

-- ---------------------------------------------------------------------------------------------
-- contact_messages
-- ---------------------------------------------------------------------------------------------

create table public.contact_messages (
  id bigint generated always as identity primary key,
  name text not null
    constraint contact_messages_name_length
      check (char_length(name) between 1 and 100 and name ~ '\S'),
  email text not null
    constraint contact_messages_email_format
      check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  project_type text not null
    constraint contact_messages_project_type_known
      check (project_type in ('sponsorship', 'youtube', 'music', 'gaming', 'other')),
  message text not null
    constraint contact_messages_message_length
      check (char_length(message) between 1 and 5000 and message ~ '\S'),
  created_at timestamptz not null default now()
);

comment on table public.contact_messages is
  'Contact form submissions. Visitors may insert only; reading them is for the owner (service role).';

alter table public.contact_messages enable row level security;

revoke all on public.contact_messages from anon, authenticated;
revoke all on sequence public.contact_messages_id_seq from anon, authenticated;

-- Write-only for visitors: INSERT on exactly the form's columns (the client also sends
-- created_at). No SELECT, so other people's messages can never be read back, and the client must
-- not ask for the inserted row (supabase-js: no .select() after .insert(); PostgREST's default
-- return=minimal needs no SELECT). id is identity-generated and not insertable.
grant insert (name, email, project_type, message, created_at) on public.contact_messages to anon;

-- Row-level check for submissions. Policies are evaluated before the table's CHECK constraints,
-- so this re-asserts the size limits only (a flood guard that holds even if the constraints are
-- ever relaxed); malformed input (blank fields, bad e-mail, unknown project type) is left to the
-- CHECK constraints, which report it as a constraint violation (23514, HTTP 400) rather than as
-- a permission error (42501, HTTP 401).
create policy "Visitors submit contact messages"
  on public.contact_messages
  for insert
  to anon
  with check (
    char_length(name) <= 100
    and char_length(email) <= 254
    and char_length(message) <= 5000
  );

-- No select/update/delete policy and no such grants: submissions are never readable or
-- changeable through the API keys visitors hold.
