import type { Metadata } from 'next';
import EventsBoard from '@/components/Events/EventsBoard';
import PhotoFeed from '@/components/Events/PhotoFeed';
import SubscribeCalendar from '@/components/Events/SubscribeCalendar';
import Footer from '@/components/Footer';
import { basePath } from '@/lib/asset';
import { loadEvents } from '@/lib/content/events';
import { loadSite } from '@/lib/content/site';
import { responsiveImage, responsiveImages } from '@/lib/images/responsiveImage';
import { EVENTS_BANNER_SIZES } from '@/lib/images/sizes';
import { calendarLinks } from '@/lib/events/calendarLinks';
import { calendarAddresses } from '@/lib/events/calendarUrls';
import { eventZone } from '@/lib/events/eventSpan';
import { DEFAULT_PHOTO_FEED_HOST } from '@/lib/events/photoFeed';
import { publicPageMetadata } from '@/lib/preview/linkPreview';
import styles from './page.module.css';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

export function generateMetadata(): Metadata {
  const site = loadSite();
  const { organization, url } = site;
  return {
    ...publicPageMetadata(site, {
      title: 'Events',
      description: `Meetings, guest speaker talks, project sessions and socials of ${organization.name}.`,
    }),
    // Calendar apps and browser extensions find the feed from the page.
    alternates: { types: { 'text/calendar': [{ url: calendarAddresses(url, basePath).feed, title: `${organization.name} events` }] } },
  };
}

export default async function EventsPage() {
  const site = loadSite();
  const { banner, events } = loadEvents();
  const bannerImage = await responsiveImage(banner.src);
  const photos = await responsiveImages(events.flatMap((e) => e.images));
  const addresses = calendarAddresses(site.url, basePath);
  const links = Object.fromEntries(events.map((e) => [e.id, calendarLinks(e, site.timezone)]));
  const zones = Object.fromEntries(events.map((e) => [e.id, eventZone(e.date, site.timezone)]));
  // The feed is built in only when a token is configured; without one there is no 'Recent News' section.
  const feedToken = process.env.NEXT_PUBLIC_PHOTO_FEED_TOKEN;
  const feedHost = process.env.NEXT_PUBLIC_PHOTO_FEED_HOST || DEFAULT_PHOTO_FEED_HOST;
  return (
    <>
      <main>
        <div className={styles.banner}>
          <ResponsiveImage image={bannerImage} sizes={EVENTS_BANNER_SIZES} alt={banner.alt} />
        </div>
        <h1 className={styles.title}>See what {site.organization.name} is Up To!</h1>
        <SubscribeCalendar subscribe={addresses.subscribe} feed={addresses.feed} />
        {feedToken && (
          <section className={styles.news} aria-labelledby="recent-news">
            <h2 id="recent-news">Recent News</h2>
            <PhotoFeed host={feedHost} token={feedToken} service={site.services.photo} />
          </section>
        )}
        <EventsBoard events={events} calendarLinks={links} zones={zones} photos={photos} />
      </main>
      <Footer />
    </>
  );
}
