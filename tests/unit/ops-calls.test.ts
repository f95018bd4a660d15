// @vitest-environment node
/** The operator calls' definitions: one per name, one per method and path, admins in every role list. */
import { describe, expect, it } from 'vitest';
import { OPS_CALL_SECTIONS, OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { opsHttpRequest } from '../../src/domain/contract/ops-calls/request.ts';

describe('operator call definitions', () => {
  it('has each name in one section only (the merge would hide a twin)', () => {
    const names = Object.values(OPS_CALL_SECTIONS).flatMap((section) => Object.keys(section));
    expect(names.length).toBe(new Set(names).size);
    expect(names.length).toBe(Object.keys(OPS_CALLS).length);
  });

  it('has one call per method and path', () => {
    const routes = Object.values(OPS_CALLS).map((call) => `${call.method} ${call.path}`);
    expect(routes.length).toBe(new Set(routes).size);
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
