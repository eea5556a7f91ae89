import { Icon } from '@/public/components/icons/Icon';
import { Container, Text } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { useI18n } from '@/public/i18n/context';
import { Square } from '@/styled-system/jsx';
import { stats as statsRecipe } from '@/styled-system/recipes';

/** The figures' icons, in the order the settings list them (years, projects, satisfaction, team). */
const STAT_ICONS = ['Award', 'Building2', 'SmilePlus', 'Users'] as const;

/** The stats card that overlaps the bottom of the hero: the firm's four figures from its settings (its parts: Stats.recipe.ts). */
export function Stats() {
  const { t } = useI18n();
  const stats = useSite().stats.map((stat, i) => ({ ...stat, icon: STAT_ICONS[i % STAT_ICONS.length] }));
  const classes = statsRecipe();
  return (
    <section aria-label={t('home.statsLabel')} className={classes.root}>
      <Container>
        <ul className={classes.list}>
          {stats.map(({ value, label, icon }, i) => (
            <li key={i} className={classes.item}>
              <Square size={{ base: '10', md: '12' }} borderRadius="xl" bg="brand.50" color="brand.600">
                <Icon name={icon} size={22} />
              </Square>
              <div>
                <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1" color="fg" letterSpacing="-0.02em">
                  {value}
                </Text>
                <Text mt="1.5" fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted" fontWeight="medium">
                  {label}
                </Text>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
