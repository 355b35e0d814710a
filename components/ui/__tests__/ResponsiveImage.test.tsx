/**
 * ResponsiveImage is the site's one `<img>`: a photo offers its phone-sized copies with the width it
 * is drawn at, an SVG or a remote picture only its address; and no other file draws an `<img>` of
 * its own (ESLint's no-img-element is switched off for this file alone).
 */
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

const photo = { src: '/images/a.webp', srcSet: '/generated/images/a.webp.480w.webp 480w, /images/a.webp 800w', width: 800, height: 520 };

it('gives a photo its copies, the width it is drawn at and its size', () => {
  render(<ResponsiveImage image={photo} sizes="100vw" alt="A photo" loading="lazy" />);
  const img = screen.getByRole('img', { name: 'A photo' });
  expect(img).toHaveAttribute('srcset', photo.srcSet);
  expect(img).toHaveAttribute('sizes', '100vw');
  expect(img).toHaveAttribute('width', '800');
  expect(img).toHaveAttribute('height', '520');
  expect(img).toHaveAttribute('loading', 'lazy');
});

it('gives a picture without copies its address alone, at the size asked', () => {
  render(<ResponsiveImage image={{ src: '/logo.svg' }} sizes="100vw" alt="Logo" width={40} height={40} />);
  const img = screen.getByRole('img', { name: 'Logo' });
  expect(img).toHaveAttribute('src', '/logo.svg');
  expect(img).not.toHaveAttribute('srcset');
  expect(img).not.toHaveAttribute('sizes');
  expect(img).toHaveAttribute('width', '40');
});

it('is the only file that draws an <img>', () => {
  const files = ['app', 'components']
    .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
    .filter((f) => /\.tsx$/.test(f) && !f.includes('__tests__'));
  expect(files.filter((f) => /<img\b|no-img-element/.test(fs.readFileSync(f, 'utf8')))).toEqual([
    'components/ui/ResponsiveImage/index.tsx',
  ]);
});
