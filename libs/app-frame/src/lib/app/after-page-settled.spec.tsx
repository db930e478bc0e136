import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterPageSettled } from './after-page-settled';

describe('AfterPageSettled', () => {
  it('shows nothing while the page settles, then its children', async () => {
    render(
      <AfterPageSettled>
        <p>Chat badge</p>
      </AfterPageSettled>,
    );
    expect(screen.queryByText('Chat badge')).toBeNull();
    expect(await screen.findByText('Chat badge')).toBeTruthy();
  });
});
