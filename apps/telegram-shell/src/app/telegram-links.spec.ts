import { linkDestination, routeLinksThroughTelegram } from './telegram-links';

const here = new URL('https://mini.example/cashier/deposit');

describe('where a link leads from inside the mini-app', () => {
  it.each([
    ['/promotions', 'inside'],
    ['https://mini.example/game/x', 'inside'],
    ['https://pay.example/checkout?id=1', 'external'],
    ['http://partner.example', 'external'],
    ['https://t.me/casino_bot', 'telegram'],
    ['https://telegram.me/share/url?url=x', 'telegram'],
    ['javascript:alert(1)', 'inside'],
    ['mailto:help@mini.example', 'inside'],
    ['http://[bad', 'inside'],
  ])('%s is %s', (href, destination) => {
    expect(linkDestination(href, here)).toBe(destination);
  });
});

describe('links and windows routed through Telegram', () => {
  const openers = () => ({ openLink: vi.fn(), openTelegramLink: vi.fn() });
  let undo: () => void = () => undefined;
  afterEach(() => {
    undo();
    document.body.innerHTML = '';
  });

  const clickLink = (href: string, target?: string) => {
    const link = Object.assign(document.createElement('a'), { href, textContent: href });
    if (target) link.target = target;
    document.body.append(link);
    return link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  };

  it("open another site's page with openLink and a t.me link with openTelegramLink, staying in the mini-app", () => {
    const open = openers();
    undo = routeLinksThroughTelegram(open);
    expect(clickLink('https://pay.example/checkout')).toBe(false);
    expect(open.openLink).toHaveBeenCalledWith('https://pay.example/checkout');
    expect(clickLink('https://t.me/casino_bot')).toBe(false);
    expect(open.openTelegramLink).toHaveBeenCalledWith('https://t.me/casino_bot');
  });

  it('leave the mini-app\'s own links to the router, except one meant for a new tab', () => {
    const open = openers();
    undo = routeLinksThroughTelegram(open);
    expect(clickLink('/promotions')).toBe(true);
    expect(open.openLink).not.toHaveBeenCalled();
    clickLink('/terms', '_blank');
    expect(open.openLink).toHaveBeenCalledWith(`${window.location.origin}/terms`);
  });

  it('turn window.open of a payment page into openLink, and an empty window into none', () => {
    const open = openers();
    undo = routeLinksThroughTelegram(open);
    expect(window.open('', '_blank')).toBeNull();
    expect(window.open('https://pay.example/3ds', '_blank', 'noopener')).toBeNull();
    expect(open.openLink).toHaveBeenCalledWith('https://pay.example/3ds');
  });
});
