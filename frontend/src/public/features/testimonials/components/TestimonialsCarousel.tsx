import { Icon } from '@/public/components/icons/Icon';
import { SectionHeading } from '@/public/components/sections/SectionHeading';
import { Container, Text } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { TESTIMONIAL_INTERVAL_MS, type Testimonial } from '@/public/features/testimonials/testimonials';
import { useI18n } from '@/public/i18n/context';
import { IslandMessages } from '@/public/i18n/IslandMessages';
import { testimonials } from '@/styled-system/recipes';

function initials(name: string): string {
  return name
    .replace(/^(Dr|Mr|Mrs|Ms)\.?\s+/i, '')
    .split(/[\s.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

interface TestimonialsCarouselProps {
  /** The firm's testimonials (its settings) unless given. */
  items?: Testimonial[];
  interval?: number;
}

/**
 * Testimonials carousel: advances every 5 seconds, dots jump to an entry. Rotation pauses while the pointer
 * is over it or focus is inside it, when the visitor presses Pause, and never starts with reduced motion.
 * Rendered with every entry (all but the first `hidden`); the testimonials island
 * (TestimonialsCarousel.island.ts, beside it) rotates them once the carousel comes near the viewport.
 */
export function TestimonialsCarousel({ items: given, interval = TESTIMONIAL_INTERVAL_MS }: TestimonialsCarouselProps) {
  const site = useSite();
  const { t } = useI18n();
  const items = given ?? site.testimonials;
  const count = items.length;
  if (count === 0) return null;
  const classes = testimonials();

  return (
    <section aria-labelledby="testimonials-title" className={classes.root}>
      <Container>
        <div className={classes.grid}>
          <div>
            <SectionHeading
              align="start"
              tone="light"
              id="testimonials-title"
              eyebrow={t('testimonials.eyebrow')}
              title={t('testimonials.title')}
              description={t('testimonials.lead')}
            />
          </div>
          <div
            aria-roledescription="carousel"
            aria-label={t('testimonials.carousel')}
            data-island="TestimonialsCarousel"
            data-island-load="visible"
            data-interval={interval}
          >
            <IslandMessages ids={{ start: 'testimonials.start', stop: 'testimonials.stop' }} />
            <div aria-live="polite" aria-atomic="true">
              {items.map((item, i) => (
                <div
                  key={i}
                  data-slide=""
                  hidden={i !== 0}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('testimonials.slide', { index: i + 1, count })}
                  className={classes.slide}
                >
                  <div className={classes.quoteMark} aria-hidden="true">
                    <Icon name="Quote" size={48} />
                  </div>
                  <div>
                    <div className={classes.stars} aria-label={t('testimonials.rating')} role="img">
                      {Array.from({ length: 5 }, (_, star) => (
                        <Icon name="Star" key={star} size={18} fill="currentColor" />
                      ))}
                    </div>
                    <blockquote className={classes.quote}>“{item.content}”</blockquote>
                  </div>
                  <div className={classes.author}>
                    <div className={classes.initials}>{initials(item.name)}</div>
                    <div>
                      <Text className={classes.name}>{item.name}</Text>
                      <Text className={classes.position}>{item.position}</Text>
                    </div>
                  </div>
                </div>
              ))}
            </div>

            <div className={classes.controls}>
              <div className={classes.dots} role="group" aria-label={t('testimonials.choose')}>
                {items.map((item, i) => (
                  <button
                    key={i}
                    type="button"
                    data-slide-to={i}
                    aria-label={t('testimonials.show', { index: i + 1, count, name: item.name })}
                    aria-current={i === 0 ? 'true' : undefined}
                    className={classes.dot}
                  >
                    <span className={classes.dotMark} />
                  </button>
                ))}
              </div>
              {count > 1 && (
                // Shown by the island, except with reduced motion; the space stays reserved meanwhile.
                <button type="button" data-rotation-toggle="" data-stopped="false" hidden aria-label={t('testimonials.stop')} className={classes.toggle}>
                  <Icon name="Pause" className="icon-pause" size={16} />
                  <Icon name="Play" className="icon-play" size={16} />
                </button>
              )}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
