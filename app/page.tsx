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
import { responsiveImage, responsiveImages } from '@/lib/images/responsiveImage';
import { publicPageMetadata } from '@/lib/preview/linkPreview';

export function generateMetadata(): Metadata {
  const site = loadSite();
  const { organization } = site;
  return publicPageMetadata(site, {
    title: `${organization.name}: ${organization.tagline}`,
    description: organization.description,
    absolute: true,
  });
}

export default async function HomePage() {
  const site = loadSite();
  const home = loadHome();
  const slides = loadCarousel();
  const poster = await responsiveImage(home.intro.poster);
  const lab = await responsiveImage(home.whoWeAre.image);
  const slideImages = await responsiveImages(slides.map((s) => (s.type === 'image' ? s.src : s.thumbnail)));
  return (
    <>
      <main>
        <IntroStage video={asset(home.intro.video)} poster={poster}>
          <RevealSection>
            <Hero name={site.organization.name} tagline={site.organization.tagline} />
          </RevealSection>
          <RevealSection labelledBy="who-we-are">
            <TextBlock
              id="who-we-are"
              heading="Who We Are"
              paragraphs={home.whoWeAre.paragraphs}
              image={{ ...lab, alt: home.whoWeAre.imageAlt }}
            />
          </RevealSection>
          <RevealSection labelledBy="our-mission">
            <TextBlock id="our-mission" heading="Our Mission" paragraphs={home.mission.paragraphs} />
          </RevealSection>
          <RevealSection labelledBy="our-projects">
            <Projects id="our-projects" slides={slides} images={slideImages} />
          </RevealSection>
        </IntroStage>
      </main>
      <Footer />
    </>
  );
}
