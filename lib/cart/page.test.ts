import { readCartPage } from './page';

describe('readCartPage (cart/order page_url, page_type)', () => {
  it('takes an organised package page, desktop or mobile, and keeps its canonical address', () => {
    expect(readCartPage('/static_package/detail?id=classic-italy', 'static_package')).toEqual({
      type: 'static_package',
      slug: 'classic-italy',
      url: '/static_package/detail?id=classic-italy',
    });
    expect(
      readCartPage('/mbl/static_package/detail?id=classic-italy&modalOpened=true', 'static_package'),
    ).toEqual({
      type: 'static_package',
      slug: 'classic-italy',
      url: '/static_package/detail?id=classic-italy',
    });
  });

  it('takes a planned trip page', () => {
    expect(readCartPage('/detail/PKG-42?x=1', 'package')).toEqual({
      type: 'package',
      packageId: 'PKG-42',
      url: '/detail/PKG-42',
    });
  });

  it('refuses other sites, other pages, a type that does not match and odd ids', () => {
    for (const [url, type] of [
      ['https://evil.example/static_package/detail?id=x', 'static_package'],
      ['//evil.example/detail/x', 'package'],
      ['/bookings', 'package'],
      ['/detail/PKG-42', 'static_package'],
      ['/static_package/detail?id=classic-italy', 'package'],
      ['/static_package/detail', 'static_package'],
      ['/static_package/detail?id=../../x', 'static_package'],
      ['/detail/%3Cscript%3E', 'package'],
      ['/detail/x', 'hotel'],
      [`/detail/${'a'.repeat(600)}`, 'package'],
    ])
      expect(readCartPage(url as string, type as string)).toBeNull();
  });
});
