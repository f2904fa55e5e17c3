import { cleanTestStorage, getTestStorage } from './test-env';
import { beforeEach, describe, expect, it } from 'vitest';
import { $user } from './session';
import {
  $wishCount,
  $wishlist,
  addToWishlist,
  emptyWishlist,
  removeFromWishlist,
  replaceWishlistFromServer,
  toggleWishlist,
} from './wishlist';

beforeEach(() => {
  $user.set(null);
  emptyWishlist();
  cleanTestStorage();
});

describe('wishlist', () => {
  it('adds a product once, under the wishlist key', () => {
    addToWishlist('a');
    addToWishlist('a');
    addToWishlist('b');
    expect($wishlist.get()).toEqual([{ pId: 'a' }, { pId: 'b' }]);
    expect($wishCount.get()).toBe(2);
    expect(JSON.parse(getTestStorage().wishlist!)).toEqual([{ pId: 'a' }, { pId: 'b' }]);
  });

  it('toggles and removes', () => {
    expect(toggleWishlist('a')).toBe(true);
    expect(toggleWishlist('a')).toBe(false);
    addToWishlist('b');
    removeFromWishlist('b');
    expect($wishCount.get()).toBe(0);
    expect(getTestStorage()).not.toHaveProperty('wishlist');
  });

  it('replaces from the server without duplicates', () => {
    addToWishlist('local');
    replaceWishlistFromServer([{ _id: 'x' }, { _id: 'y' }, { _id: 'x' }]);
    expect($wishlist.get()).toEqual([{ pId: 'x' }, { pId: 'y' }]);
  });
});
