/** spec 001 §9: the top-assets chart uses a 10-colour cycle; the table's swatches use the same. */
const TOP_ASSET_COLOURS = [
  '#24427b',
  '#2b8a9e',
  '#e8a33d',
  '#5f9a45',
  '#c0504d',
  '#7b61a8',
  '#49aecb',
  '#d9793b',
  '#a3b545',
  '#7f8793',
] as const;

/** The colour of the asset at a position (0-based): the eleventh takes the first colour again. */
export function topAssetColour(index: number): string {
  return TOP_ASSET_COLOURS[index % TOP_ASSET_COLOURS.length]!;
}
