import { describe, expect, it } from 'vitest';
import { withoutOrigin } from './withoutOrigin';

describe('withoutOrigin', () => {
  it('turns the build server’s addresses into paths on the site, leaving others alone', () => {
    const data = {
      shop: {
        image: 'http://127.0.0.1:4567/sandbox/storefront/images/tee.svg',
        elsewhere: 'https://cdn.example.com/tee.jpg',
        text: 'see http://127.0.0.1:4567/ in the text',
      },
    };
    expect(withoutOrigin(data, 'http://127.0.0.1:4567')).toEqual({
      shop: {
        image: '/sandbox/storefront/images/tee.svg',
        elsewhere: 'https://cdn.example.com/tee.jpg',
        text: 'see http://127.0.0.1:4567/ in the text',
      },
    });
  });
});
