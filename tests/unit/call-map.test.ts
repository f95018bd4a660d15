// @vitest-environment node
/**
 * The typed call map binds the client's calls and the server's routes to one shape per call.
 * The `@ts-expect-error` lines below are checked by `npm run typecheck`: if the map stopped
 * catching these mistakes, each directive would be unused and the type check would fail.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CallHandler } from '../../server/http/serve-call.ts';
import { call } from '../../src/api/call.ts';
import { http } from '../../src/api/http.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { envelope, fakeServer } from './helpers/fake-server.ts';

export function mistakesTheMapCatches(): void {
  // @ts-expect-error a draw without the client key the server's schema requires
  void call('lotteryDraw', { game: 'wheel' });
  // @ts-expect-error a body where the call takes nothing
  void call('walletInfo', { member_id: 7 });
  // @ts-expect-error the answer of one call read as another's
  void call('walletInfo', {}).then((answer) => answer.data.list);
  // @ts-expect-error a server route answering a shape its call does not declare
  const wrongAnswer: CallHandler<'sponsorList'> = async () => ({ sponsors: [] });
  void wrongAnswer;
  // @ts-expect-error a member-only handler reading an operator, which its call never has
  const noOperator: CallHandler<'walletInfo'> = async (_, call) => call.actor;
  void noOperator;
  // @ts-expect-error a public handler reading a member, which its call never checked
  const noMember: CallHandler<'getMarket'> = async (_, call) => call.member;
  void noMember;
  // @ts-expect-error a call that is not in the map
  void call('lotteryDrawTwice', {});
}

const defaultAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = defaultAdapter;
});

describe('call', () => {
  it('sends a POST call’s input as its JSON body and a GET call’s as its query, to the path of the table', async () => {
    const server = fakeServer(() => ({ status: 200, body: envelope({ list: [], hasMore: false }) }));
    http.defaults.adapter = server.adapter;
    await call('lotteryRecords', { status: 'pending', page: 2 });
    await call('documents', { page: 3, page_size: 5 });
    const [post, get] = server.seen;
    expect([post?.method, post?.path, post?.body]).toEqual(['POST', API.lotteryRecords.path, { status: 'pending', page: 2 }]);
    expect([get?.method, get?.path, get?.query.get('page'), get?.query.get('page_size')]).toEqual(['GET', API.documents.path, '3', '5']);
  });

  it('answers the envelope as the server sent it', async () => {
    http.defaults.adapter = fakeServer(() => ({ status: 200, body: envelope({ unread: 4 }) })).adapter;
    expect(await call('unreadMessages', {})).toEqual({ code: 0, msg: 'Sucesso', data: { unread: 4 } });
  });
});
