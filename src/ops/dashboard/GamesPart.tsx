/** Games: draws per day and game, paid against the table's expectation with its alarm, physical prizes. */
import { useMemo } from 'react';
import type { DashboardGames, DashboardRange } from '../../domain/contract/ops-dashboard.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded } from '../common/use-ops-load.ts';
import { Chart } from './Chart.tsx';
import { type Column, DashTable } from './DashTable.tsx';
import { games } from './dashboard-calls.ts';
import { DASHBOARD_TEXTS as T } from './dashboard-texts.ts';
import { int } from './format.ts';
import { useDashLoad } from './useDashLoad.ts';

const COLORS: Record<string, string> = { wheel: '#6a1b9a', giftbox: '#00838f', chest: '#ef6c00' };
const GAMES = ['wheel', 'giftbox', 'chest'];
const name = (game: string) => T.gameNames[game] ?? game;

type Game = DashboardGames['games'][number];
const GAME_COLUMNS: Column<Game>[] = [
  { label: T.game, value: (row) => name(row.game) },
  { label: T.draws, value: (row) => row.draws, show: (row) => int(row.draws) },
  { label: T.points, value: (row) => row.points, show: (row) => int(row.points) },
  { label: T.tableDraws, value: (row) => row.table_draws, show: (row) => int(row.table_draws) },
  { label: T.expected, value: (row) => Math.round(row.expected_points), show: (row) => int(row.expected_points) },
  { label: T.zScore, value: (row) => (row.z === null ? '' : row.z.toFixed(2)), show: (row) => (row.z === null ? '—' : row.z.toFixed(2).replace('.', ',')) },
  { label: T.alarm, value: (row) => (row.alarm ? T.alarm : T.ok), show: (row) => <span className={row.alarm ? 'dash-badge is-bad' : 'dash-badge'}>{row.alarm ? T.alarm : T.ok}</span> },
];

type Prize = DashboardGames['physical'][number];
const PRIZE_COLUMNS: Column<Prize>[] = [
  { label: T.prize, value: (row) => row.label },
  { label: T.game, value: (row) => name(row.game) },
  { label: T.won, value: (row) => row.won },
  { label: T.stock, value: (row) => (row.stock === null ? T.noLimit : row.stock) },
];

export function GamesPart({ range, days }: { range: DashboardRange; days: string[] }) {
  const { state } = useDashLoad(games, range);
  const data = loaded(state);
  const series = useMemo(() => GAMES.filter((game) => data?.games.some((row) => row.game === game)).map((game) => ({
    label: name(game), color: COLORS[game] ?? '#555',
    values: days.map((day) => data?.days.find((row) => row.day === day && row.game === game)?.draws ?? 0),
  })), [data, days]);
  return (
    <section className="ops-card dash-part" aria-labelledby="dash-games">
      <h2 id="dash-games">{T.games}</h2>
      <LoadNotice state={state} />
      {data && (
        <>
          <Chart title={T.draws} days={days} series={series} />
          <div className="dash-tables">
            <DashTable name="jogos" caption={T.games} columns={GAME_COLUMNS} rows={data.games} />
            <DashTable name="premios-fisicos" caption={T.physical} columns={PRIZE_COLUMNS} rows={data.physical} />
          </div>
        </>
      )}
    </section>
  );
}
