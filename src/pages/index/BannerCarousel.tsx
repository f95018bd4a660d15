import { useEffect, useRef, useState } from 'react';
import { shellT as t } from '../../lib/shell-strings.ts';
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

/**
 * The slide on show, told by an IntersectionObserver: reading the strip's scroll position on every
 * scroll event instead cost a layout and a React event each frame of every slide.
 */
function useShownSlide(strip: React.RefObject<HTMLDivElement | null>, count: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const node = strip.current;
    if (!node || count < 2) return undefined;
    const slides = [...node.children];
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) setIndex(slides.indexOf(entry.target));
    }, { root: node, threshold: 0.6 });
    slides.forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, [strip, count]);
  return index;
}

/** Swipeable banners from `ads/index`; each opens its detail page (rich content or its link). */
export function BannerCarousel({ banners }: { banners: Banner[] | null }) {
  const strip = useRef<HTMLDivElement>(null);
  const count = banners?.length ?? 0;
  useAutoAdvance(strip, count);
  const index = useShownSlide(strip, count);

  if (banners === null) return <div className="banner banner--loading" aria-busy="true" />;
  if (count === 0) return null;
  return (
    // Its slides and dots change every few seconds without moving the page: the promo widgets
    // need not read the page again for them (scenes/widget/page-changes.ts).
    <section className="banner" aria-label={t('home.banners')} data-self-updating="">
      <div className="banner__strip" ref={strip}>
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
