import { containsPattern } from './like';

describe('containsPattern', () => {
  it('wraps the value in % and escapes the wildcards and the escape character', () => {
    expect(containsPattern('ada')).toBe('%ada%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
