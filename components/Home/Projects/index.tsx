import ProjectsCarousel from '@/components/Home/ProjectsCarousel';
import type { CarouselSlide } from '@/lib/content/carousel';
import type { ResponsiveImage } from '@/lib/images/variants';
import styles from './index.module.css';

export default function Projects({ id, slides, images }: { id: string; slides: CarouselSlide[]; images: Record<string, ResponsiveImage> }) {
  return (
    <div className={styles.projects}>
      <h2 id={id} className={styles.heading}>
        Our Projects
      </h2>
      <ProjectsCarousel slides={slides} images={images} />
    </div>
  );
}
