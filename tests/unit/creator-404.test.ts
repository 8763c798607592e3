import { describe, expect, it } from 'vitest';
import { creatorNotFoundUrl } from '../../src/features/preview/domain/platform-pages.ts';

describe('creator 404 URL', () => {
  it("is the main host's creator-404 page, naming the store", () => {
    expect(creatorNotFoundUrl('https://main.example/', 'nosuch')).toBe('https://main.example/creator-404?store=nosuch');
    expect(creatorNotFoundUrl('http://localhost:4322/main', 'a b&c')).toBe(
      'http://localhost:4322/main/creator-404?store=a+b%26c',
    );
  });

  it('names no store when none is known', () => {
    expect(creatorNotFoundUrl('https://main.example', undefined)).toBe('https://main.example/creator-404');
    expect(creatorNotFoundUrl('https://main.example', '')).toBe('https://main.example/creator-404');
  });
});
