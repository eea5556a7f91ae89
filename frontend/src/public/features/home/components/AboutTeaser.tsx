import { Icon } from '@/public/components/icons/Icon';
import { SectionHeading } from '@/public/components/sections/SectionHeading';
import { ButtonLink, Container, Text } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { useI18n } from '@/public/i18n/context';
import type { MessageId } from '@/public/i18n/messages/en';
import { aboutTeaser } from '@/styled-system/recipes';

const points: MessageId[] = ['home.point1', 'home.point2', 'home.point3', 'home.point4'];

/** "About us" teaser: a blueprint panel with the founding year, and a short story with a link to /about (its parts: AboutTeaser.recipe.ts). */
export function AboutTeaser() {
  const site = useSite();
  const { t } = useI18n();
  const classes = aboutTeaser();
  return (
    <section aria-labelledby="about-teaser-title" className={classes.root}>
      <Container>
        <div className={classes.grid}>
          <div className={classes.media}>
            <div className={classes.panel}>
              <Text className={classes.since}>{t('home.established', { year: site.foundedYear })}</Text>
              <div>
                <Text className={classes.years}>
                  25
                  <span className={classes.plus}>+</span>
                </Text>
                <Text className={classes.yearsText}>{t('home.yearsText', { district: site.address.district })}</Text>
              </div>
            </div>
            <div className={classes.card}>
              <Text className={classes.cardValue}>500+</Text>
              <Text className={classes.cardText}>{t('home.completedText')}</Text>
            </div>
          </div>
          <div>
            <SectionHeading align="start" id="about-teaser-title" eyebrow={t('home.aboutEyebrow')} title={t('home.aboutTitle', { year: site.foundedYear })} />
            <div className={classes.text}>
              <Text>{t('home.aboutText1', { town: site.address.town, district: site.address.district })}</Text>
              <Text mt="4">{t('home.aboutText2')}</Text>
            </div>
            <ul className={classes.points}>
              {points.map((p) => (
                <li key={p} className={classes.point}>
                  <div className={classes.check}>
                    <Icon name="CheckCircle2" size={18} />
                  </div>
                  {t(p)}
                </li>
              ))}
            </ul>
            <ButtonLink to="/about" mt="10" size="lg">
              {t('home.learnMore')} <Icon name="ArrowRight" />
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
