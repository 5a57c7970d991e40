/**
 * spec 001 §9: asset class colours are mapped per class with a default grey; fund colours are
 * mapped by fund with a default grey. The palette is chosen to stay apart for the common
 * forms of colour blindness next to each other in the spec's class order.
 */
const ASSET_CLASS_COLOURS: Readonly<Record<string, string>> = {
  Other: '#8c6bb1',
  Commodities: '#b07aa1',
  'Unlisted Property': '#9c755f',
  'Listed Property': '#d4a373',
  'International Equities': '#1f4e9c',
  'Australian Equities': '#e8a33d',
  'New Zealand Equities': '#2b8fb0',
  'International Fixed Interest': '#59a14f',
  'New Zealand Fixed Interest': '#8cd17d',
  'Cash and Cash Equivalents': '#f1ce63',
  'Effective Cash': '#d7b5a6',
  'Cash at Bank': '#79706e',
};

export const DEFAULT_CHART_GREY = '#adb5bd';

export function assetClassColour(assetClass: string): string {
  return ASSET_CLASS_COLOURS[assetClass] ?? DEFAULT_CHART_GREY;
}

/** Ten colours for series with no fixed colour of their own (funds in an account), in turn. */
const SERIES_COLOURS = [
  '#1f4e9c',
  '#2b8fb0',
  '#59a14f',
  '#e8a33d',
  '#b07aa1',
  '#9c755f',
  '#f28e2b',
  '#76b7b2',
  '#edc948',
  '#ff9da7',
];

export function seriesColour(index: number): string {
  return index >= 0 ? (SERIES_COLOURS[index % SERIES_COLOURS.length] ?? DEFAULT_CHART_GREY) : DEFAULT_CHART_GREY;
}
