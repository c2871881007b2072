import { describe, expect, it } from 'vitest';
import type { BlogPostRow, PortfolioVideoRow, ProjectRow } from './database.types';
import { toBlogPost, toContactMessageArgs, toPortfolioVideo, toProject } from './rows';

describe('rows to domain types', () => {
  it("a blog post keeps the documented fields, in the domain's names, not the bookkeeping", () => {
    const row: BlogPostRow = {
      id: 3,
      slug: 'proxy-workflow',
      title: 'Proxy workflow',
      excerpt: 'Edit 4K on a laptop.',
      content: '## Proxies',
      category: 'Tutorials',
      image_url: null,
      html_code: '<p>hi</p>',
      youtube_video_id: 'abcdefghijk',
      read_time: 8,
      published: true,
      featured: false,
      published_at: '2024-11-18T15:00:00+00:00',
      views: 12,
      created_at: '2024-11-01T00:00:00+00:00',
      updated_at: '2024-11-02T00:00:00+00:00',
    };
    const post = toBlogPost(row);
    expect(post).not.toHaveProperty('created_at');
    expect(post).not.toHaveProperty('updated_at');
    expect(post).toEqual({
      id: 3,
      slug: 'proxy-workflow',
      title: 'Proxy workflow',
      excerpt: 'Edit 4K on a laptop.',
      content: '## Proxies',
      category: 'Tutorials',
      imageUrl: null,
      htmlCode: '<p>hi</p>',
      youtubeVideoId: 'abcdefghijk',
      readTime: 8,
      published: true,
      featured: false,
      publishedAt: '2024-11-18T15:00:00+00:00',
      views: 12,
    });
  });

  it('a project keeps the tile fields', () => {
    const row: ProjectRow = {
      id: 2,
      featured: true,
      title: 'Cut Copy',
      description: 'A plugin.',
      category: 'Plugin',
      project_url: 'https://example.com',
      image_url: '/images/p.svg',
      color_accent: '#ff0000',
      created_at: '2025-01-01T00:00:00+00:00',
    };
    expect(toProject(row)).toEqual({
      id: 2,
      featured: true,
      title: 'Cut Copy',
      description: 'A plugin.',
      category: 'Plugin',
      projectUrl: 'https://example.com',
      imageUrl: '/images/p.svg',
      colorAccent: '#ff0000',
    });
  });

  it('a project keeps no script or plain-http address: no link, no picture', () => {
    const row: ProjectRow = {
      id: 4,
      featured: false,
      title: 'Odd',
      description: 'A row typed by hand.',
      category: 'Plugin',
      project_url: 'javascript:alert(document.cookie)',
      image_url: 'http://tracker.example/p.gif',
      color_accent: '#ff0000',
      created_at: '2025-01-01T00:00:00+00:00',
    };
    expect(toProject(row)).toMatchObject({ projectUrl: null, imageUrl: null });
  });

  it("a post's picture is kept only over https or on this site", () => {
    const post = (image_url: string) =>
      toBlogPost({
        id: 1,
        slug: 's',
        title: 't',
        excerpt: '',
        content: '',
        category: 'c',
        image_url,
        html_code: null,
        youtube_video_id: null,
        read_time: 1,
        published: true,
        featured: false,
        published_at: '2024-11-18T15:00:00+00:00',
        views: 0,
        created_at: '2024-11-01T00:00:00+00:00',
        updated_at: '2024-11-02T00:00:00+00:00',
      }).imageUrl;
    expect(post('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(post('/images/a.svg')).toBe('/images/a.svg');
    expect(post('data:image/svg+xml,<svg/>')).toBeNull();
    expect(post('http://cdn.example/a.jpg')).toBeNull();
  });

  it("a portfolio video is the row's fields, without platform details yet", () => {
    const row: PortfolioVideoRow = {
      id: 1,
      video_id: 'abcdefghijk',
      tag: 'Gaming',
      description: null,
      created_at: '2025-02-01T00:00:00+00:00',
    };
    const video = toPortfolioVideo(row);
    expect(video).toEqual({
      id: 1,
      videoId: 'abcdefghijk',
      tag: 'Gaming',
      description: null,
      createdAt: '2025-02-01T00:00:00+00:00',
    });
    expect(video).not.toHaveProperty('title');
  });

  it("a contact message is sent undated, in the function's names: the database dates it", () => {
    const message = {
      name: 'Ada',
      email: 'ada@example.com',
      projectType: 'music' as const,
      message: 'Hi',
    };
    expect(toContactMessageArgs(message, 'solved')).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      project_type: 'music',
      altcha: 'solved',
      message: 'Hi',
    });
  });
});
