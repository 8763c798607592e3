import { describe, expect, it } from 'vitest';
import {
  attributionFromQuery,
  cleanAffiliateId,
  cleanCampaignId,
  limitGetVars,
  partnerFromSource,
} from '../../src/features/analytics/domain/attribution.ts';
import { campaignGetVars } from '../../src/features/catalog/api/site.ts';

describe('affiliate id', () => {
  it('keeps letters, digits and hyphens', () => {
    expect(cleanAffiliateId('creator-42')).toBe('creator-42');
    expect(cleanAffiliateId('AbC-123')).toBe('AbC-123');
  });

  it('strips anything hostile', () => {
    expect(cleanAffiliateId('<script>alert(1)</script>')).toBe('scriptalert1script');
    expect(cleanAffiliateId('x"; path=/; domain=evil.com')).toBe('xpathdomainevilcom');
    expect(cleanAffiliateId('a b\u0000c\nd%20e')).toBe('abcd20e');
    expect(cleanAffiliateId('ünïcödé-1')).toBe('ncd-1');
  });

  it('is null when nothing usable is left, and at most 64 characters', () => {
    expect(cleanAffiliateId('')).toBeNull();
    expect(cleanAffiliateId('---')).toBeNull();
    expect(cleanAffiliateId('<>"\'')).toBeNull();
    expect(cleanAffiliateId(null)).toBeNull();
    expect(cleanAffiliateId('a'.repeat(500))).toHaveLength(64);
  });
});

describe('partner and campaign', () => {
  it('marks short-video visits from utm_source', () => {
    expect(partnerFromSource('tiktok')).toBe('tiktok');
    expect(partnerFromSource(' TikTok ')).toBe('tiktok');
    expect(partnerFromSource('newsletter')).toBeNull();
    expect(partnerFromSource('__proto__')).toBeNull();
  });

  it('accepts plain campaign ids only', () => {
    expect(cleanCampaignId('12345')).toBe('12345');
    expect(cleanCampaignId('spring_drop-2')).toBe('spring_drop-2');
    expect(cleanCampaignId('1;alert(1)')).toBeNull();
    expect(cleanCampaignId('')).toBeNull();
  });

  it('reads everything from one query', () => {
    const q = new URLSearchParams('aid=fan-1&utm_source=tiktok&campaign_id=777&template_id=88&size=M');
    expect(attributionFromQuery(q)).toEqual({
      affiliate: 'fan-1',
      partner: 'tiktok',
      campaignId: '777',
      templateId: '88',
    });
    expect(attributionFromQuery(new URLSearchParams(''))).toEqual({
      affiliate: null,
      partner: null,
      campaignId: null,
      templateId: null,
    });
  });

  it('sends get_vars without product, size and variation, bounded', () => {
    const q = new URLSearchParams('campaign_id=1&product=p&size=s&variation=v&utm_medium=email');
    expect(limitGetVars(campaignGetVars(q))).toEqual({ campaign_id: '1', utm_medium: 'email' });
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 'v'.repeat(1000)]));
    const limited = limitGetVars(many);
    expect(Object.keys(limited)).toHaveLength(30);
    expect(limited['k0']).toHaveLength(200);
  });
});
