import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { getProgramme } from '../../api/calls/content.ts';
import { unwrap } from '../../api/unwrap.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Loading.tsx';
import type { ProgrammeEntry } from '../../domain/contract/content.ts';
import { useSiteChange } from './useSiteChange.ts';

const PAGE_SIZE = 50;
// No timeZone: the member's own zone, as the brief asks for the programme.
const dayKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const dayLabel = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: '2-digit', month: 'long' });
const timeLabel = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

function groupByDay(entries: ProgrammeEntry[]) {
  const days = new Map<string, ProgrammeEntry[]>();
  for (const entry of entries) {
    const key = dayKey.format(new Date(entry.starts_at));
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return [...days.entries()];
}

function useDayName() {
  const { t } = useTranslation();
  return (key: string, sample: ProgrammeEntry) => {
    const now = new Date();
    if (key === dayKey.format(now)) return t('content.today');
    if (key === dayKey.format(new Date(now.getTime() + 86_400_000))) return t('content.tomorrow');
    return dayLabel.format(new Date(sample.starts_at));
  };
}

function EntryRow({ entry }: { entry: ProgrammeEntry }) {
  const { t } = useTranslation();
  const now = Date.now();
  const live = Date.parse(entry.starts_at) <= now && now < Date.parse(entry.ends_at);
  const over = Date.parse(entry.ends_at) <= now;
  return (
    <li className={`programme__entry${over ? ' programme__entry--over' : ''}`} data-testid="programme-entry">
      <time className="programme__time" dateTime={entry.starts_at}>
        <span>{timeLabel.format(new Date(entry.starts_at))}</span>
        <span className="programme__until">{t('content.until', { time: timeLabel.format(new Date(entry.ends_at)) })}</span>
      </time>
      <span className="programme__body">
        <span className="programme__title">{entry.title}{live ? <span className="state-badge state-badge--running">{t('content.live')}</span> : null}</span>
        {entry.description ? <span className="programme__text">{entry.description}</span> : null}
      </span>
      {over ? null : <Link className="programme__play" to={entry.route}>{t('content.play')}</Link>}
    </li>
  );
}

/** pages/gameshow/gameshow: the games programme by day, in the member's time zone. */
export function Programme() {
  const { t } = useTranslation();
  const dayName = useDayName();
  const [entries, setEntries] = useState<ProgrammeEntry[] | null>(null);
  const [next, setNext] = useState<number | null>(1);
  const [failed, setFailed] = useState(false);
  const load = useCallback((page: number) => {
    setFailed(false);
    getProgramme({ page, page_size: PAGE_SIZE }, { loading: false }).then((answer) => {
      const data = unwrap(answer);
      setEntries((prev) => [...(page === 1 ? [] : prev ?? []), ...data.list]);
      setNext(data.hasMore ? page + 1 : null);
    }).catch(() => setFailed(true));
  }, []);
  useEffect(() => load(1), [load]);
  useSiteChange(useCallback(() => load(1), [load]));
  const days = useMemo(() => groupByDay(entries ?? []), [entries]);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  if (entries === null && !failed) return <div className="record-loading" aria-busy="true"><Spinner /></div>;
  if (entries?.length === 0) return <EmptyState icon="calendar" title={t('content.noProgramme')} />;
  return (
    <>
      <p className="muted programme__zone">{t('content.timeZoneNote', { zone })}</p>
      {days.map(([key, list]) => (
        <section key={key} className="card programme__day">
          <h2 className="programme__day-name">{dayName(key, list[0] as ProgrammeEntry)}</h2>
          <ul className="programme__list">{list.map((e) => <EntryRow key={e.id} entry={e} />)}</ul>
        </section>
      ))}
      {failed ? <button type="button" className="ilist__retry" onClick={() => load(next ?? 1)}>{t('list.retry')}</button> : null}
      {!failed && next !== null && next > 1 ? <button type="button" className="ilist__retry" onClick={() => load(next)}>{t('content.more')}</button> : null}
    </>
  );
}
