import { Anchor, Drawer, MantineProvider, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/**
 * The theme's component defaults are plain objects (not `Modal.extend(...)`, which would pull the
 * dialogs' code into the entry chunk): they must still reach the components.
 */
describe('theme component defaults', () => {
  it('names the × of every modal and drawer Dismiss (axe button-name)', () => {
    render(
      <MantineProvider theme={theme}>
        <Modal opened onClose={() => {}} title="A modal" transitionProps={{ duration: 0 }}>
          body
        </Modal>
        <Drawer opened onClose={() => {}} title="A drawer" transitionProps={{ duration: 0 }}>
          body
        </Drawer>
      </MantineProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Dismiss', hidden: true })).toHaveLength(2);
  });

  it('underlines a link that takes the colour of its text (axe link-in-text-block)', () => {
    render(
      <MantineProvider theme={theme}>
        <Anchor href="#a" inherit>
          inherits
        </Anchor>
        <Anchor href="#b">own colour</Anchor>
      </MantineProvider>,
    );
    expect(screen.getByText('inherits').style.textDecoration).toBe('underline');
    expect(screen.getByText('own colour').style.textDecoration).toBe('');
  });
});
