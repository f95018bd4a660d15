import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.ts';
import { API } from '../../src/domain/contract/index.ts';
import { envelope, fakeServer } from './helpers/fake-server.ts';
import { recordUiEvents } from './helpers/ui-events.ts';

const defaultAdapter = api.http.defaults.adapter;
let server: ReturnType<typeof fakeServer>;
let ui: ReturnType<typeof recordUiEvents>;

beforeEach(() => {
  server = fakeServer(() => ({ status: 200, body: envelope({}) }));
  api.http.defaults.adapter = server.adapter;
  ui = recordUiEvents();
});
afterEach(() => {
  api.http.defaults.adapter = defaultAdapter;
  ui.stop();
});

const login = { username: 'maria2024', password: 'abc12345', captcha_id: 'c1', captcha_x: 120, captcha_trail: [[0, 0], [300, 120]] as Array<[number, number]> };
const register = {
  username: 'maria2024', password: 'abc12345', confirm_password: 'abc12345', phone: '11987654',
  email: 'm@example.com', sms_code: '123456', agree: true as const,
};

const address = {
  recipient_name: 'Maria Silva', phone: '11987654321', cep: '01310-100', street: 'Avenida Paulista', number: '1000',
  complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP', is_default: true,
};

const feedback = { email: 'm@example.com', content: 'Olá', images: [3, 4] };
const sendCodeBody = { scene: 'register' as const, phone: '11987654', captcha_id: 'c1', captcha_x: 120, captcha_trail: [[0, 0], [400, 120]] as Array<[number, number]> };

