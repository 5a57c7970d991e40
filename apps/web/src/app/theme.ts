import {
  createTheme,
  DEFAULT_THEME,
  type AnchorProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeComponent,
  type ModalProps,
} from '@mantine/core';

const navy: MantineColorsTuple = [
  '#eef2f8',
  '#d9e0ec',
  '#b1bfd8',
  '#869bc3',
  '#627db1',
  '#4b6aa6',
  '#3e5fa2',
  '#2f4f8d',
  '#24427b',
  '#142a55',
];

/**
 * Mantine's palettes with shades 8 and 9 darkened where its own fail WCAG AA as text (issue 9 item 29).
 * Shade 8 is our filled shade and the `c="teal.8"`-style text colour (gains, losses, warnings); shade 9
 * is the text of every light badge and alert, drawn on shade 1. Each pair is checked in theme.test.ts.
 */
const TEXT_SHADES = {
  teal: ['#0b7a55', '#075c42'],
  red: ['#c92a2a', '#a61e1e'],
  orange: ['#b8460b', '#9a3412'],
  yellow: ['#8f5b00', '#6e4500'],
  green: ['#2b7a3b', '#1f5f2d'],
  cyan: ['#0a6e80', '#085866'],
  lime: ['#4d7c0f', '#3f6212'],
} as const;

function withTextShades(name: keyof typeof TEXT_SHADES): MantineColorsTuple {
  const [shade8, shade9] = TEXT_SHADES[name];
  const base = DEFAULT_THEME.colors[name];
  return [base[0], base[1], base[2], base[3], base[4], base[5], base[6], base[7], shade8, shade9];
}

export const colors = {
  navy,
  teal: withTextShades('teal'),
  red: withTextShades('red'),
  orange: withTextShades('orange'),
  yellow: withTextShades('yellow'),
  green: withTextShades('green'),
  cyan: withTextShades('cyan'),
  lime: withTextShades('lime'),
  gray: DEFAULT_THEME.colors.gray,
} as const;

/** The palettes whose light badges and alerts (shade 9 on shade 1) and text (shade 8) we use. */
export const TEXT_PALETTES = ['navy', 'teal', 'red', 'orange', 'yellow', 'green', 'cyan', 'lime'] as const;

/**
 * The one set of text colours of the portal (light scheme), each at least 4.5:1 (WCAG 2.2 SC 1.4.3,
 * AA for normal text) on every background in BACKGROUNDS.
 */
export const TEXT_COLOURS = {
  text: DEFAULT_THEME.black,
  dimmed: '#5c636a',
  placeholder: '#626970',
  link: navy[8],
  gain: colors.teal[8],
  loss: colors.red[8],
  error: colors.red[8],
  warning: colors.orange[9],
} as const;

/** The backgrounds text is drawn on: cards and inputs, the app's page, table stripes and hover, navy tints. */
export const BACKGROUNDS = {
  white: DEFAULT_THEME.white,
  page: colors.gray[0],
  stripe: colors.gray[1],
  hover: colors.gray[2],
  navyTint: navy[0],
  warningTint: colors.orange[0],
} as const;

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': TEXT_COLOURS.dimmed,
    '--mantine-color-placeholder': TEXT_COLOURS.placeholder,
    '--mantine-color-anchor': TEXT_COLOURS.link,
    '--mantine-color-error': TEXT_COLOURS.error,
    '--mantine-color-success': TEXT_COLOURS.gain,
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 6 },
  colors,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '650',
  },
  components: {
    Button: { defaultProps: { fw: 600 } },
    // A link that takes the colour of the text around it is underlined, so it is told apart by more
    // than colour (axe link-in-text-block, WCAG 1.4.1).
    Anchor: { styles: (_theme: MantineTheme, props: AnchorProps) => (props.inherit ? { root: { textDecoration: 'underline' } } : {}) },
    // Every dialog's × button has a name (axe 'button-name', WCAG 4.1.2); not 'Close', which many
    // dialogs already give their own footer button. Plain objects, not `Modal.extend(...)`: that would
    // import the dialogs' code (and Mantine's scroll area and floating-ui with it) into the entry chunk
    // that every page, the sign-in page first, loads before anything (DESIGN §9's 150 KB gzip).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } } satisfies MantineThemeComponent & { defaultProps: Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } } satisfies MantineThemeComponent & { defaultProps: Partial<DrawerProps> },
  },
});
