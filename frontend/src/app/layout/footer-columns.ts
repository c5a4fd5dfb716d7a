import { paths } from '../../config/paths';

export type FooterColumn = { key: string; titleKey: string; links: readonly { labelKey: string; href: string }[] };

/** Footer links of SPEC section 2 (the careers column holds the four cleaner-jobs paths). */
export const footerColumns: readonly FooterColumn[] = [
  {
    key: 'discover',
    titleKey: 'common:footer.discover',
    links: [
      { labelKey: 'common:footer.howItWorks', href: paths.howItWorks.href() },
      { labelKey: 'common:footer.cleaners', href: paths.cleaners.href() },
      { labelKey: 'common:footer.gallery', href: paths.gallery.href() },
      { labelKey: 'common:footer.impact', href: paths.impact.href() },
    ],
  },
  {
    key: 'company',
    titleKey: 'common:footer.company',
    links: [
      { labelKey: 'common:footer.about', href: paths.about.href() },
      { labelKey: 'common:footer.blog', href: paths.blog.href() },
      { labelKey: 'common:footer.faq', href: paths.faq.href() },
      { labelKey: 'common:footer.contact', href: paths.contact.href() },
      { labelKey: 'common:footer.referralProgram', href: paths.referralProgram.href() },
    ],
  },
  {
    key: 'careers',
    titleKey: 'common:footer.careers',
    links: [
      { labelKey: 'common:becomeCleaner.join', href: paths.cleanersJoin.href() },
      { labelKey: 'common:becomeCleaner.jobsQuebec', href: paths.jobsQuebec.href() },
      { labelKey: 'common:becomeCleaner.jobsMontreal', href: paths.jobsMontreal.href() },
      { labelKey: 'common:becomeCleaner.independent', href: paths.independentCleaner.href() },
    ],
  },
  {
    key: 'legal',
    titleKey: 'common:footer.legal',
    links: [
      { labelKey: 'common:footer.privacy', href: paths.privacy.href() },
      { labelKey: 'common:footer.terms', href: paths.terms.href() },
    ],
  },
];
