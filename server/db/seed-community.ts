/**
 * Demo share campaigns and tasks, in Portuguese and clearly fictional: links go to
 * example.com addresses. Task dates are relative to the first seeding.
 */
import type { Transaction } from './client.ts';
import { shareCampaigns, tasks } from './schema.ts';
import { COMPLETE_PROFILE_PATH, WALLET_PATH, WHEEL_PATH } from '../../src/lib/paths.ts';

export async function seedShareCampaigns(tx: Transaction): Promise<void> {
  await tx.insert(shareCampaigns).values([
    {
      title: 'Convide para a Roda da Fortuna', image: '/share/campaign-1.svg', sort: 0, points: 30, dailyLimit: 3,
      text: 'Estou girando a Roda da Fortuna na Prêmia e ganhando pontos todo dia. Entre também!',
      link: 'https://www.example.com/premia/roda', platforms: ['whatsapp', 'facebook', 'telegram', 'x'],
    },
    {
      title: 'Caixa da sorte diária', image: '/share/campaign-2.svg', sort: 1, points: 20, dailyLimit: 2,
      text: 'Abri minha caixa de presente da sorte hoje na Prêmia (demonstração). Venha abrir a sua!',
      link: 'https://www.example.com/premia/caixa', platforms: ['facebook', 'x'],
    },
  ]);
}

const DAY = 24 * 60 * 60 * 1000;

/** Tasks that complete themselves from server events (no submission). */
export async function seedAutomaticTasks(tx: Transaction): Promise<void> {
  await tx.insert(tasks).values([
    {
      title: 'Complete suas informações', description: 'Informe nome completo e data de nascimento para participar de tudo.',
      kind: 'newcomer', points: 50, autoEvent: 'profile_completed', actionLink: COMPLETE_PROFILE_PATH, sort: 0,
      steps: ['Abra Completar informações', 'Preencha nome e data de nascimento', 'Salve: a tarefa conclui sozinha'],
    },
    {
      title: 'Faça seu primeiro giro', description: 'Gire a Roda da Fortuna pela primeira vez.',
      kind: 'newcomer', points: 20, autoEvent: 'first_draw', actionLink: WHEEL_PATH, sort: 1,
      steps: ['Abra a Roda da Fortuna', 'Toque em Girar'],
    },
    {
      title: 'Vincule sua conta de recebimento', description: 'Cadastre na carteira a conta que recebe seus saques.',
      kind: 'newcomer', points: 30, autoEvent: 'wallet_bound', actionLink: WALLET_PATH, sort: 2,
      steps: ['Abra a Carteira', 'Informe a conta e os 4 últimos dígitos do telefone'],
    },
  ]);
}

/** Tasks proved by a submission that an operator reviews. */
export async function seedSubmittedTasks(tx: Transaction, now: Date): Promise<void> {
  await tx.insert(tasks).values([
    {
      title: 'Siga a Prêmia (demonstração)', description: 'Siga nosso perfil de demonstração e envie o link do seu perfil com um print.',
      kind: 'newcomer', points: 40, needsLink: true, minImages: 1, actionLink: 'https://www.example.com/premia/perfil', sort: 3,
      steps: ['Abra o perfil de demonstração', 'Toque em Seguir', 'Envie o link do seu perfil e um print'],
    },
    {
      title: 'Conte como foi seu dia de prêmios', description: 'Escreva em poucas palavras o que ganhou hoje.',
      kind: 'daily', points: 10, needsText: true, sort: 10,
      steps: ['Jogue a Roda ou abra a Caixa da sorte', 'Escreva o que ganhou'],
    },
    {
      title: 'Print do seu giro diário', description: 'Envie um print do resultado da Roda da Fortuna de hoje.',
      kind: 'daily', points: 10, minImages: 1, actionLink: WHEEL_PATH, sort: 11,
      steps: ['Gire a Roda da Fortuna', 'Tire um print do resultado', 'Envie o print'],
    },
    {
      title: 'Mostre sua coleção de prêmios', description: 'Envie 3 prints dos seus prêmios e conte qual foi o favorito.',
      kind: 'once', points: 100, needsText: true, minImages: 3, opensAt: now, closesAt: new Date(now.getTime() + 60 * DAY), sort: 20,
      steps: ['Abra o Histórico de sorteios', 'Tire 3 prints dos seus prêmios', 'Escreva qual foi o favorito e envie'],
    },
  ]);
}
