import { Text } from '@mantine/core';

export const ENVIRONMENT_BANNER_HEIGHT = 26;

interface EnvironmentBannerProps {
  environment: string;
}

/**
 * The strip that says this is not the live portal (spec 000 §2.1). Fixed at the top; the root
 * shell pads the page by --env-banner-height so nothing hides under it.
 */
export function EnvironmentBanner({ environment }: EnvironmentBannerProps) {
  const name = environment.charAt(0).toUpperCase() + environment.slice(1);
  return (
    <Text
      component="div"
      role="note"
      data-print="hide"
      size="xs"
      fw={600}
      ta="center"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: ENVIRONMENT_BANNER_HEIGHT,
        lineHeight: `${ENVIRONMENT_BANNER_HEIGHT}px`,
        // Above the app shell's header (100), under modals (200) and their overlay, so a modal's
        // title is never hidden behind the strip (issue 9 item 13).
        zIndex: 'calc(var(--mantine-z-index-modal) - 1)',
        background: 'var(--mantine-color-yellow-4)',
        color: 'var(--mantine-color-dark-9)',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        padding: '0 8px',
      }}
    >
      {name} environment — not the live portal
    </Text>
  );
}
