import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportMenu } from './export-menu';

// The page first shows a plain 导出 button; the menu's code arrives on use and takes over what the
// visitor did meanwhile (docs/benchmarks.md, What a page loads first).
afterEach(cleanup);

describe('ExportMenu', () => {
  it('renders a plain button with no menu before it is used', () => {
    render(<ExportMenu list="bids" />);
    expect(screen.getByTestId('export-button').textContent).toContain('导出');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a press before the menu has arrived opens it once it has', async () => {
    render(<ExportMenu list="bids" />);
    fireEvent.click(screen.getByTestId('export-button'));
    expect(await screen.findByTestId('export-xlsx', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('export-csv')).toBeTruthy();
    expect(screen.getAllByTestId('export-button')).toHaveLength(1);
  });

  it('focus is handed to the menu button, which stays closed', async () => {
    render(<ExportMenu list="bids" />);
    const plain = screen.getByTestId('export-button');
    plain.focus();
    fireEvent.focus(plain);
    // The menu's own button replaces the plain one and takes the focus.
    await waitFor(() => expect(screen.getByTestId('export-button')).not.toBe(plain), { timeout: 5000 });
    const button = screen.getByTestId('export-button');
    expect(document.activeElement).toBe(button);
    expect(screen.queryByTestId('export-xlsx')).toBeNull();
  });
});
