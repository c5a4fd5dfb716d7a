import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdvertisedPrices } from '../components/advertised-prices';
import { FeaturedSections } from '../components/featured-sections';
import { HomeHero } from '../components/home-hero';
import { HowItWorks } from '../components/how-it-works';
import type { HomePageParts } from '../components/parts';
import '../components/home.css';

/** `/`: search by city, recommended and popular cleaners, prices, how it works. */
export default function HomePage({ parts }: { parts: HomePageParts }) {
  const { t } = useTranslation('home');
  useDocumentTitle(t('home:page.title'));
  return (
    <div className="home-page">
      <HomeHero CityPicker={parts.CityPicker} />
      <FeaturedSections parts={parts} />
      <AdvertisedPrices />
      <HowItWorks />
    </div>
  );
}
