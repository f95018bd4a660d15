/**
 * Portuguese demo content: home categories, a banner page, articles, activities, the
 * games programme, partners, documents, contact and download settings. Clearly fictional: outside
 * links go to example.com. Dates are relative to the first seeding.
 */
import { asc } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { activities, adDetails, ads, articleCategories, articles, documents, homeCategories, partners, programmeEntries, settings } from './schema.ts';
import { sanitizeOperatorHtml as clean } from '../security/sanitize-html.ts';
import { addDays, rewardDay, startOfRewardDay } from '../services/calendar.ts';
import { APP_DOWNLOAD_PATH, GIFT_BOX_PATH, HOME_ALIAS_PATH, INVITE_PATH, NEWS_LIST_PATH, PARTNERS_PATH, SHARE_PATH, SPONSORS_PATH, TASK_CENTER_PATH, WHEEL_PATH } from '../../src/lib/paths.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const PROGRAMME_DAYS = 14;

/** Activities and the programme have their own entry cards on home, below the grid. */
const CATEGORIES = [
  { title: 'Roda', icon: 'wheel', route: WHEEL_PATH },
  { title: 'Caixa da sorte', icon: 'gift', route: GIFT_BOX_PATH },
  { title: 'Convidar', icon: 'invite', route: INVITE_PATH },
  { title: 'Compartilhar', icon: 'share', route: SHARE_PATH },
  { title: 'Patrocínios', icon: 'sponsor', route: SPONSORS_PATH },
  { title: 'Parceiros', icon: 'users', route: PARTNERS_PATH },
  { title: 'Notícias', icon: 'news', route: NEWS_LIST_PATH },
  { title: 'Baixar app', icon: 'download', route: APP_DOWNLOAD_PATH },
];

const BANNER_PAGE = `<h2>Gire a Roda da Fortuna todos os dias</h2>
<p>Cada membro tem giros grátis diários. Os prêmios vão de pontos a fones de ouvido de demonstração.</p>
<ul><li>Giros grátis renovam à meia-noite (horário de Brasília).</li><li>Convide amigos para ganhar giros extras.</li></ul>
<p>Conteúdo fictício de demonstração. Saiba mais em <a href="https://example.com/premia/roda" target="_blank">example.com</a>.</p>`;

const ARTICLE_CATEGORIES = ['Novidades', 'Dicas', 'Promoções'];

const ARTICLES: Array<{ category: number; title: string; summary: string; body: string }> = [
  { category: 0, title: 'Prêmia ganha nova página de atividades', summary: 'Veja em um só lugar as campanhas em andamento, as próximas e as encerradas.', body: '<p>A nova página reúne todas as campanhas com datas e o caminho para participar.</p><h3>O que muda</h3><ul><li>Estado de cada campanha</li><li>Datas de início e fim</li></ul>' },
  { category: 1, title: 'Cinco dicas para juntar pontos mais rápido', summary: 'Giros diários, caixa da sorte e convites: um roteiro simples para a semana.', body: '<ol><li>Gire a roda todos os dias.</li><li>Abra a caixa da sorte.</li><li>Convide amigos.</li><li>Participe da chuva de envelopes.</li><li>Complete as tarefas.</li></ol>' },
  { category: 2, title: 'Semana em dobro na Roda da Fortuna', summary: 'Campanha fictícia: pontos em dobro nos giros desta semana.', body: '<p>Durante a campanha de demonstração, cada prêmio em pontos da roda vale o dobro.</p><blockquote>Oferta fictícia criada para demonstração.</blockquote>' },
  { category: 0, title: 'Como funciona o sorteio justo', summary: 'O servidor se compromete com o resultado antes do giro, e você pode conferir.', body: '<p>Antes de cada giro mostramos um código (hash) do segredo do sorteio. Depois do giro, o segredo é revelado e o aplicativo confere.</p>' },
  { category: 1, title: 'Instale o Prêmia na tela inicial', summary: 'No Android, no iPhone ou no computador: o passo a passo da instalação.', body: '<h3>No iPhone</h3><p>Toque em Compartilhar e depois em Adicionar à Tela de Início.</p><h3>No Android</h3><p>Baixe o pacote na página Baixar o app.</p>' },
  { category: 2, title: 'Chuva de envelopes de fim de semana', summary: 'Envelopes caem na tela inicial no sábado à noite (demonstração).', body: '<p>Fique na tela inicial quando a chuva começar e toque nos envelopes para ganhar pontos.</p>' },
  { category: 0, title: 'Novos parceiros fictícios no Prêmia', summary: 'Conheça as marcas de demonstração que chegam à página de parceiros.', body: '<p>As marcas desta página são fictícias e servem apenas para demonstração. Visite <a href="https://example.com/parceiros" target="_blank">example.com/parceiros</a>.</p>' },
];

const DOCUMENTS = [
  { slug: 'termos', kind: 'protocol', title: 'Termos de uso', body: '<h2>Termos de uso</h2><p>Texto fictício de demonstração. Ao usar o Prêmia você concorda com as regras das promoções e com a política de privacidade.</p><h3>1. Conta</h3><p>Uma conta por pessoa, maior de 18 anos.</p><h3>2. Pontos</h3><p>Pontos não têm valor fora do aplicativo.</p>' },
  { slug: 'privacidade', kind: 'protocol', title: 'Política de privacidade', body: '<h2>Política de privacidade</h2><p>Texto fictício de demonstração. Guardamos apenas os dados necessários para a sua conta e para as entregas de prêmios.</p>' },
  { slug: 'regras', kind: 'protocol', title: 'Regras das promoções', body: '<h2>Regras das promoções</h2><p>Texto fictício de demonstração. Cada promoção tem período, limite por membro e sorteio verificável.</p>' },
  { slug: 'about', kind: 'page', title: 'Sobre o Prêmia', body: '<h2>Sobre o Prêmia</h2><p>O Prêmia é um aplicativo de recompensas de demonstração: gire a roda, abra a caixa da sorte, convide amigos e troque pontos.</p><p>Todo o conteúdo é fictício. Saiba mais em <a href="https://example.com/premia" target="_blank">example.com/premia</a>.</p>' },
];

