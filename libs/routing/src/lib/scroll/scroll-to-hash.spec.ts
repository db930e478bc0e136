import { scrollToHash, type ScrollToHashOptions } from './scroll-to-hash';

type Element = { id: string };

/** Fake page where the element appears after `appearsAfter` waits; records every wait and scroll. */
function fakePage(appearsAfter: number | null, headerOffset: ScrollToHashOptions<Element>['headerOffset'] = 64) {
  const waits: number[] = [];
  const scrolls: Array<{ target: Element; options: { behavior: 'smooth'; offsetTop: number } }> = [];
  const lookedFor: string[] = [];
  const options: ScrollToHashOptions<Element> = {
    find: (id) => {
      lookedFor.push(id);
      return appearsAfter !== null && waits.length >= appearsAfter ? { id } : null;
    },
    scroll: (target, scrollOptions) => scrolls.push({ target, options: scrollOptions }),
    wait: async (ms) => {
      waits.push(ms);
    },
    headerOffset,
  };
  return { options, waits, scrolls, lookedFor };
}

describe('scrollToHash (SPEC.md 2.3)', () => {
  it.each([
    [0, []],
    [1, [300]],
    [4, [300, 300, 300, 300]],
  ])('finds an element that appears after %s retries and scrolls smoothly below the header', async (after, waits) => {
    const page = fakePage(after);
    await expect(scrollToHash('#faq', page.options)).resolves.toBe(true);
    expect(page.waits).toEqual(waits);
    expect(page.scrolls).toEqual([{ target: { id: 'faq' }, options: { behavior: 'smooth', offsetTop: 64 } }]);
  });

  it('gives up after 4 retries, 300 ms apart', async () => {
    const page = fakePage(null);
    await expect(scrollToHash('#missing', page.options)).resolves.toBe(false);
    expect(page.waits).toEqual([300, 300, 300, 300]);
    expect(page.lookedFor).toHaveLength(5);
    expect(page.scrolls).toEqual([]);
  });

  it('measures the header when scrolling and decodes the hash', async () => {
    const page = fakePage(0, () => 80);
    await scrollToHash('#prize%20pool', page.options);
    expect(page.scrolls).toEqual([{ target: { id: 'prize pool' }, options: { behavior: 'smooth', offsetTop: 80 } }]);
  });

  it.each(['', '#'])('does nothing for the empty hash "%s"', async (hash) => {
    const page = fakePage(0);
    await expect(scrollToHash(hash, page.options)).resolves.toBe(false);
    expect(page.lookedFor).toEqual([]);
  });
});
