import type { Metadata } from 'next';
import Footer from '@/components/Footer';
import Hero from '@/components/Home/Hero';
import IntroStage from '@/components/Home/IntroStage';
import Projects from '@/components/Home/Projects';
import TextBlock from '@/components/Home/TextBlock';
import RevealSection from '@/components/ui/RevealSection';
import { asset } from '@/lib/asset';
import { loadCarousel } from '@/lib/content/carousel';
import { loadHome } from '@/lib/content/home';
import { loadSite } from '@/lib/content/site';

export function generateMetadata(): Metadata {
  const { organization } = loadSite();
  return { title: { absolute: `${organization.name}: ${organization.tagline}` }, description: organization.description };
}

export default function HomePage() {
  const site = loadSite();
  const home = loadHome();
  return (
    <>
      <main>
        <IntroStage video={asset(home.intro.video)} poster={asset(home.intro.poster)}>
          <RevealSection>
            <Hero name={site.organization.name} tagline={site.organization.tagline} />
          </RevealSection>
          <RevealSection labelledBy="who-we-are">
            <TextBlock id="who-we-are" heading="Who We Are" paragraphs={home.whoWeAre.paragraphs} image={{ src: home.whoWeAre.image, alt: home.whoWeAre.imageAlt }} />
          </RevealSection>
          <RevealSection labelledBy="our-mission">
            <TextBlock id="our-mission" heading="Our Mission" paragraphs={home.mission.paragraphs} />
          </RevealSection>
          <RevealSection labelledBy="our-projects">
            <Projects id="our-projects" slides={loadCarousel()} />
          </RevealSection>
        </IntroStage>
      </main>
      <Footer />
    </>
  );
}
