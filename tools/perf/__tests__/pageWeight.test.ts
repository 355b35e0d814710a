import { cssUrls, isTextAsset, minMedianMax, referencedAssets, routeKind, srcsetChoice } from '@/tools/perf/pageWeight';

describe('referencedAssets', () => {
  const html = [
    '<html><head>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
    '<link rel="preload" as="image" href="/media/intro-poster.webp"/>',
    '<link rel="icon" href="/favicon.svg"/>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    '<script src="/_next/static/chunks/webpack.js" async=""></script>',
    '<script>self.__next_f.push([1,"inline"])</script>',
    '</head><body>',
    '<video autoPlay muted loop playsInline poster="/media/intro-poster.webp"><source src="/media/intro.mp4" type="video/mp4"/></video>',
    '<img alt="Lab" src="/images/home/lab.webp" srcSet="/images/home/lab-640.webp 640w, /images/home/lab.webp 1200w"/>',
    '</body></html>',
  ].join('\n');

  it('finds the first-load scripts once each, without the noModule polyfills', () => {
    expect(referencedAssets(html).js).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/webpack.js']);
  });

  it('separates stylesheets, images and the video', () => {
    const a = referencedAssets(html);
    expect(a.css).toEqual(['/_next/static/chunks/a.css']);
    expect(a.video).toEqual(['/media/intro.mp4']);
    // No sizes: the image is taken as the screen's width (412 px at 1.75x), so the 1200 file.
    expect(a.media.sort()).toEqual(['/favicon.svg', '/images/home/lab.webp', '/media/intro-poster.webp']);
  });

  it("counts, of an image's srcset, only the file a phone downloads, for the image and its preload", () => {
    const srcset = '/g/poster.480w.webp 480w, /g/poster.768w.webp 768w, /poster.webp 960w';
    const page = [
      `<link rel="preload" as="image" imageSrcSet="${srcset}" imageSizes="100vw" fetchPriority="high"/>`,
      `<img src="/poster.webp" srcSet="${srcset}" sizes="100vw"/>`,
      '<img src="/photo.webp" srcSet="/g/photo.480w.webp 480w, /photo.webp 800w" sizes="calc(100vw - 48px)" loading="lazy"/>',
    ].join('\n');
    // The photo is drawn 364 px wide: at 1.75x that needs 637 pixels, more than the 480 copy has.
    expect(referencedAssets(page).media.sort()).toEqual(['/g/poster.768w.webp', '/photo.webp']);
  });
});

describe('srcsetChoice', () => {
  it('takes the narrowest file at least as wide as the slot at 1.75x, else the widest', () => {
    expect(srcsetChoice('/a 480w, /b 768w, /c 1600w', '(min-width: 1148px) 1100px, 520px', '/c')).toBe('/c'); // 910 px needed
    expect(srcsetChoice('/a 480w, /b 768w', '100vw', '/b')).toBe('/b');
    expect(srcsetChoice('/a 480w, /b 800w', '160px', '/b')).toBe('/a');
  });

  it('counts src when the srcset or its sizes cannot be read', () => {
    expect(srcsetChoice('/a 1x, /b 2x', undefined, '/a')).toBe('/a');
    expect(srcsetChoice('/a 480w, /b 800w', '40em', '/b')).toBe('/b');
  });
});

describe('helpers', () => {
  it('reads url() references from CSS, skipping inline data', () => {
    expect(
      cssUrls(
        '@font-face{src:url(/_next/static/media/f.woff2) format("woff2")} .a{background:url("data:image/png;base64,xx")} .b{background:url(\'../x.webp\')}',
      ),
    ).toEqual(['/_next/static/media/f.woff2', '../x.webp']);
  });

  it('holds each route to its target group', () => {
    expect(routeKind('/')).toBe('public');
    expect(routeKind('/login/')).toBe('public');
    expect(routeKind('/programs/')).toBe('members');
    expect(routeKind('/progress/')).toBe('members');
    expect(routeKind('/404.html')).toBe('public');
    expect(routeKind('/onboarding/softwareB1/1_1/')).toBe('module');
  });

  it('counts text files at their gzip size and media at their bytes', () => {
    expect(isTextAsset('a/b.js')).toBe(true);
    expect(isTextAsset('logo.svg')).toBe(true);
    expect(isTextAsset('photo.webp')).toBe(false);
  });

  it('summarises a group of pages', () => {
    expect(minMedianMax([5, 1, 3])).toEqual([1, 3, 5]);
    expect(minMedianMax([4, 1, 3, 2])).toEqual([1, 2.5, 4]);
  });
});
