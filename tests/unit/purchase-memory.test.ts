import { describe, expect, it } from 'vitest';
import {
  hasPurchased,
  parsePurchaseMemory,
  PURCHASE_MEMORY_MAX,
  rememberPurchase,
  serializePurchaseMemory,
} from '../../src/features/after-purchase/domain/purchase-memory.ts';

describe('purchase memory', () => {
  it('round-trips remembered order numbers', () => {
    const memory = rememberPurchase(rememberPurchase([], '100001'), '100002');
    const cookie = serializePurchaseMemory(memory);
    expect(cookie).toBe('100001.100002');
    expect(parsePurchaseMemory(cookie)).toEqual(['100001', '100002']);
    expect(hasPurchased(parsePurchaseMemory(cookie), '100002')).toBe(true);
    expect(hasPurchased(parsePurchaseMemory(cookie), '100003')).toBe(false);
  });

  it('treats an absent or tampered cookie as empty', () => {
    expect(parsePurchaseMemory(undefined)).toEqual([]);
    expect(parsePurchaseMemory('')).toEqual([]);
    expect(parsePurchaseMemory('100001.<script>')).toEqual([]);
    expect(parsePurchaseMemory('a..b')).toEqual([]);
  });

  it('keeps only the newest orders, without duplicates', () => {
    let memory: string[] = [];
    for (let n = 1; n <= PURCHASE_MEMORY_MAX + 5; n++) memory = rememberPurchase(memory, String(n));
    expect(memory).toHaveLength(PURCHASE_MEMORY_MAX);
    expect(memory[0]).toBe('6');
    expect(rememberPurchase(['1', '2'], '1')).toEqual(['2', '1']);
    expect(rememberPurchase(['1'], 'bad key!')).toEqual(['1']);
  });
});
