import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnAfterFigures } from './use-drawn-after-figures';

const renders: boolean[] = [];

function Chart() {
  const drawn = useDrawnAfterFigures();
  renders.push(drawn);
  return <div role="img" aria-label="chart">{drawn ? 'drawn' : null}</div>;
}

describe('useDrawnAfterFigures (issue 15: charts drawn in a render after the figures)', () => {
  it('is false in the render that first puts the chart on the page, then true', async () => {
    render(
      <>
        <p>$1,234.56</p>
        <Chart />
      </>,
    );
    expect(renders[0]).toBe(false);
    expect(await screen.findByText('drawn')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'chart' }).textContent).toBe('drawn');
  });
});
