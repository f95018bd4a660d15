import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '../../domain/contract/content.ts';
import { bannerDetail } from '../../lib/paths.ts';

const AUTO_ADVANCE_MS = 4000;

/** Auto-advance runs only while the strip is on screen and the member has not asked for reduced motion. */
function useAutoAdvance(strip: React.RefObject<HTMLDivElement | null>, count: number) {
  useEffect(() => {
    const node = strip.current;
    if (!node || count < 2) return undefined;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    let timer: number | undefined;
    const stop = () => window.clearInterval(timer);
    const start = () => {
      stop();
      timer = window.setInterval(() => {
        const next = (Math.round(node.scrollLeft / node.clientWidth) + 1) % count;
        node.scrollTo({ left: next * node.clientWidth, behavior: 'smooth' });
      }, AUTO_ADVANCE_MS);
    };
    const observer = new IntersectionObserver(([entry]) => (entry?.isIntersecting ? start() : stop()));
    observer.observe(node);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [strip, count]);
}

/** Swipeable banners from `ads/index`; each opens its detail page (rich content or its link). */
export function BannerCarousel({ banners }: { banners: Banner[] | null }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = banners?.length ?? 0;
  useAutoAdvance(strip, count);

  if (banners === null) return <div className="banner banner--loading" aria-busy="true" />;
  if (count === 0) return null;
  return (
    <section className="banner" aria-label={t('home.banners')}>
      <div className="banner__strip" ref={strip}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}>
        {banners.map((banner, i) => (
          <Link key={banner.id} className="banner__slide" to={bannerDetail(banner.id)} data-testid="banner">
            {/* The first slide is the first screen's largest image: no lazy loading for it. */}
            <img src={banner.image} alt={banner.title} width={720} height={360} loading={i === 0 ? 'eager' : 'lazy'} />
          </Link>
        ))}
      </div>
      <div className="banner__dots" aria-hidden="true">
        {banners.map((banner, i) => <span key={banner.id} className={i === index ? 'on' : ''} />)}
      </div>
    </section>
  );
}
