import { inertOutside } from '@/lib/ui/inertOutside';

function page() {
  document.body.innerHTML = `
    <header id="bar"><button>Open menu</button></header>
    <div id="shell">
      <div id="side">
        <button id="toggle">Show onboarding menu</button>
        <div id="backdrop"></div>
        <nav id="drawer"><button>Close menu</button><a href="/x">A page</a></nav>
      </div>
      <main id="main"><a href="/y">In the lesson</a></main>
    </div>
    <footer id="footer" inert></footer>`;
  const $ = (id: string) => document.getElementById(id)!;
  return { $, inert: () => Array.from(document.querySelectorAll('[inert]'), (el) => el.id).sort() };
}

describe('inertOutside', () => {
  it('makes the bar, the lesson and the toggle inert, and leaves the drawer, its ancestors and the backdrop live', () => {
    const { $, inert } = page();
    inertOutside($('drawer'), [$('backdrop')]);
    expect(inert()).toEqual(['bar', 'footer', 'main', 'toggle']);
  });

  it('undoes only what it marked: what was inert before stays inert', () => {
    const { $, inert } = page();
    const undo = inertOutside($('drawer'), [$('backdrop')]);
    undo();
    expect(inert()).toEqual(['footer']);
  });

  it('without a backdrop to spare, everything beside the drawer is inert', () => {
    const { $, inert } = page();
    inertOutside($('drawer'));
    expect(inert()).toEqual(['backdrop', 'bar', 'footer', 'main', 'toggle']);
  });
});
