import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_WORDS } from '#shared/videos/words.ts';
import type { VideoMessage } from '#shared/videos/format.ts';
import { LatestVideo } from '#client/features/videos/LatestVideo.tsx';
import { VideoDescription } from '#client/features/videos/linkify.tsx';
import { VideosGrid } from '#client/features/videos/VideosGrid.tsx';
import { VideoPlayer } from '#client/features/videos/VideoPlayer.tsx';
import { LocaleContext } from '#client/lib/locale.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const video = (n: number, extra: Partial<VideoMessage> = {}): VideoMessage => ({
  video_id: `vid${String(n).padStart(8, '0')}`,
  title: `Message ${n}`,
  description: `About message ${n}. ${'More words here. '.repeat(15)}`,
  published_at: '2025-06-01T17:00:00Z',
  thumbnail_high_url: `https://i.ytimg.com/vi/vid${n}/hqdefault.jpg`,
  duration: 'PT1H2M3S',
  view_count: 1234,
  like_count: 5,
  channel_title: 'Undivided Hearts Ministries',
  ...extra,
});

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('VideosGrid', () => {
  it('shows cards with a play link to /messages/{id}, duration, title and date', () => {
    inRouter(<VideosGrid items={[video(1), video(2)]} nextPageToken={null} prevPageToken={null} />);
    const link = screen.getByRole('link', { name: /Message 1/ });
    expect(link.getAttribute('href')).toBe('/messages/vid00000001');
    expect(link.textContent).toContain('1:02:03');
    expect(link.textContent).toContain('June 1, 2025');
    expect(screen.queryByRole('link', { name: /Next|Previous/ })).toBeNull();
  });

  it('offers Previous and Next only when their token exists, as URLs with the token', () => {
    const { rerender } = inRouter(
      <VideosGrid items={[video(1)]} nextPageToken="NEXT_tok" prevPageToken={null} />,
    );
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      '/messages?page_token=NEXT_tok',
    );
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
    rerender(
      <MemoryRouter>
        <VideosGrid items={[video(1)]} nextPageToken={null} prevPageToken="PREV_tok" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Previous/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
  });

  it('on a Spanish page: dates and durations in Spanish, titles as YouTube gives them, Spanish links', () => {
    render(
      <MemoryRouter>
        <LocaleContext.Provider value="es">
          <VideosGrid items={[video(1)]} nextPageToken="NEXT_tok" prevPageToken={null} />
        </LocaleContext.Provider>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Message 1/ });
    expect(link.getAttribute('href')).toBe('/es/messages/vid00000001');
    expect(link.textContent).toContain('1 de junio de 2025');
    expect(link.textContent).toContain('Duración: 1 hora 2 minutos 3 segundos');
    expect(screen.getByRole('link', { name: /Siguiente/ }).getAttribute('href')).toBe(
      '/es/messages?page_token=NEXT_tok',
    );
  });

  it('shows 6 skeleton cards while loading', () => {
    inRouter(<VideosGrid items={[video(1)]} nextPageToken={null} prevPageToken={null} loading />);
    expect(screen.getAllByTestId('video-skeleton')).toHaveLength(6);
  });

  it('shows the error only when there are no items', () => {
    const error = VIDEO_WORDS.listNetworkError;
    const { rerender } = inRouter(
      <VideosGrid items={[video(1)]} nextPageToken={null} prevPageToken={null} error={error} />,
    );
    expect(screen.queryByText(error)).toBeNull();
    rerender(
      <MemoryRouter>
        <VideosGrid items={[]} nextPageToken={null} prevPageToken={null} error={error} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Could not load messages. Please try again later.');
  });
});

describe('VideoDescription', () => {
  it('keeps paragraphs and line breaks and links only http(s) addresses, safely', () => {
    const { container } = render(
      <VideoDescription
        text={
          'First line\nsecond line https://example.org/notes.\n\nSee javascript:alert(1) and <b>bold</b> http://x.test/a?b=1'
        }
      />,
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.org/notes',
      'http://x.test/a?b=1',
    ]);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    expect(paragraphs[0]!.textContent).toContain('notes.'); // the full stop stays text
    expect(container.querySelector('b')).toBeNull(); // markup in the text stays text
    expect(paragraphs[1]!.textContent).toContain('<b>bold</b>');
  });
});

describe('VideoPlayer', () => {
  it('shows a poster and play button, then the youtube-nocookie player with a loading indicator until it loads', () => {
    render(
      <VideoPlayer videoId="abcdefghijk" title="A message" poster="https://i.ytimg.com/vi/x/hqdefault.jpg" />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: A message' }));
    const iframe = document.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?/);
    expect(screen.getByRole('status').textContent).toContain('Loading video');
    fireEvent.load(iframe);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts over with the new poster when the id changes (rendered with key=id)', () => {
    const { rerender } = render(<VideoPlayer key="a" videoId="aaaaaaaaaaa" title="A" poster={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: A' }));
    expect(document.querySelector('iframe')).not.toBeNull();
    rerender(<VideoPlayer key="b" videoId="bbbbbbbbbbb" title="B" poster={null} />);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: B' }));
    expect(document.querySelector('iframe')!.getAttribute('src')).toContain('/embed/bbbbbbbbbbb');
  });

  it('explains a demo video instead of embedding one YouTube would refuse', () => {
    render(<VideoPlayer videoId="demo-msg-01" title="Demo" poster="/images/demo/video-1.svg" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Demo' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('demo message');
  });
});

describe('LatestVideo (home block)', () => {
  const respond = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('shows the newest video with the description cut at 150 characters then ...', () => {
    const v = video(1);
    inRouter(<LatestVideo initial={{ status: 'loaded', video: v }} />);
    expect(screen.getByRole('heading', { name: 'Latest Message' })).toBeTruthy();
    const flat = v.description.replace(/\s+/g, ' ').trim();
    expect(screen.getByText(`${flat.slice(0, 150)}...`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Message 1' }).getAttribute('href')).toBe(
      '/messages/vid00000001',
    );
    // The picture links there too, for the mouse only: keyboards and screen readers have the title.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Message 1',
      'Watch Message',
      'View All Messages',
    ]);
  });

  it("shows 'No message available.' with 'Try Again' and the developer hint; Try Again loads (skeleton meanwhile)", async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    inRouter(<LatestVideo initial={{ status: 'empty' }} />);
    expect(screen.getByText('No message available.')).toBeTruthy();
    expect(screen.getByText(/YouTube API key and channel are set/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByTestId('latest-message-skeleton')).toBeTruthy();
    await act(async () => answer(new Response(JSON.stringify(video(9)), { status: 200 })));
    expect(screen.getByRole('link', { name: 'Message 9' })).toBeTruthy();
  });

  it.each([
    [
      'an HTTP failure with the server message',
      respond(500, { error: 'Database is down.' }),
      'Could not load the latest message: Database is down.',
    ],
    [
      'an HTTP failure without a message',
      vi.fn(async () => new Response('', { status: 502, statusText: '' })),
      'Could not load the latest message: Request failed (502)',
    ],
    [
      'a network failure',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      'Could not load the latest message. Please try again later.',
    ],
    ['an answer without data', respond(200, {}), 'No message data received from the server.'],
  ])('after %s shows its exact message', async (_name, fetchMock, message) => {
    vi.stubGlobal('fetch', fetchMock);
    await act(async () => {
      inRouter(<LatestVideo />);
    });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
