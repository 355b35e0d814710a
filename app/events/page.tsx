import type { Metadata } from 'next';
import EventsBoard from '@/components/Events/EventsBoard';
import PhotoFeed from '@/components/Events/PhotoFeed';
import SubscribeCalendar from '@/components/Events/SubscribeCalendar';
import Footer from '@/components/Footer';
import { asset, basePath } from '@/lib/asset';
import { loadEvents } from '@/lib/content/events';
import { loadSite } from '@/lib/content/site';
import { calendarLinks } from '@/lib/events/calendarLinks';
import { calendarAddresses } from '@/lib/events/calendarUrls';
import { DEFAULT_PHOTO_FEED_HOST } from '@/lib/events/photoFeed';
import styles from './page.module.css';

export function generateMetadata(): Metadata {
  const { organization, url } = loadSite();
  return {
    title: 'Events',
    description: `Meetings, guest speaker talks, project sessions and socials of ${organization.name}.`,
    // Calendar apps and browser extensions find the feed from the page.
    alternates: { types: { 'text/calendar': [{ url: calendarAddresses(url, basePath).feed, title: `${organization.name} events` }] } },
  };
}

export default function EventsPage() {
  const site = loadSite();
  const { banner, events } = loadEvents();
  const addresses = calendarAddresses(site.url, basePath);
  const links = Object.fromEntries(events.map((e) => [e.id, calendarLinks(e, site.timezone)]));
  // The feed is built in only when a token is configured; without one there is no 'Recent News' section.
  const feedToken = process.env.NEXT_PUBLIC_PHOTO_FEED_TOKEN;
  const feedHost = process.env.NEXT_PUBLIC_PHOTO_FEED_HOST || DEFAULT_PHOTO_FEED_HOST;
  return (
    <>
      <main>
        <div className={styles.banner}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a pre-sized WebP in a static export (src via lib/asset) */}
          <img src={asset(banner.src)} alt={banner.alt} width={1600} height={480} />
        </div>
        <h1 className={styles.title}>See what {site.organization.name} is Up To!</h1>
        <SubscribeCalendar subscribe={addresses.subscribe} feed={addresses.feed} />
        {feedToken && (
          <section className={styles.news} aria-labelledby="recent-news">
            <h2 id="recent-news">Recent News</h2>
            <PhotoFeed host={feedHost} token={feedToken} service={site.services.photo} />
          </section>
        )}
        <EventsBoard events={events} calendarLinks={links} />
      </main>
      <Footer />
    </>
  );
}
