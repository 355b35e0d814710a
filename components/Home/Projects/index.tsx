import ProjectsCarousel from '@/components/Home/ProjectsCarousel';
import type { CarouselSlide } from '@/lib/content/carousel';
import styles from './index.module.css';

export default function Projects({ id, slides }: { id: string; slides: CarouselSlide[] }) {
  return (
    <div className={styles.projects}>
      <h2 id={id} className={styles.heading}>
        Our Projects
      </h2>
      <ProjectsCarousel slides={slides} />
    </div>
  );
}
