import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import ContactForm from '@/components/Contact/ContactForm';

const config = { endpoint: 'https://forms.test/submit', accessKey: 'test-key' };
const GENERAL = 'hello@example.edu';

function fill() {
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Grace Hopper' } });
  fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'grace@example.edu' } });
  fireEvent.change(screen.getByLabelText('Your Message'), { target: { value: 'Can I join?' } });
}

describe('ContactForm', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it('is exported with its button disabled, so nothing submits natively before hydration', () => {
    const html = renderToString(<ContactForm config={config} generalEmail={GENERAL} />);
    const button = new DOMParser().parseFromString(html, 'text/html').querySelector('button[type="submit"]');
    expect(button?.textContent).toBe('Send Message');
    expect(button?.hasAttribute('disabled')).toBe(true);
    expect(html).toContain('method="post"');
  });

  it('gives up after 15 seconds of silence, shows the failure and keeps what was typed', async () => {
    jest.useFakeTimers();
    // A form service that never answers: the request only ends when the form aborts it.
    global.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ) as typeof fetch;
    render(<ContactForm config={config} generalEmail={GENERAL} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(14_000));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, your message could not be sent.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Email Address')).toHaveValue('grace@example.edu');
    expect(screen.getByLabelText('Your Message')).toHaveValue('Can I join?');
  });
});
