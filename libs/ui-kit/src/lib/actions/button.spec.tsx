import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from './button';

function SignInForm() {
  return (
    <form>
      <input name="password" defaultValue="secret" />
      <Button type="submit">Sign in</Button>
      <Button>Show password</Button>
    </form>
  );
}

describe('Button in a server-rendered page', () => {
  it('a submit button is disabled in the server HTML, so the browser never submits the form itself, and enabled once hydrated', async () => {
    const html = renderToString(<SignInForm />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const submit = () => container.querySelector<HTMLButtonElement>('button[type="submit"]');
    const other = () => container.querySelector<HTMLButtonElement>('button[type="button"]');
    expect(submit()?.disabled).toBe(true);
    expect(other()?.disabled).toBe(false);
    await act(async () => {
      hydrateRoot(container, <SignInForm />);
    });
    expect(submit()?.disabled).toBe(false);
    container.remove();
  });
});
