/**
 * The video service's id from the URL forms officers paste: embed/{id}, the short link /{id}
 * and watch?v={id}. Returns null for anything else, so content validation can name the bad URL.
 */
const ID = /^[A-Za-z0-9_-]{6,20}$/;

export function parseVideoId(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  const host = u.hostname.replace(/^(www|m)\./, '');
  const segments = u.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = u.searchParams.get('v');
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') id = segments[1];
  }
  return id && ID.test(id) ? id : null;
}
