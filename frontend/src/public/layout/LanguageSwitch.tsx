import { localizedPath, matchPublicPage, type Locale } from '@vriddhi/rules';
import { Icon } from '@/public/components/icons/Icon';
import { useLocation } from 'react-router';
import { useI18n } from '@/public/i18n/context';
import { LANGUAGE_TAGS, translatorFor } from '@/public/i18n/intl';
import { styled, type HTMLStyledProps } from '@/styled-system/jsx';

/** The address of the page shown, in the other language: the same page (and filter), or that language's home for a page that does not exist. */
export function useOtherLanguage() {
  const { locale } = useI18n();
  // The router's location is the English page's path (the language's prefix is its basename).
  const { pathname, search } = useLocation();
  const other: Locale = locale === 'ta' ? 'en' : 'ta';
  const href = matchPublicPage(pathname) ? localizedPath(other, pathname) + search : localizedPath(other, '/');
  return { other, href, label: translatorFor(other).t('language.name') };
}

/**
 * "தமிழ்" on English pages, "English" on Tamil ones: a plain link to the same page in the other language,
 * which works before and without any script. Its text is in that language (`lang`), so screen readers
 * say it in the right voice. On English pages the word is drawn in the system's Tamil font: the Tamil
 * web font (15 kB) is loaded by Tamil pages only. Style props given to it override its own; write them as
 * literals on the `<LanguageSwitch …>` element, where Panda's extractor finds them.
 */
export function LanguageSwitch(props: HTMLStyledProps<'a'>) {
  const { other, href, label } = useOtherLanguage();
  const tag = LANGUAGE_TAGS[other].lang;
  return (
    <styled.a
      href={href}
      hrefLang={tag}
      data-language-switch=""
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      fontWeight="semibold"
      fontSize="sm"
      color="fg"
      borderRadius="md"
      _hover={{ color: 'brand.600' }}
      {...props}
    >
      <styled.span display={{ base: 'none', sm: 'inline' }}>
        <Icon name="Languages" size={16} />
      </styled.span>
      <span lang={tag}>{label}</span>
    </styled.a>
  );
}
