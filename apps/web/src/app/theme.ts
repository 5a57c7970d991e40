import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 6 },
  colors: { navy },
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
  },
});
