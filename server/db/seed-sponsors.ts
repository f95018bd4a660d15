/**
 * Demo RTP market: three clearly fictional sponsors, their games and a simulated feed
 * of 36 readings per game, one every 10 minutes up to the seeding, between 85 % and 99 %. Every
 * row is marked `demo` so the console can tell the simulation from a real feed.
 */
import type { Transaction } from './client.ts';
import { rtpGames, rtpReadings, sponsors } from './schema.ts';

type GameType = (typeof rtpGames.$inferInsert)['type'];

const SPONSORS = [
  {
    name: 'Estrela Fictícia', logo: '/sponsors/estrela.svg', link: 'https://estrela.example.com',
    description: 'Patrocinador de demonstração: jogos de cartas e roleta com estatísticas públicas.',
    games: [['Roleta Aurora', 'roleta'], ['Cartas do Cerrado', 'cartas'], ['Foguete Guará', 'crash']],
  },
  {
    name: 'Lua Demonstração', logo: '/sponsors/lua.svg', link: 'https://lua.example.com',
    description: 'Patrocinador de demonstração: caça-níqueis temáticos do litoral brasileiro.',
    games: [['Ondas de Ouro', 'slot'], ['Coqueiro da Sorte', 'slot'], ['Maré Alta', 'crash'], ['Farol 21', 'cartas']],
  },
  {
    name: 'Sol Exemplo', logo: '/sponsors/sol.svg', link: 'https://sol.example.com',
    description: 'Patrocinador de demonstração: jogos rápidos com rodadas curtas.',
    games: [['Tucano Turbo', 'slot'], ['Ipê Dourado', 'slot'], ['Roleta Carioca', 'roleta']],
  },
] as const;

const READINGS_PER_GAME = 36;
const READING_EVERY_MS = 10 * 60_000;

/** Small deterministic generator: the same seed gives the same demo on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A bounded random walk in basis points, within 85.00–99.00 %. */
function simulatedReadings(gameIndex: number): number[] {
  const next = generator(gameIndex + 12);
  let value = 9000 + Math.round(next() * 800);
  return Array.from({ length: READINGS_PER_GAME }, () => {
    value = Math.min(9900, Math.max(8500, value + Math.round((next() - 0.5) * 120)));
    return value;
  });
}

export async function seedSponsors(tx: Transaction, now: Date): Promise<void> {
  let gameIndex = 0;
  for (const [sort, entry] of SPONSORS.entries()) {
    const [sponsor] = await tx
      .insert(sponsors)
      .values({ name: entry.name, logo: entry.logo, description: entry.description, link: entry.link, sort, demo: true })
      .returning({ id: sponsors.id });
    const games = await tx
      .insert(rtpGames)
      .values(entry.games.map(([name, type], i) => ({
        sponsorId: sponsor!.id, name, type: type as GameType, image: `/rtp/${type}.svg`, featured: i === 0, demo: true,
      })))
      .returning({ id: rtpGames.id });
    const readings = games.flatMap((game) =>
      simulatedReadings(gameIndex++).map((valueBp, i) => ({
        gameId: game.id, valueBp, demo: true, createdAt: now,
        measuredAt: new Date(now.getTime() - (READINGS_PER_GAME - 1 - i) * READING_EVERY_MS),
      })),
    );
    await tx.insert(rtpReadings).values(readings);
  }
}