/** Each call, its entry in the API table, the body it must send and whether the spinner shows. */
const cases: Array<[keyof typeof API, () => Promise<unknown>, unknown, boolean]> = [
  ['deviceToken', () => api.getDeviceToken('abcdefgh12'), { device_id: 'abcdefgh12' }, false],
  ['deviceToken', () => api.getDeviceToken('abcdefgh12', 'id-do-aparelho.assinatura'), { device_id: 'abcdefgh12', device_key: 'id-do-aparelho.assinatura' }, false],
  ['imageCaptcha', () => api.imageCaptcha(), {}, true],
  ['sendCode', () => api.sendCode(sendCodeBody), sendCodeBody, true],
  ['codeStatus', () => api.codeStatus({ delivery_id: '7.abc' }), { delivery_id: '7.abc' }, false],
  ['register', () => api.register(register), register, true],
  ['login', () => api.login(login), login, true],
  ['searchUser', () => api.searchUser({ account: 'maria' }), { account: 'maria' }, true],
  ['forgetPassword', () => api.forgetPassword({ account: 'maria', method: 'sms', code: '1', password: 'abc12345', confirm_password: 'abc12345' }), { account: 'maria', method: 'sms', code: '1', password: 'abc12345', confirm_password: 'abc12345' }, true],
  ['completeInfo', () => api.completeInfo({ real_name: 'Maria Silva', birth_date: '1990-01-02' }), { real_name: 'Maria Silva', birth_date: '1990-01-02' }, true],
  ['updateIp', () => api.updateIp(), {}, false],
  ['pushRegId', () => api.sendPushRegId({ endpoint: 'https://push.example.com/1', keys: { p256dh: 'p', auth: 'a' } }),
    { regId: JSON.stringify({ endpoint: 'https://push.example.com/1', keys: { p256dh: 'p', auth: 'a' } }) }, false],
  ['browserFingerprint', () => api.updateBrowserFingerprint('abcdefgh12'), { fingerprint: 'abcdefgh12' }, false],
  ['browserFingerprint', () => api.updateBrowserFingerprint('abcdefgh12', { detected: true, kind: 'headless_chrome' }),
    { fingerprint: 'abcdefgh12', bot: { detected: true, kind: 'headless_chrome' } }, false],
  ['vapidKey', () => api.getVapidKey(), undefined, false],
  ['trackingScripts', () => api.getTrackingScripts(), undefined, false],
  ['adsAndConfigs', () => api.getAdsAndConfigs(), undefined, true],
  ['settingsGroups', () => api.getSettingsGroups(), undefined, true],
  ['languages', () => api.getLanguages(), undefined, true],
  ['userInfo', () => api.getUserInfo(), {}, true],
  ['changePassword', () => api.changePassword({ old_password: 'x', password: 'abc12345', confirm_password: 'abc12345' }), { old_password: 'x', password: 'abc12345', confirm_password: 'abc12345' }, true],
  ['updateProfile', () => api.updateProfile({ nickname: 'Mari' }), { nickname: 'Mari' }, true],
  ['logout', () => api.logout(), {}, true],
  ['rewardRecords', () => api.getRewardRecords({ game: 'wheel', scope: 'mine' }), { game: 'wheel', scope: 'mine' }, true],
  ['lotteryInfo', () => api.getLotteryInfo('giftbox'), { game: 'giftbox' }, true],
  ['lotteryDraw', () => api.drawLottery({ game: 'wheel', client_key: 'abcdefgh12' }), { game: 'wheel', client_key: 'abcdefgh12' }, true],
  ['lotteryRecords', () => api.getLotteryRecords({ status: 'review' }), { status: 'review' }, true],
  ['lotteryDetail', () => api.getLotteryDetail(7), { id: 7 }, true],
  ['lotteryClaim', () => api.claimPrize({ draw_id: 7, address_id: 2 }), { draw_id: 7, address_id: 2 }, true],
  ['pointsHistory', () => api.getPointsHistory({ range: '7d', source: 'wheel' }), { range: '7d', source: 'wheel' }, true],
  ['pointsDetail', () => api.getPointsDetail(3), { id: 3 }, true],
  ['addressList', () => api.listAddresses(), {}, true],
  ['addressAdd', () => api.addAddress(address), address, true],
  ['addressSetDefault', () => api.setDefaultAddress(4), { id: 4 }, true],
  ['addressDelete', () => api.deleteAddress(4), { id: 4 }, true],
  ['walletInfo', () => api.getWalletInfo(), {}, true],
  ['bindAccount', () => api.bindAccount({ account: 'conta-pix', phone_last4: '4321' }), { account: 'conta-pix', phone_last4: '4321' }, true],
  ['setWithdrawalPassword', () => api.setWithdrawalPassword({ password: '123456', confirm_password: '123456' }), { password: '123456', confirm_password: '123456' }, true],
  ['updateWithdrawalPassword', () => api.updateWithdrawalPassword({ old_password: '123456', password: '654321', confirm_password: '654321' }), { old_password: '123456', password: '654321', confirm_password: '654321' }, true],
  ['withdraw', () => api.withdraw({ type_id: 1, amount: 10, password: '123456', request_key: 'abcdefgh12' }), { type_id: 1, amount: 10, password: '123456', request_key: 'abcdefgh12' }, true],
  ['withdrawalRecords', () => api.getWithdrawalRecords({ status: 'success' }), { status: 'success' }, true],
  ['withdrawalDetail', () => api.getWithdrawalDetail(9), { id: 9 }, true],
  ['stationMessages', () => api.getStationMessages({ page: 2 }), { page: 2 }, true],
  ['stationMessageDetail', () => api.getStationMessage(5), { id: 5 }, true],
  ['unreadMessages', () => api.getUnreadMessages({ background: true }), {}, false],
  ['readAllMessages', () => api.readAllMessages(), {}, true],
  ['getMarket', () => api.getMarket({ type: 2 }, { background: true }), { type: 2 }, false],
  ['redeemCode', () => api.redeemCode({ code: 'PREMIA50' }), { code: 'PREMIA50' }, true],
  ['submitFeedback', () => api.submitFeedback(feedback), feedback, true],
  // Multipart (checked below); each image shows its own progress instead of the spinner.
  ['uploadImage', () => api.uploadImage(new Blob(['x']), 'foto.png'), undefined, false],
  ['shareCampaigns', () => api.getShareCampaigns(), {}, true],
  ['shareSubmit', () => api.submitShare({ campaign_id: 1, url: 'https://x.com/a/status/1' }), { campaign_id: 1, url: 'https://x.com/a/status/1' }, true],
  ['shareRecords', () => api.getShareRecords({ status: 'review' }), { status: 'review' }, true],
  ['taskList', () => api.getTasks(), {}, true],
  ['taskSubmit', () => api.submitTask({ task_id: 2, text: 'feito', images: [7] }), { task_id: 2, text: 'feito', images: [7] }, true],
  ['taskRecords', () => api.getTaskRecords({ page: 2 }), { page: 2 }, true],
  ['taskRecordDetail', () => api.getTaskRecord(6), { id: 6 }, true],
  // A background GET with the last ETag; a poll never shows the spinner.
  ['rtpMarket', () => api.pollRtpMarket({ type: 'slot' }, '"rtp-x"'), undefined, false],
  ['sponsorList', () => api.sponsorList(), {}, true],
  ['sponsorInfo', () => api.sponsorInfo({ id: 2 }), { id: 2 }, true],
  ['setAvatar', () => api.setAvatar({ upload_id: 7 }), { upload_id: 7 }, true],
  ['rainClaims', () => api.claimEnvelopes({ period_id: 3, envelope_keys: ['rabcdefgh-1', 'rabcdefgh-2'] }, { loading: false }), { period_id: 3, envelope_keys: ['rabcdefgh-1', 'rabcdefgh-2'] }, false],
  ['inviteInfo', () => api.getInviteInfo(), {}, true],
  ['invitedFriends', () => api.getInvitedFriends({ page: 2 }, { loading: false }), { page: 2 }, false],
  ['inviteRanking', () => api.getInviteRanking(), {}, true],
  ['inviteBind', () => api.bindInviter('K7M2Q9XA'), { parent_id: 'K7M2Q9XA' }, true],
  // Content
  ['homeCategories', () => api.getHomeCategories(), {}, true],
  ['banners', () => api.getBanners({ position: 'home' }), { position: 'home' }, true],
  ['articleCategories', () => api.getArticleCategories(), {}, true],
  ['categoryArticles', () => api.getCategoryArticles({ category_id: 2, page: 1 }), { category_id: 2, page: 1 }, true],
  ['article', () => api.getArticle(4), {}, true],
  ['downloadLinks', () => api.getDownloadLinks(), {}, true],
  ['addDownloadCount', () => api.addDownloadCount({ channel_from: 'premia', uuid: 'abcdefgh12' }), { channel_from: 'premia', uuid: 'abcdefgh12' }, true],
  ['bannerDetail', () => api.getBannerDetail(3), {}, true],
  ['activities', () => api.getActivities(), {}, true],
  ['programme', () => api.getProgramme({ page: 2 }), {}, true],
  ['partners', () => api.getPartners(), {}, true],
  ['documents', () => api.getDocuments(), {}, true],
  ['document', () => api.getDocument({ slug: 'about' }), {}, true],
];

