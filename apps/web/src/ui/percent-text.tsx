import { Text, type TextProps } from '@mantine/core';
import { formatPercent } from '@tasman/domain/format/percent';
import { MISSING_FIGURE } from './money-text';

// The one percent formatter is the domain's, shared with the server's text: 2 decimals (spec 001
// §9), '+' on request, U+2212 for losses (issue 9 item 19).
export { formatPercent } from '@tasman/domain/format/percent';

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
