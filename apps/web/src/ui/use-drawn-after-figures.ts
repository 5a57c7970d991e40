import { startTransition, useEffect, useState } from 'react';

/**
 * Issue 15 'What a person feels': false on a chart's first render, true once that render is on the
 * page, set in a transition. A chart is then drawn in a render of its own, which React may interrupt,
 * instead of in the render that puts the screen's figures on the page: under a slow CPU drawing the
 * charts (Recharts) was most of the one long task the account screen's first figures waited on. The
 * chart keeps its box (same size, same label), so nothing moves when it is drawn.
 */
export function useDrawnAfterFigures(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    startTransition(() => setDrawn(true));
  }, []);
  return drawn;
}
