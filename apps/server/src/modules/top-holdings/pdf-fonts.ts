import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Inter, the web app's own typeface, as TrueType files from an npm package (@expo-google-fonts/inter,
 * SIL Open Font License 1.1), embedded in every PDF we make: PDF's standard fonts (Helvetica) only
 * have WinAnsi letters, so 'ō' in 'Tāmaki Makaurau' came out as 'o' (issue 9 item 19).
 */
export const PDF_FONTS = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
} as const;
