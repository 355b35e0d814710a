/**
 * The round arrow button laid over a picture: the carousel's and an event's photos' 'previous' and
 * 'next'. A 44 px target (a thumb's), its name in `label`; where it sits is the caller's `className`.
 */
import { FaChevronLeft, FaChevronRight } from 'react-icons/fa';
import styles from './index.module.css';

type Props = { direction: 'previous' | 'next'; label: string; onClick: () => void; className?: string };

export default function RoundButton({ direction, label, onClick, className = '' }: Props) {
  const Arrow = direction === 'previous' ? FaChevronLeft : FaChevronRight;
  return (
    <button type="button" className={`${styles.round} ${className}`} onClick={onClick} aria-label={label}>
      <Arrow aria-hidden focusable="false" />
    </button>
  );
}
