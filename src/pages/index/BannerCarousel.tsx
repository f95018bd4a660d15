import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../domain/contract/index.ts';

const AUTO_ADVANCE_MS = 4000;

/** Swipeable banners from the server's ads; advances by itself every 4 s. */
export function BannerCarousel({ ads }: { ads: Ad[] | null }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = ads?.length ?? 0;

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => {
      const node = strip.current;
      if (!node) return;
      const next = (Math.round(node.scrollLeft / node.clientWidth) + 1) % count;
      node.scrollTo({ left: next * node.clientWidth, behavior: 'smooth' });
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  if (ads === null) return <div className="banner banner--loading" aria-busy="true" />;
  if (count === 0) return null;
  return (
    <section className="banner" aria-label={t('home.banners')}>
      <div className="banner__strip" ref={strip}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}>
        {ads.map((ad) => (
          <a key={ad.id} className="banner__slide" href={ad.link}>
            <img src={ad.image} alt={ad.title} loading="lazy" />
          </a>
        ))}
      </div>
      <div className="banner__dots" aria-hidden="true">
        {ads.map((ad, i) => <span key={ad.id} className={i === index ? 'on' : ''} />)}
      </div>
    </section>
  );
}
