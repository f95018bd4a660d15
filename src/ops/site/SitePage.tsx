/** The console's "Site": the page icon, the click sound and the contact channels, as members get them. */
import { SiteContactForm } from './SiteContactForm.tsx';
import { SiteFileUpload } from './SiteFileUpload.tsx';
import { siteSettings, uploadClickSound, uploadSiteIcon } from './site-settings-calls.ts';
import { SITE_TEXTS as T } from './site-settings-texts.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';

export function SitePage() {
  const { state, update } = useOpsLoad(siteSettings);
  const settings = loaded(state);

  const sendIcon = async (file: File) => {
    const { url } = await uploadSiteIcon(file);
    update((current) => ({ ...current, icon: url }));
    return T.iconSaved;
  };
  const sendSound = async (file: File) => {
    const { url } = await uploadClickSound(file);
    update((current) => ({ ...current, sound: url }));
    return T.soundSaved;
  };

  return (
    <section className="ops-page" aria-labelledby="site-title">
      <header className="ops-page-header">
        <h1 id="site-title">{T.title}</h1>
      </header>
      <p className="ops-hint">{T.intro}</p>
      {!settings ? (
        <LoadNotice state={state} />
      ) : (
        <div className="ops-site-grid">
          <div className="ops-card ops-form">
            <h2>{T.iconTitle}</h2>
            <p className="ops-hint">{T.iconHint}</p>
            <p className="ops-site-current">
              {T.iconCurrent}: {settings.icon ? <img src={settings.icon} alt={T.iconCurrent} width={48} height={48} data-testid="site-icon" /> : T.none}
            </p>
            <SiteFileUpload accept="image/png,image/jpeg,image/webp,image/gif" label={T.iconTitle} send={sendIcon} />
          </div>
          <div className="ops-card ops-form">
            <h2>{T.soundTitle}</h2>
            <p className="ops-hint">{T.soundHint}</p>
            <p className="ops-site-current">
              {T.soundCurrent}: {settings.sound ? <audio controls preload="none" src={settings.sound} data-testid="site-sound" /> : T.none}
            </p>
            <SiteFileUpload accept="audio/mpeg,audio/ogg,audio/wav,audio/mp4,audio/aac,.m4a" label={T.soundTitle} send={sendSound} />
          </div>
          <SiteContactForm initial={settings.contact} onSaved={(contact) => update((current) => ({ ...current, contact }))} />
        </div>
      )}
    </section>
  );
}
