import { Text, type TextProps } from '@mantine/core';
import { MISSING_FIGURE } from './money-text';

/**
 * A percentage to 2 decimal places (spec 001 §9), from a value already in percent (12.3456 →
 * '12.35%'). `signed` adds '+' to gains. The one percent formatter.
 */
export function formatPercent(percent: number, options: { signed?: boolean; decimals?: number } = {}): string {
  const decimals = options.decimals ?? 2;
  const text = `${Math.abs(percent).toFixed(decimals)}%`;
  const rounded = Number(percent.toFixed(decimals));
  if (rounded < 0) return `-${text}`;
  return options.signed && rounded > 0 ? `+${text}` : text;
}

interface PercentTextProps extends TextProps {
  /** In percent; null when not known: shows a dash. */
  value: number | null;
  signed?: boolean;
  /** Colours gains green and losses red. */
  colored?: boolean;
}

export function PercentText({ value, signed = false, colored = false, ...textProps }: PercentTextProps) {
  if (value === null) {
    return (
      <Text component="span" aria-label="Not available" data-testid="percent" {...textProps}>
        {MISSING_FIGURE}
      </Text>
    );
  }
  const color = colored ? (value > 0 ? 'teal.8' : value < 0 ? 'red.8' : undefined) : undefined;
  return (
    <Text component="span" data-testid="percent" c={color} {...textProps}>
      {formatPercent(value, { signed })}
    </Text>
  );
}
