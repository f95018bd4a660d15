/**
 * A detail page opened without the id of what it shows says what is missing, in its own frame
 * (title, back button), and links to the list to pick one from: not "Não foi possível carregar",
 * as if the network had failed.
 */
import { expect, test } from '@playwright/test';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';

const PAGES = [
  { route: '/pages/banner/bannerDetail', title: 'Destaque', text: 'Nenhum destaque indicado.', list: 'Ir para o início', to: '#/' },
  { route: '/pages/newscategory/newsDetail', title: 'Artigo', text: 'Nenhuma notícia indicada.', list: 'Ver todas as notícias', to: '#/pages/newscategory/newscategory' },
  { route: '/pages/sponsorInfo/sponsorInfo', title: 'Informações do patrocinador', text: 'Nenhum patrocinador indicado.', list: 'Ver o mercado RTP', to: '#/pages/zanzhu/zanzhu' },
  { route: '/pages/personal/protocolDetails', title: 'Termo', text: 'Nenhum termo indicado.', list: 'Ver todos os termos', to: '#/pages/personal/protocol' },
  { route: '/pages/lotterydetail/lotterydetail', title: 'Detalhes do sorteio', text: 'Nenhum sorteio indicado.', list: 'Ver o histórico de sorteios', to: '#/pages/lotteryrecord/lotteryrecord' },
  { route: '/pages/SubmitDetails/SubmitDetails', title: 'Detalhes do envio', text: 'Nenhum envio indicado.', list: 'Ver o registro de tarefas', to: '#/pages/TaskRecord/TaskRecord' },
  { route: '/pages/personal/stationMsgDetails', title: 'Mensagem', text: 'Nenhuma mensagem indicada.', list: 'Ver todas as mensagens', to: '#/pages/personal/stationMsg' },
  { route: '/pages/personal/prizeDetail', title: 'Detalhe do prêmio', text: 'Nenhum lançamento de pontos indicado.', list: 'Ver os detalhes de pontos', to: '#/pages/personal/prizeRecord' },
  { route: '/pages/personal/withdrawDetails', title: 'Detalhes do saque', text: 'Nenhum saque indicado.', list: 'Ver o registro de saques', to: '#/pages/personal/withdrawrecord' },
];

// Nine pages, each a module to load on a shared, busy server.
test.setTimeout(180_000);

test('every detail page opened without its id says what is missing and links to its list', async ({ page, request }) => {
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  await signInWithStorage(page, session);
  for (const { route, title, text, list, to } of PAGES) {
    await page.goto(`/#${route}`);
    await expect(page.getByRole('heading', { name: title, exact: true }), route).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect(page.getByText(text, { exact: true }), route).toBeVisible();
    await expect(page.getByText(/Não foi possível carregar/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: list }), route).toHaveAttribute('href', to);
  }
  // The link leads there.
  await page.goto('/#/pages/newscategory/newsDetail');
  await page.getByRole('link', { name: 'Ver todas as notícias' }).click();
  await expect(page).toHaveURL(/#\/pages\/newscategory\/newscategory$/);
  // The list's module loads now: slow on a shared, busy machine.
  await expect(page.getByRole('heading', { name: 'Notícias', exact: true })).toBeVisible({ timeout: 30_000 });
});
