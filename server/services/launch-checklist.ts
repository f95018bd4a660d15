/**
 * The console's "Lançamento" checklist: what a fresh production database still lacks before members
 * can play, judged from the database and this process's settings each time an admin asks. The SMS
 * and e-mail items make the doctor's real calls (Twilio's account, SMTP NOOP; 3 s at most each); in
 * the demo a channel with no provider counts as done, since its codes are read in the outbox.
 * Nothing here blocks an operator: it only tells.
 */
import type { LaunchChecklist, LaunchItem } from '../../src/domain/contract/ops-launch.ts';
import { isPlayable } from '../../src/domain/prize-odds.ts';
import type { AppContext } from '../context.ts';
import * as repo from '../repositories/launch.ts';
import { listGamesWithPrizes } from '../repositories/ops-rewards.ts';
import { checkPushPart } from '../settings/doctor-local.ts';
import { timePart, type PartReport } from '../settings/doctor-part.ts';
import { emailPart, smsPart } from '../settings/doctor.ts';

type Item = LaunchChecklist['items'][number];

const item = (key: LaunchItem, done: boolean, detail: string): Item => ({ key, done, detail });

async function playableGames(ctx: AppContext): Promise<Item> {
  const games = await listGamesWithPrizes(ctx.db);
  const on = games.filter(({ game, prizes }) => isPlayable(game, prizes)).map(({ game }) => game.name);
  return item('game', on.length > 0, on.length > 0 ? on.join(', ') : 'nenhum jogo ligado com tabela de prêmios');
}

/** A provider's check as the doctor makes it; a missing one is fine only in the demo. */
function providerItem(ctx: AppContext, key: LaunchItem, report: PartReport): Item {
  const demoOutbox = ctx.mode === 'demo' && report.state === 'ausente';
  return item(key, report.state === 'configurado' || demoOutbox, report.check);
}

export async function launchChecklist(ctx: AppContext, env: NodeJS.ProcessEnv = process.env): Promise<LaunchChecklist> {
  const [terms, game, types, icon, email, sms] = await Promise.all([
    repo.publishedTermsTitles(ctx.db),
    playableGames(ctx),
    repo.activeWithdrawalTypeNames(ctx.db),
    repo.siteIconAddress(ctx.db),
    timePart('e-mail', () => emailPart(env), 'SMTP'),
    timePart('SMS', () => smsPart(env), 'Twilio'),
  ]);
  const push = checkPushPart(env);
  const items = [
    item('terms', terms.length > 0, terms.length > 0 ? terms.join(', ') : 'nenhum documento de termos publicado'),
    game,
    item('withdrawal', types.length > 0, types.length > 0 ? types.join(', ') : 'nenhum tipo de saque ligado'),
    providerItem(ctx, 'sms', sms),
    providerItem(ctx, 'email', email),
    item('push', push.state === 'configurado', push.check),
    item('icon', icon !== null, icon ?? 'nenhum ícone enviado'),
  ];
  return { done: items.every((entry) => entry.done), items };
}
