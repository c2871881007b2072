/**
 * The public schema as supabase-js sees it, in the shape `supabase gen types typescript`
 * produces. Keep in step with supabase/migrations (the contract tests fail when they drift).
 */
import type { ProjectType } from '@/domain/site/contact/projectTypes';

export interface Database {
  public: {
    Tables: {
      blog_posts: {
        Row: {
          id: number;
          slug: string;
          title: string;
          excerpt: string;
          content: string;
          category: string;
          image_url: string | null;
          html_code: string | null;
          youtube_video_id: string | null;
          read_time: number;
          published: boolean;
          featured: boolean;
          published_at: string;
          views: number;
          created_at: string;
          updated_at: string;
        };
        Insert: never;
        Update: never;
        Relationships: [];
      };
      projects: {
        Row: {
          id: number;
          featured: boolean;
          title: string;
          description: string;
          category: string;
          project_url: string;
          image_url: string;
          color_accent: string;
          created_at: string;
        };
        Insert: never;
        Update: never;
        Relationships: [];
      };
      portfolio_videos: {
        Row: {
          id: number;
          video_id: string;
          tag: string;
          description: string | null;
          created_at: string;
        };
        Insert: never;
        Update: never;
        Relationships: [];
      };
      contact_messages: {
        Row: {
          id: number;
          name: string;
          email: string;
          project_type: ProjectType;
          message: string;
          created_at: string;
          sender_address: string | null;
        };
        /** Visitors write through `submit_contact_message` only. */
        Insert: never;
        Update: never;
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      increment_post_views: {
        Args: { post_id: number };
        Returns: number | null;
      };
      contact_challenge: {
        Args: Record<string, never>;
        Returns: unknown;
      };
      submit_contact_message: {
        Args: {
          name: string;
          email: string;
          project_type: ProjectType;
          message: string;
          /** ALTCHA's payload of a solved `contact_challenge`. */
          altcha: string;
        };
        Returns: undefined;
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
}

type Tables = Database['public']['Tables'];
export type BlogPostRow = Tables['blog_posts']['Row'];
export type ProjectRow = Tables['projects']['Row'];
export type PortfolioVideoRow = Tables['portfolio_videos']['Row'];
export type ContactMessageArgs = Database['public']['Functions']['submit_contact_message']['Args'];
