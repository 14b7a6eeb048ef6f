import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DefaultError, DefaultNotFound } from './router-fallbacks';

describe('DefaultError', () => {
  it('hides the error until asked, and toggles Show Error / Hide Error', async () => {
    const user = userEvent.setup();
    render(<DefaultError error={new Error('Kaboom in the mixer')} reset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    expect(screen.queryByText('Kaboom in the mixer')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('Kaboom in the mixer')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText('Kaboom in the mixer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show Error' })).toBeTruthy();
  });

  it('shows the error, not a reload, once a chunk failure was already reloaded for', async () => {
    const message = 'Failed to fetch dynamically imported module: /assets/chat-x.js';
    sessionStorage.setItem('riffmate-chunk-reload', message);
    render(<DefaultError error={new TypeError(message)} reset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
  });
});

describe('DefaultNotFound', () => {
  it('says Not Found', () => {
    render(<DefaultNotFound />);
    expect(screen.getByText('Not Found')).toBeTruthy();
  });
});
