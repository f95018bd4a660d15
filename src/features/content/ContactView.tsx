import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { getSettingsGroups } from '../../api/calls/site.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';
import type { SettingsGroup } from '../../domain/contract/site.ts';
import { isOutsideLink, withChannelFrom } from '../../lib/outside-link.ts';
import { LoadGate } from '../../components/LoadGate.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { FEEDBACK_PATH } from '../../lib/paths.ts';
import { useSiteChange } from './useSiteChange.ts';

/** The channels of the `contact` settings group, in this order, with how each one opens. */
const CHANNELS: Array<{ name: string; icon: IconName; href: (value: string) => string | null }> = [
  { name: 'email', icon: 'mail', href: (v) => `mailto:${v}` },
  { name: 'whatsapp', icon: 'phone', href: (v) => `https://wa.me/${v.replace(/\D/g, '')}` },
  { name: 'site', icon: 'info', href: (v) => (isOutsideLink(v) ? withChannelFrom(v) : null) },
  { name: 'hours', icon: 'history', href: () => null },
];

// Settings are not a content call: no visit cache, so `fresh` has nothing to skip.
const loadGroups = () => getSettingsGroups({ loading: false });

function Channels({ groups }: { groups: SettingsGroup[] }) {
  const { t } = useTranslation();
  const values = groups.find((g) => g.name === 'contact')?.settings ?? {};
  const shown = CHANNELS.filter((c) => values[c.name]);
  if (shown.length === 0) return <EmptyState icon="message" title={t('content.contact.empty')} />;
  return (
    <ul className="card contact-list">
      {shown.map((c) => {
        const value = values[c.name] ?? '';
        const href = c.href(value);
        const body = (
          <>
            <span className="contact-list__icon"><Icon name={c.icon} size={20} /></span>
            <span className="contact-list__body"><span className="contact-list__label">{t(`content.contact.${c.name}`)}</span><span>{value}</span></span>
          </>
        );
        return (
          <li key={c.name} data-testid={`contact-${c.name}`}>
            {href ? <a className="contact-list__row" href={href} target="_blank" rel="noopener noreferrer">{body}</a> : <span className="contact-list__row">{body}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** pages/personal/contact: the support channels from the site settings. */
export function ContactView() {
  const { t } = useTranslation();
  const { state, reload } = useLoad(loadGroups);
  useSiteChange(reload);
  return (
    <>
      <p className="download-intro">{t('content.contact.intro')}</p>
      <LoadGate state={state} reload={reload} notFound={t('content.contact.empty')}>{(groups) => <Channels groups={groups} />}</LoadGate>
      <Link to={FEEDBACK_PATH} className="btn btn--secondary btn--block">{t('content.contact.feedback')}</Link>
    </>
  );
}