export async function seedContent(db: Executor, now: Date): Promise<void> {
  await db.insert(homeCategories).values(CATEGORIES.map((c, i) => ({ ...c, sort: i + 1 })));
  const [firstAd] = await db.select({ id: ads.id }).from(ads).orderBy(asc(ads.sort), asc(ads.id)).limit(1);
  if (firstAd) await db.insert(adDetails).values({ adId: firstAd.id, html: clean(BANNER_PAGE) });
  await seedArticles(db, now);
  await seedActivities(db, now);
  await seedProgramme(db, now);
  await db.insert(partners).values([
    { name: 'Café Aurora (fictício)', logo: '/content/partner-1.svg', description: 'Cafeteria de demonstração: troque pontos por um café especial.', link: 'https://example.com/cafe-aurora', sort: 1 },
    { name: 'Verde Sabor (fictício)', logo: '/content/partner-2.svg', description: 'Mercado de demonstração com cupons para membros.', link: 'https://example.com/verde-sabor', sort: 2 },
    { name: 'Luz Eletrônicos (fictício)', logo: '/content/partner-3.svg', description: 'Loja de demonstração dos fones e caixas de som da roda.', link: 'https://example.com/luz-eletronicos', sort: 3 },
  ]);
  await db.insert(documents).values(DOCUMENTS.map(({ body, ...d }, i) => ({ ...d, html: clean(body), sort: i + 1 })));
  await db
    .insert(settings)
    .values([
      { groupName: 'contact', name: 'email', value: 'contato@example.com' },
      { groupName: 'contact', name: 'whatsapp', value: '+55 11 90000-0000' },
      { groupName: 'contact', name: 'hours', value: 'Segunda a sexta, das 9h às 18h (horário de Brasília)' },
      { groupName: 'contact', name: 'site', value: 'https://example.com/premia/ajuda' },
      { groupName: 'download', name: 'android_url', value: 'https://example.com/premia/premia.apk' },
    ])
    .onConflictDoNothing();
}

async function seedArticles(db: Executor, now: Date) {
  const categories = await db.insert(articleCategories).values(ARTICLE_CATEGORIES.map((name, i) => ({ name, sort: i + 1 }))).returning({ id: articleCategories.id });
  await db.insert(articles).values(
    ARTICLES.map((a, i) => ({
      categoryId: categories[a.category]?.id ?? 0,
      title: a.title,
      summary: a.summary,
      cover: `/content/cover-${(i % 6) + 1}.svg`,
      html: clean(a.body),
      publishedAt: new Date(now.getTime() - (i + 1) * 6 * HOUR),
    })),
  );
}

async function seedActivities(db: Executor, now: Date) {
  const t = now.getTime();
  await db.insert(activities).values([
    { title: 'Roda da Fortuna diária', summary: 'Giros grátis todos os dias para membros.', image: '/banners/banner-1.svg', route: WHEEL_PATH, startsAt: new Date(t - 10 * DAY), endsAt: new Date(t + 60 * DAY), sort: 1 },
    { title: 'Caixa da sorte', summary: 'Abra seu presente diário e ganhe pontos.', image: '/banners/banner-2.svg', route: GIFT_BOX_PATH, startsAt: new Date(t - 5 * DAY), endsAt: new Date(t + 30 * DAY), sort: 2 },
    { title: 'Tarefas da semana', summary: 'Complete tarefas simples e acumule pontos.', image: '/content/cover-4.svg', route: TASK_CENTER_PATH, startsAt: new Date(t - DAY), endsAt: new Date(t + 6 * DAY), sort: 3 },
    { title: 'Chuva de envelopes de sábado', summary: 'Envelopes caem na tela inicial: toque para pegar.', image: '/content/cover-6.svg', route: HOME_ALIAS_PATH, startsAt: new Date(t + 2 * DAY), endsAt: new Date(t + 2 * DAY + 2 * HOUR), sort: 4 },
    { title: 'Compartilhe e ganhe', summary: 'Campanha de compartilhamento encerrada (demonstração).', image: '/banners/banner-3.svg', route: SHARE_PATH, startsAt: new Date(t - 20 * DAY), endsAt: new Date(t - 2 * DAY), sort: 5 },
  ]);
}

/** Two sessions a day (20:00 and 21:30 in São Paulo) for two weeks from the seeding day. */
async function seedProgramme(db: Executor, now: Date) {
  const today = rewardDay(now);
  const rows = Array.from({ length: PROGRAMME_DAYS }, (_, d) => startOfRewardDay(addDays(today, d)).getTime()).flatMap((start) => [
    { title: 'Roda da Fortuna ao vivo', description: 'Giros com prêmios em dobro durante uma hora.', route: WHEEL_PATH, startsAt: new Date(start + 20 * HOUR), endsAt: new Date(start + 21 * HOUR) },
    { title: 'Chuva de envelopes', description: 'Fique na tela inicial e toque nos envelopes.', route: HOME_ALIAS_PATH, startsAt: new Date(start + 21.5 * HOUR), endsAt: new Date(start + 21.75 * HOUR) },
  ]);
  await db.insert(programmeEntries).values(rows);
}
