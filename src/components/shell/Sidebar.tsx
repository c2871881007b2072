import { Avatar, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { NavGroup, SocialLink } from '@/config/site.types';
import { Glyph } from '@/components/shared/Glyph';
import { SocialLinks } from '@/components/shared/SocialLinks';
import classes from './Sidebar.module.css';

export interface SidebarProfile {
  name: string;
  role: string;
  photo: string;
}

export interface SidebarProps {
  /** The owner's photo, name and role ('Video Editor'), at the top of the column. */
  profile: SidebarProfile;
  /** The owner's social profiles, a grid of icon links under the name. */
  socials: readonly SocialLink[];
  /** The link groups in order, each with its title: Menu and Resources in the site config. */
  groups: readonly NavGroup[];
  /** The current pathname; a link is active only on an exact match. */
  activePath: string;
  /** Called when a navigation link is followed (the shell closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The site's navigation column: profile, social links, and the Menu and Resources groups. */
export function Sidebar({ profile, socials, groups, activePath, onNavigate }: SidebarProps) {
  return (
    <div className={classes.root}>
      <div className={classes.profile}>
        <Avatar src={profile.photo} alt="" size={96} radius={96} className={classes.photo} />
        <Title order={2} className={classes.name}>
          {profile.name}
        </Title>
        <Text className={classes.role}>{profile.role}</Text>
        <SocialLinks links={socials} label={`${profile.name} on social media`} />
      </div>
      <nav aria-label="Main" className={classes.nav}>
        {groups.map((group) => (
          <Stack key={group.title} gap={4} className={classes.group}>
            <Text component="h3" className={classes.groupTitle} id={`nav-${group.title}`}>
              {group.title}
            </Text>
            <ul className={classes.links} aria-labelledby={`nav-${group.title}`}>
              {group.items.map((item) => {
                const active = item.path === activePath;
                return (
                  <li key={item.path}>
                    <UnstyledButton
                      component={Link}
                      to={item.path}
                      className={classes.link}
                      data-active={active || undefined}
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      <Glyph name={item.icon} size={20} />
                      <span>{item.label}</span>
                    </UnstyledButton>
                  </li>
                );
              })}
            </ul>
          </Stack>
        ))}
      </nav>
    </div>
  );
}
