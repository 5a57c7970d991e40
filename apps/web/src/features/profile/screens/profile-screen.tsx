import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import classes from './profile-screen.module.css';

export interface ProfileTab {
  /** The tab's label. */
  label: string;
  /** The child route's absolute address, e.g. '/profile/details'. */
  to: string;
}

interface ProfileScreenProps {
  /** 'Profile & Settings' (spec 002 §2.4). */
  title: string;
  /** The visible tabs, in order; the app decides which (Account Profiles only with a non-PW open account). */
  tabs: readonly ProfileTab[];
  /** The active child route's screen. */
  children: ReactNode;
}

/**
 * The Profile & Settings shell (spec 002 §2.4): the title and one tab per child route. A tab is a
 * child address, so a link, Back and a reload keep it; the arrow keys move between tabs (Mantine's
 * tablist), and on a phone the tabs wrap onto a second line, every label whole and visible.
 */
export function ProfileScreen({ title, tabs, children }: ProfileScreenProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))?.to ?? null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Tabs
        value={current}
        onChange={(value) => {
          if (value && value !== current) void navigate(value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={`${title} sections`} className={classes.list}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.to} value={tab.to} className={classes.tab}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.to} value={tab.to} pt="lg">
            {tab.to === current ? children : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      {/* An address no visible tab owns (/profile itself, a hidden tab's) still renders its route: it redirects to details. */}
      {current === null ? children : null}
    </Stack>
  );
}
