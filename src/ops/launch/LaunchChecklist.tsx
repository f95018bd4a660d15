/**
 * The admin's first page opens with the launch checklist while anything members need is missing:
 * each item says what is missing and links to the page that fixes it. The server judges each item
 * (its SMS and e-mail checks are real calls), so "Verificar de novo" asks it again. Once all is done
 * it is gone; an operator who saw it incomplete in this tab is told "tudo pronto" once, and closes it.
 */
import { useState } from 'react';
import type { LaunchChecklist as Checklist } from '../../domain/contract/ops-launch.ts';
import { callOps } from '../common/api.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { LAUNCH_TEXTS as T } from './launch-texts.ts';

/** This tab saw something missing: once all is done it says so once, then the operator closes it. */
const SEEN_MISSING = 'ops.launch.missing';

async function readChecklist(): Promise<Checklist> {
  const answer = await callOps('launchChecklist', {});
  if (!answer.done) sessionStorage.setItem(SEEN_MISSING, '1');
  return answer;
}

export function LaunchChecklist() {
  // A failed check shows nothing (or keeps the last list): the checklist is advice, never in the way.
  const { state, reload, asking } = useOpsLoad(readChecklist);
  const list = loaded(state);
  const [closed, setClosed] = useState(false);
  const close = () => {
    sessionStorage.removeItem(SEEN_MISSING);
    setClosed(true);
  };

  if (!list || closed || (list.done && sessionStorage.getItem(SEEN_MISSING) === null)) return null;
  return (
    <section className="ops-card launch" aria-labelledby="launch-title">
      <header className="ops-page-header">
        <h2 id="launch-title">{T.title}</h2>
        <button type="button" className="ops-button" disabled={asking} onClick={reload}>{T.recheck}</button>
      </header>
      <p className={list.done ? 'ops-notice' : 'ops-hint'} role={list.done ? 'status' : undefined}>{list.done ? T.allDone : T.intro}</p>
      <ul className="launch-items">
        {list.items.map((item) => {
          const text = T.items[item.key];
          return (
            <li key={item.key} className={item.done ? 'launch-item is-done' : 'launch-item'} data-testid={`launch-${item.key}`}>
              <span className="launch-mark" aria-hidden="true">{item.done ? '✓' : '○'}</span>
              <span className="launch-body">
                <span className="launch-head"><strong>{text.label}</strong> <span className="ops-status">{item.done ? T.done : T.todo}</span></span>
                {!item.done && <span className="launch-missing">{text.missing}</span>}
                <span className="launch-detail">{item.detail}</span>
              </span>
              {!item.done && 'href' in text && <a className="ops-button" href={text.href}>{T.fix}</a>}
            </li>
          );
        })}
      </ul>
      {list.done && <button type="button" className="ops-button ops-primary" onClick={close}>{T.close}</button>}
    </section>
  );
}
