import { describe, expect, it } from 'vitest';
import { notProvided } from './notProvided';

describe('notProvided', () => {
  it('rejects with a message naming the machine and the missing actor', async () => {
    await expect(notProvided('shop', 'loadProducts')()).rejects.toThrow(
      "shop: the 'loadProducts' actor was not provided (machine.provide({ actors }))",
    );
  });
});
