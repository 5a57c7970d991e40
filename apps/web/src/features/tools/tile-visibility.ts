import type { ToolTile } from '@tasman/domain/contracts/tools';
import { REASON_TEXTS } from './tool-texts';

/**
 * Decision (issue 14): a tile is shown when it is available, or when only the member's own
 * circumstances stand in the way (age, account, date of birth) — then disabled with the reason, so
 * they know why. A tile switched off, or not for this user or portal, is not shown.
 */
export function shownTiles(tiles: readonly ToolTile[]): ToolTile[] {
  return tiles.filter((tile) => tile.available || (tile.reason !== null && REASON_TEXTS[tile.reason] !== undefined));
}
