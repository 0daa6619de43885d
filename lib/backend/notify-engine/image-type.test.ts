/** @jest-environment node */
import { imageTypeOf } from './image-type';

const b = (...n: number[]) => Uint8Array.from(n);

describe('imageTypeOf', () => {
  it.each([
    ['png', b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['jpeg', b(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['gif89a', Buffer.from('GIF89a...'), 'image/gif'],
    ['gif87a', Buffer.from('GIF87a...'), 'image/gif'],
    ['webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    ['a RIFF that is not webp (wav)', Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt '), null],
    ['svg (script-capable)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), null],
    ['html named .png', Buffer.from('<html><script>alert(1)</script>'), null],
    ['truncated png', b(0x89, 0x50, 0x4e), null],
    ['empty', b(), null],
  ])('%s', (_name, bytes, type) => {
    expect(imageTypeOf(bytes)).toBe(type);
  });
});
