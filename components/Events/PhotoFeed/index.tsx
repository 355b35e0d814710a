'use client';
/** 'Recent News': the latest posts of the photo-sharing page . Four states: loading, error, posts, none. */
import { useEffect, useState } from 'react';
import { fetchPhotoFeed, type FeedPost } from '@/lib/events/photoFeed';
import styles from './index.module.css';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; posts: FeedPost[] };

export default function PhotoFeed({ host, token, service }: { host: string; token: string; service: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchPhotoFeed(host, token, service)
      .then((posts) => current && setState({ status: 'ready', posts }))
      .catch((error: unknown) => {
        // Recorded for developers without tripping error monitors: the visitor sees the error text.
        console.warn(error instanceof Error ? error.message : `Failed to fetch ${service} posts`);
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [host, token, service]);

  if (state.status === 'loading') {
    return (
      <div role="status" className={styles.loading}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">Loading {service} posts</span>
      </div>
    );
  }
  if (state.status === 'error') return <p className={styles.message}>Unable to load {service} feed</p>;
  if (state.posts.length === 0) return <p className={styles.message}>No posts to display</p>;
  return (
    <ul className={styles.posts}>
      {state.posts.map((post) => (
        <li key={post.id}>
          <a className={styles.post} href={post.permalink} target="_blank" rel="noopener noreferrer">
            <ResponsiveImage image={{ src: post.media_url }} alt="" width={300} height={300} loading="lazy" />
            <span className={styles.caption}>{post.caption?.trim() || `View post on ${service}`}</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
