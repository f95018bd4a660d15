import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/Button.tsx';
import type { DrawProof } from '../../domain/contract/index.ts';
import { FAIRNESS_FORMULA, verifyDraw } from '../../domain/fairness.ts';

/** The draw's proof and a button that checks it on this device (Web Crypto), trusting nothing from the server but the numbers. */
export function FairnessProof({ proof }: { proof: DrawProof }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<'idle' | 'busy' | 'ok' | 'bad'>('idle');
  const verify = async () => {
    setCheck('busy');
    try {
      setCheck((await verifyDraw(proof)).fair ? 'ok' : 'bad');
    } catch {
      setCheck('bad');
    }
  };
  return (
    <section className="card proof">
      <h2 className="game-section__title">{t('records.proof')}</h2>
      <dl className="proof__list">
        <dt>{t('records.drawNumber')}</dt><dd>{proof.draw_number}</dd>
        <dt>{t('records.commitment')}</dt><dd><code>{proof.commitment_hash}</code></dd>
        <dt>{t('records.seed')}</dt><dd><code>{proof.seed}</code></dd>
        <dt>{t('records.clientKey')}</dt><dd><code>{proof.client_key}</code></dd>
      </dl>
      <p className="muted proof__formula">{t('records.formula')}: {FAIRNESS_FORMULA}</p>
      <Button className="proof__verify" variant="secondary" block busy={check === 'busy'} onClick={() => void verify()}>
        {check === 'busy' ? t('records.verifying') : t('records.verify')}
      </Button>
      {check === 'ok' ? <p className="proof__result proof__result--ok" role="status">{t('records.verified')}</p> : null}
      {check === 'bad' ? <p className="proof__result proof__result--bad" role="status">{t('records.notVerified')}</p> : null}
    </section>
  );
}
