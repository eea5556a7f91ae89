import { PHONE_COLUMN } from '@/public/components/image/column-widths';
import { Icon } from '@/public/components/icons/Icon';
import { ResponsiveImage, type ImageAssetLike } from '@/public/components/image/ResponsiveImage';
import { Badge, Heading, StretchedLink, Text } from '@/public/components/ui';
import { categoryLabel } from './category';
import { excerpt } from './format';
import { useI18n } from '@/public/i18n/context';
import { cx } from '@/styled-system/css';
import { projectCard } from '@/styled-system/recipes';

export interface ProjectCardData {
  id: string;
  title: string;
  category: string;
  location?: string | null;
  details?: string | null;
  imageUrl?: string | null;
  image?: ImageAssetLike | null;
  createdAt?: string | null;
}

interface ProjectCardProps {
  project: ProjectCardData;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Shows the first 150 characters of the details. */
  showExcerpt?: boolean;
  sizes?: string;
  /** The first card of a page, above the fold: its image loads at once with high priority. */
  priority?: boolean;
}

/** A project tile that links to /projects/{id}; the whole card is clickable through one link. */
export function ProjectCard({
  project,
  headingLevel = 'h3',
  showExcerpt = true,
  sizes = `(min-width: 1280px) 400px, (min-width: 768px) 50vw, ${PHONE_COLUMN}`,
  priority = false,
}: ProjectCardProps) {
  const { t, date: formatDate, dateTime } = useI18n();
  const summary = excerpt(project.details, 150);
  const date = formatDate(project.createdAt);
  const classes = projectCard();
  return (
    <article className={cx(classes.root, 'group')}>
      <div className={classes.media}>
        <ResponsiveImage image={project.image} src={project.imageUrl} alt={project.title} sizes={sizes} priority={priority} className={classes.image} />
        <div className={classes.shade} />
        {project.category && (
          <Badge variant="brand" className={classes.badge}>
            {categoryLabel(project.category, t)}
          </Badge>
        )}
      </div>
      <div className={classes.body}>
        <div className={classes.meta}>
          {project.location && (
            <div className={classes.metaItem}>
              <Icon name="MapPin" size={15} /> {project.location}
            </div>
          )}
          {date && (
            <div className={classes.metaItem}>
              <Icon name="Calendar" size={15} /> <time dateTime={dateTime(project.createdAt)}>{date}</time>
            </div>
          )}
        </div>
        {/* `textWrap="wrap"` beside `lineClamp`: a clamped text wraps plainly, not balanced as headings are. */}
        <Heading as={headingLevel} size="md" lineClamp={2} textWrap="wrap">
          <StretchedLink to={`/projects/${encodeURIComponent(project.id)}`}>{project.title}</StretchedLink>
        </Heading>
        {showExcerpt && summary && <Text className={classes.excerpt}>{summary}</Text>}
        <div className={classes.view} aria-hidden="true">
          {t('project.viewDetails')}
          <span className={classes.viewIcon}>
            <Icon name="ArrowUpRight" size={16} />
          </span>
        </div>
      </div>
    </article>
  );
}
