import { describe, expect, it } from 'vitest';
import { writeBrowseAnswer } from '../routes';

const page = () => ({ items: [], nextCursor: null });

describe('a browse answer', () => {
  it('is checked against its schema: a field it does not declare is refused', () => {
    expect(() => writeBrowseAnswer({ data: { ...page(), reservePrices: [] } })).toThrow();
  });

  it('is written once per cached page and reused for every visitor', () => {
    const cached = page();
    const first = writeBrowseAnswer({ data: cached });
    expect(first).toBe('{"data":{"items":[],"nextCursor":null}}');
    // What a later request sends is the first writing, not a new one.
    Object.assign(cached, { nextCursor: 'changed' });
    expect(writeBrowseAnswer({ data: cached })).toBe(first);
  });

  it('with a renewed token beside the page, is written in full', () => {
    const cached = page();
    writeBrowseAnswer({ data: cached });
    expect(JSON.parse(writeBrowseAnswer({ data: cached, access_token: 'renewed' } as { data: object }))).toEqual({
      data: page(),
      access_token: 'renewed',
    });
  });
});
