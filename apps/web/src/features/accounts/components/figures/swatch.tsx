import { Box } from '@mantine/core';

/** A chart colour's key beside a table row's name, so the table reads as the donut's legend. */
export function Swatch({ colour }: { colour: string }) {
  return (
    <Box
      component="span"
      display="inline-block"
      w={10}
      h={10}
      mr={6}
      bg={colour}
      style={{ borderRadius: 2, flex: 'none' }}
      aria-hidden
    />
  );
}
