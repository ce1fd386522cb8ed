import { describe, expect, it } from 'vitest';
import { collaborationEventMail } from './mail';

describe('collaborationEventMail', () => {
  const base = { to: 'b@example.com', toName: 'Acme', toRole: 'brand' as const, collaborationId: '0f0e0d0c-0b0a-4908-8706-050403020100', subject: 's' };

  it('lists live posts one a line in the text and as links in the HTML, never run together on one quoted line', () => {
    const links = [
      { url: 'https://instagram.com/p/1', deliverable: null },
      { url: 'https://instagram.com/stories/2?a=1&b=2', deliverable: null },
    ];
    const mail = collaborationEventMail({ ...base, sentence: 'Ravi shared the live post on Monsoon.', links });
    expect(mail.text).toContain(`Ravi shared the live post on Monsoon.\n\n${links[0]!.url}\n${links[1]!.url}\n`);
    expect(mail.text).not.toContain('“');
    expect(mail.html).toContain('<li><a href="https://instagram.com/p/1">https://instagram.com/p/1</a></li>');
    expect(mail.html).toContain('<a href="https://instagram.com/stories/2?a=1&amp;b=2">');
  });

  it('names the deliverable before each live post the creator named, as text and before the link', () => {
    const links = [
      { url: 'https://instagram.com/reel/1', deliverable: 'Reel 1' },
      { url: 'https://instagram.com/stories/2', deliverable: 'Story <2>' },
      { url: 'https://instagram.com/p/3', deliverable: null },
    ];
    const mail = collaborationEventMail({ ...base, sentence: 'Ravi shared the live post on Monsoon.', links });
    expect(mail.text).toContain('\n\nReel 1: https://instagram.com/reel/1\nStory <2>: https://instagram.com/stories/2\nhttps://instagram.com/p/3\n');
    expect(mail.html).toContain('<li>Reel 1: <a href="https://instagram.com/reel/1">https://instagram.com/reel/1</a></li>');
    expect(mail.html).toContain('<li>Story &lt;2&gt;: <a href="https://instagram.com/stories/2">');
    expect(mail.html).toContain('<li><a href="https://instagram.com/p/3">');
  });

  it('quotes a comment or reason', () => {
    const mail = collaborationEventMail({ ...base, sentence: 'Acme asked for changes.', detail: 'Show the pack' });
    expect(mail.text).toContain('“Show the pack”');
    expect(mail.html).toContain('<blockquote');
  });
});
