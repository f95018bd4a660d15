// @vitest-environment node
/** The calls' definitions, both audiences: one per name, one per method and path, each audience's own `who`. */
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../src/domain/contract/all-calls.ts';
import { MEMBER_CALL_SECTIONS, MEMBER_CALLS } from '../../src/domain/contract/member-calls/index.ts';
import { OPS_CALL_SECTIONS, OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { opsHttpRequest } from '../../src/domain/contract/ops-calls/request.ts';

const MEMBER_WHO = ['public', 'visitor', 'member', 'completeMember'];

describe('call definitions', () => {
  it('has each name in one section of one audience only (the merges would hide a twin)', () => {
    const names = [...Object.values(MEMBER_CALL_SECTIONS), ...Object.values(OPS_CALL_SECTIONS)].flatMap((section) => Object.keys(section));
    expect(names.length).toBe(new Set(names).size);
    expect(names.length).toBe(Object.keys(CALLS).length);
    expect(Object.keys(CALLS).length).toBe(Object.keys(MEMBER_CALLS).length + Object.keys(OPS_CALLS).length);
  });

  it('has one call per method and path', () => {
    const routes = Object.values(CALLS).map((call) => `${call.method} ${call.path}`);
    expect(routes.length).toBe(new Set(routes).size);
  });

  it('keeps each audience to its own callers: members under /api, operators under /api/ops', () => {
    const wrongMember = Object.entries(MEMBER_CALLS).filter(([, call]) => typeof call.who !== 'string' || !MEMBER_WHO.includes(call.who) || call.path.startsWith('/api/ops/'));
    const wrongOps = Object.entries(OPS_CALLS).filter(([, call]) => (call.who !== 'public' && MEMBER_WHO.includes(call.who as string)) || !call.path.startsWith('/api/ops/'));
    expect([...wrongMember, ...wrongOps].map(([name]) => name)).toEqual([]);
  });

  it('keeps the session cache to member calls', () => {
    const cached = Object.entries(CALLS).filter(([, call]) => 'sessionCache' in call).map(([name, call]) => [name, call.who]);
    expect(cached).toEqual([['lotteryDraw', 'completeMember'], ['rainClaims', 'completeMember']]);
  });

  it('lets admins make every call a role may make', () => {
    const withoutAdmin = Object.entries(OPS_CALLS).filter(([, call]) => Array.isArray(call.who) && call.who[0] !== 'admin').map(([name]) => name);
    expect(withoutAdmin).toEqual([]);
  });
});

describe('the request of a call', () => {
  it('puts path parameters in the path and the rest in the query of a GET', () => {
    expect(opsHttpRequest('memberLedger', { id: '12', page: 2, page_size: 20 })).toEqual({
      method: 'GET', url: '/api/ops/members/12/ledger?page=2&page_size=20', json: false,
    });
  });

  it('sends the rest of a POST as its JSON body', () => {
    expect(opsHttpRequest('memberStatus', { id: 7, disabled: true })).toEqual({
      method: 'POST', url: '/api/ops/members/7/status', body: '{"disabled":true}', json: true,
    });
  });
});
