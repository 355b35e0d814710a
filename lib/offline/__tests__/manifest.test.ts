import { webAppManifest } from '@/lib/offline/manifest';

const site = {
  organization: { name: 'Harbour Neuro Society', shortName: 'HNS', tagline: 't', description: 'A student society.' },
  colours: { brand: '#0b6e4f', brandDark: '#084c37' },
};

describe('webAppManifest', () => {
  it("installs as the site's own app: names, description and theme colour from its identity", () => {
    const manifest = webAppManifest(site, '');
    expect(manifest).toMatchObject({
      name: 'Harbour Neuro Society',
      short_name: 'HNS',
      description: 'A student society.',
      theme_color: '#0b6e4f',
      display: 'standalone',
    });
  });

  it('opens and stays under the base path of a project site, never its owner’s whole origin', () => {
    const manifest = webAppManifest(site, '/neurotech-site');
    expect(manifest.start_url).toBe('/neurotech-site/');
    expect(manifest.scope).toBe('/neurotech-site/');
    expect(manifest.id).toBe('/neurotech-site/');
    for (const icon of manifest.icons ?? []) expect(icon.src).toMatch(/^\/neurotech-site\/generated\/icons\/.+\.png$/);
  });

  it('at the root: the start page and scope are /', () => {
    const manifest = webAppManifest(site, '');
    expect([manifest.start_url, manifest.scope]).toEqual(['/', '/']);
  });

  it('names the 192 and 512 pixel icons a phone needs to install it', () => {
    const sizes = (webAppManifest(site, '').icons ?? []).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});
