import { lazy } from 'react';

/** chart-drawings.tsx, asked for when a chart is first drawn (after the figures), not with the screen. */
const drawings = () => import('./chart-drawings');

export const DonutDrawing = lazy(() => drawings().then((m) => ({ default: m.DonutDrawing })));
export const ValueDrawing = lazy(() => drawings().then((m) => ({ default: m.ValueDrawing })));
