// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/api/unwrap.ts';
import { listPageOf } from '../../src/components/InfiniteList.tsx';

describe('unwrap', () => {
  it('gives the data of a code 0 answer', () => {
    expect(unwrap({ code: 0, msg: '', data: { list: [1, 2], hasMore: true } })).toEqual({ list: [1, 2], hasMore: true });
  });

  it('rejects any other code with the server’s message, for the list’s retry state to show', () => {
    expect(() => unwrap({ code: 1001, msg: 'Complete suas informações antes de participar', data: null })).toThrow('Complete suas informações antes de participar');
  });

  it('turns a paged answer into a list page', () => {
    expect(listPageOf({ list: ['a'], hasMore: false })).toEqual({ items: ['a'], hasMore: false });
  });
});
