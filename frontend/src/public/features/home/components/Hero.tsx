import { Icon } from '@/public/components/icons/Icon';
import { Badge, ButtonLink, Container, Heading, Text } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { HeroIllustration } from './HeroIllustration';
import { useI18n } from '@/public/i18n/context';
import type { MessageId } from '@/public/i18n/messages/en';
import { hero } from '@/styled-system/recipes';

const promises: MessageId[] = ['home.promise1', 'home.promise2', 'home.promise3'];

/** Home hero: headline, the two calls to action, and the line-drawn skyline (its parts: Hero.recipe.ts). */
export function Hero() {
  const site = useSite();
  const { t } = useI18n();
  const classes = hero();
  return (
    <section aria-labelledby="hero-title" className={classes.root}>
      <div className={classes.glow} />
      <div className={classes.lines} />
      <Container className={classes.inner}>
        <div className={classes.grid}>
          <div>
            <Badge variant="dark" px="3.5" py="1.5" mb="6" textTransform="none" animation="fade-up 0.7s 0s cubic-bezier(0.2, 0.7, 0.2, 1) both">
              <span className={classes.dot} />
              {t('home.badge', { district: site.address.district, year: site.foundedYear })}
            </Badge>
            <Heading as="h1" id="hero-title" size="display">
              {t('home.heroBefore')} <span className={classes.highlight}>{t('home.heroHighlight')}</span> {t('home.heroAfter')}
            </Heading>
            <Text className={classes.lead}>{t('home.heroLead', { town: site.address.town })}</Text>
            <div className={classes.actions}>
              <ButtonLink to="/contact" size="xl">
                {t('cta.freeConsultation')} <Icon name="ArrowRight" />
              </ButtonLink>
              <ButtonLink to="/projects" size="xl" variant="outlineLight">
                {t('home.viewProjects')}
              </ButtonLink>
            </div>
            <ul className={classes.promises}>
              {promises.map((p) => (
                <li key={p} className={classes.promise}>
                  <div className={classes.check}>
                    <Icon name="CheckCircle2" size={18} />
                  </div>
                  {t(p)}
                </li>
              ))}
            </ul>
          </div>
          <div className={classes.art}>
            <HeroIllustration />
            <div className={classes.card}>
              <Text className={classes.cardValue}>500+</Text>
              <Text className={classes.cardText}>{t('home.heroBadgeText')}</Text>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
