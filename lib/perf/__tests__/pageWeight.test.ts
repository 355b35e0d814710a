import { cssUrls, isTextAsset, minMedianMax, referencedAssets, routeKind } from '../pageWeight';

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
    expect(a.media.sort()).toEqual(['/favicon.svg', '/images/home/lab-640.webp', '/images/home/lab.webp', '/media/intro-poster.webp']);
  });
});

describe('helpers', () => {
  it('reads url() references from CSS, skipping inline data', () => {
    expect(cssUrls('@font-face{src:url(/_next/static/media/f.woff2) format("woff2")} .a{background:url("data:image/png;base64,xx")} .b{background:url(\'../x.webp\')}')).toEqual([
      '/_next/static/media/f.woff2',
      '../x.webp',
    ]);
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
