import { Icon } from '@/public/components/icons/Icon';
import { SectionHeading } from '@/public/components/sections/SectionHeading';
import { ButtonLink, Container, Heading, Text, TextLink } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { serviceIcon } from './service-icons';
import { useI18n } from '@/public/i18n/context';
import { cx } from '@/styled-system/css';
import { servicesOverview } from '@/styled-system/recipes';

/** The firm's services (the database's, in their order) as cards, plus a closing "not sure?" card (its parts: ServicesOverview.recipe.ts). */
export function ServicesOverview() {
  const services = useSite().services;
  const { t } = useI18n();
  const classes = servicesOverview();
  return (
    <section aria-labelledby="services-title" className={classes.root}>
      <Container>
        <SectionHeading id="services-title" eyebrow={t('home.servicesEyebrow')} title={t('home.servicesTitle')} description={t('home.servicesLead')} />
        <ul className={classes.grid}>
          {services.map(({ title, summary, iconTitle }, i) => {
            const icon = serviceIcon(iconTitle);
            return (
              <li key={`${i}-${title}`} className={cx('group', classes.tile)}>
                <div className={classes.icon}>
                  <Icon name={icon} size={26} />
                </div>
                {/* Decorative index, drawn by CSS so it is not read out nor counted as low-contrast text. */}
                <div aria-hidden="true" data-index={String(i + 1).padStart(2, '0')} className={classes.index} />
                <div>
                  <Heading as="h3" size="md" mb={{ base: '1.5', sm: '2.5' }}>
                    {title}
                  </Heading>
                  <Text className={classes.summary}>{summary}</Text>
                </div>
              </li>
            );
          })}
          <li className={classes.ask}>
            <div>
              <div className={classes.askIcon}>
                <Icon name="MessageCircleQuestion" size={26} />
              </div>
              <Heading as="h3" size="md" mb="2.5">
                {t('home.notSureTitle')}
              </Heading>
              <Text className={classes.askText}>{t('home.notSureText')}</Text>
            </div>
            <ButtonLink to="/contact" variant="white" size="md" alignSelf="start">
              {t('home.talkToEngineer')} <Icon name="ArrowRight" />
            </ButtonLink>
          </li>
        </ul>
        <div className={classes.more}>
          <TextLink to="/services" className={classes.link}>
            {t('home.exploreServices')} <Icon name="ArrowRight" size={18} />
          </TextLink>
        </div>
      </Container>
    </section>
  );
}
