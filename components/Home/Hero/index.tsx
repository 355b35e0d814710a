import styles from './index.module.css';

export default function Hero({ name, tagline }: { name: string; tagline: string }) {
  return (
    <div className={styles.hero}>
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.tagline}>{tagline}</p>
    </div>
  );
}