describe('one typed function per call of the contract', () => {
  it('covers every entry of the API table', () => {
    // The caller itself renews the member's token (src/api/http.ts; tests/unit/http.test.ts): no feature calls it.
    const madeByTheCaller = ['refreshToken'];
    expect(new Set([...cases.map(([name]) => name), ...madeByTheCaller])).toEqual(new Set(Object.keys(API)));
  });

  it.each(cases)('%s uses its method and path', async (name, call, body, spinner) => {
    await call();
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method: API[name].method, path: API[name].path });
    if (body !== undefined) expect(server.seen[0]!.body).toEqual(body);
    expect(ui.events.loading.length > 0).toBe(spinner);
  });

  it('getAdsAndConfigs sends its names as configs[]', async () => {
    await api.getAdsAndConfigs(['app.ico']);
    expect(server.seen[0]!.uri).toBe('/api/ads-and-configs?configs[]=app.ico');
  });

  it('uploadImage sends the file as multipart field `file`, not as JSON', async () => {
    await api.uploadImage(new Blob(['png bytes'], { type: 'image/png' }), 'foto.png');
    const body = server.seen[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('foto.png');
    expect(server.seen[0]!.headers['Content-Type']).not.toContain('application/json');
  });

  it('content calls keep answers for the visit; `fresh` asks again; failures are not kept', async () => {
    api.clearContentCache();
    await api.getArticle(11);
    await api.getArticle(11);
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]!.uri).toBe('/api/articles?id=11');
    expect(server.seen[0]!.headers['Content-Type']).toBe('application/json');
    await api.getArticle(11, { fresh: true });
    expect(server.seen).toHaveLength(2);
    api.http.defaults.adapter = fakeServer(() => ({ status: 400, body: envelope(null, 400, 'Artigo não encontrado') })).adapter;
    await api.getArticle(12, { loading: false, background: true });
    api.http.defaults.adapter = server.adapter;
    await api.getArticle(12);
    expect(server.seen.at(-1)!.uri).toBe('/api/articles?id=12');
  });

  it('pollRtpMarket sends the query and If-None-Match, and reads 304 as unchanged', async () => {
    await api.pollRtpMarket({ sort: 'change' }, '"rtp-abc"');
    expect(server.seen[0]!.uri).toBe('/api/rtp/market?sort=change');
    expect(server.seen[0]!.headers['If-None-Match']).toBe('"rtp-abc"');
    api.http.defaults.adapter = fakeServer(() => ({ status: 304 })).adapter;
    expect(await api.pollRtpMarket({}, '"rtp-abc"')).toEqual({ changed: false });
    expect(ui.events.toast).toEqual([]);
  });

  it('options pass through (background call)', async () => {
    await api.login(login, { background: true });
    expect(ui.events.loading).toEqual([]);
  });
});
