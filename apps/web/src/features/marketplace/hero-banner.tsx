import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HERO_ROTATION_MS } from '@naijabid/shared/constants';
import { heroBannerLabels as m } from '@naijabid/shared/messages/marketplace';

/** Marketing slides (docs/product.md#marketplace-home: three, rotating); each opens the results of its category. */
const heroSlides = [
  {
    id: 'slide-phones',
    ...m.slides.phones,
    image: '/images/phone.svg',
    tone: 'from-emerald-800 to-emerald-600',
    link: '/search?category=Phones%20%26%20Tablets',
  },
  {
    id: 'slide-gaming',
    ...m.slides.gaming,
    image: '/images/console.svg',
    tone: 'from-indigo-800 to-violet-600',
    link: '/search?category=Gaming',
  },
  {
    id: 'slide-home',
    ...m.slides.home,
    image: '/images/fridge.svg',
    tone: 'from-sky-800 to-cyan-700',
    link: '/search?category=Appliances',
  },
] as const;

/** The rotating hero (docs/product.md#marketplace-home): three slides, dots to choose, 8 s per slide, paused while in use. */
export function HeroBanner() {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % heroSlides.length), HERO_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [current, paused]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.carousel}
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="relative h-52 overflow-hidden rounded-2xl sm:h-64">
        {heroSlides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={m.slideOf(index + 1, heroSlides.length)}
            aria-hidden={index !== current}
            inert={index !== current}
            className={`absolute inset-0 flex items-center justify-between gap-4 bg-gradient-to-r ${slide.tone} px-6 text-white transition-opacity duration-700 sm:px-10 ${index === current ? 'opacity-100' : 'opacity-0'}`}
          >
            <div className="max-w-md">
              {index === 0 ? (
                <h1 className="text-2xl font-extrabold sm:text-4xl">{slide.title}</h1>
              ) : (
                <p className="text-2xl font-extrabold sm:text-4xl">{slide.title}</p>
              )}
              <p className="mt-2 text-sm text-white/90 sm:text-base">{slide.body}</p>
              <Link
                to={slide.link}
                className="mt-4 inline-flex rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-100"
              >
                {m.shopNow}
              </Link>
            </div>
            <img
              src={slide.image}
              alt=""
              width="200"
              height="170"
              className="hidden h-40 w-auto rounded-xl sm:block"
              fetchPriority={index === 0 ? 'high' : 'low'}
            />
          </div>
        ))}
      </div>
      <div className="mt-3 flex justify-center gap-2">
        {heroSlides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            aria-label={m.showSlide(index + 1)}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => setCurrent(index)}
            className="grid h-6 w-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            <span
              aria-hidden="true"
              className={`h-2.5 rounded-full transition-all ${index === current ? 'w-6 bg-emerald-700' : 'w-2.5 bg-slate-300'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
