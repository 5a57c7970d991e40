import { lazyOnClient } from '@/ui/lazy-on-client';

/** chart-drawings.tsx, asked for when a chart is first drawn (after the figures), not with the screen. */
const drawings = () => import('./chart-drawings');

export const DonutDrawing = lazyOnClient(() => drawings().then((m) => ({ default: m.DonutDrawing })));
export const ValueDrawing = lazyOnClient(() => drawings().then((m) => ({ default: m.ValueDrawing })));
